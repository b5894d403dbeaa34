# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(65536L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 65536L*x0 + 65536L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp13.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(64L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16384L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16448L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x2 + 64L*x1 + 8192L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp13.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(128L + x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16384L + x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16512L + x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 8192L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp13.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(256L + x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16384L + x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16640L + x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x2 + 256L*x1 + 8192L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp13.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(512L + x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16384L + x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(16896L + x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr1 + static_cast<int64_t>(x2 + 512L*x1 + 8192L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 9216L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 9216L*x0), static_cast<int64_t>(1024L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 9216L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 9216L*x0), static_cast<int64_t>(1024L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2048L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 2048L*x0), static_cast<int64_t>(512L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_convolution_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 9216L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 1024L*x2 + 9216L*x0), static_cast<int64_t>(1024L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 9216L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 1024L*x2 + 9216L*x0), static_cast<int64_t>(1024L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1024L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 1024L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_convolution_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 512L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 512L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_convolution_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 256L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 256L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_convolution_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(65536L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 2L*x1), static_cast<int64_t>(2L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 65536L*x0 + 65536L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 3, 256, 256), (196608, 65536, 256, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 256, 256), (196608, 1, 768, 3), torch.float32)
        assert_size_stride(arg0_1, (64, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((64, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        assert_size_stride(arg6_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, buf4)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        # Topologically Sorted Source Nodes: [input_2, input_3, input_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf5 = extern_kernels.convolution(buf3, buf4, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf5, (1, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf3
        del buf4
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        buf72 = empty_strided_cpu((1, 128, 256, 256), (8388608, 1, 32768, 128), torch.float32)
        buf70 = reinterpret_tensor(buf72, (1, 64, 256, 256), (8388608, 1, 32768, 128), 0)  # alias
        buf7 = empty_strided_cpu((1, 64, 128, 128), (1048576, 1, 8192, 64), torch.float32)
        assert_size_stride(arg11_1, (128, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_2(buf6, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, buf70, buf7, buf8)
        del arg10_1
        del arg11_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [max_pool2d, input_7], Original ATen: [aten.max_pool2d_with_indices, aten.convolution]
        buf9 = extern_kernels.convolution(buf7, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf9, (1, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf7
        del buf8
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf10 = buf9; del buf9  # reuse
        assert_size_stride(arg16_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf11 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_3(buf10, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, buf11)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del arg16_1
        # Topologically Sorted Source Nodes: [input_8, input_9, input_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf12 = extern_kernels.convolution(buf10, buf11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf12, (1, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf10
        del buf11
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf13 = buf12; del buf12  # reuse
        buf61 = reinterpret_tensor(buf6, (1, 256, 128, 128), (4194304, 1, 32768, 256), 0); del buf6  # reuse
        buf59 = reinterpret_tensor(buf61, (1, 128, 128, 128), (4194304, 1, 32768, 256), 0)  # alias
        buf14 = empty_strided_cpu((1, 128, 64, 64), (524288, 1, 8192, 128), torch.float32)
        assert_size_stride(arg21_1, (256, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf15 = empty_strided_cpu((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_4(buf13, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, buf59, buf14, buf15)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        del arg21_1
        # Topologically Sorted Source Nodes: [max_pool2d_1, input_13], Original ATen: [aten.max_pool2d_with_indices, aten.convolution]
        buf16 = extern_kernels.convolution(buf14, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf16, (1, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf14
        del buf15
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1, arg25_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf17 = buf16; del buf16  # reuse
        assert_size_stride(arg26_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf18 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_5(buf17, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, buf18)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del arg26_1
        # Topologically Sorted Source Nodes: [input_14, input_15, input_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf19 = extern_kernels.convolution(buf17, buf18, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf19, (1, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf17
        del buf18
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf20 = buf19; del buf19  # reuse
        buf50 = reinterpret_tensor(buf13, (1, 512, 64, 64), (2097152, 1, 32768, 512), 0); del buf13  # reuse
        buf48 = reinterpret_tensor(buf50, (1, 256, 64, 64), (2097152, 1, 32768, 512), 0)  # alias
        buf21 = empty_strided_cpu((1, 256, 32, 32), (262144, 1, 8192, 256), torch.float32)
        assert_size_stride(arg31_1, (512, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf22 = empty_strided_cpu((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_6(buf20, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, buf48, buf21, buf22)
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del arg31_1
        # Topologically Sorted Source Nodes: [max_pool2d_2, input_19], Original ATen: [aten.max_pool2d_with_indices, aten.convolution]
        buf23 = extern_kernels.convolution(buf21, buf22, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf23, (1, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf21
        del buf22
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf24 = buf23; del buf23  # reuse
        assert_size_stride(arg36_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf25 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_7(buf24, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, buf25)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        del arg36_1
        # Topologically Sorted Source Nodes: [input_20, input_21, input_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf26 = extern_kernels.convolution(buf24, buf25, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf26, (1, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf24
        del buf25
        assert_size_stride_grouped((arg37_1, arg38_1, arg39_1, arg40_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf27 = buf26; del buf26  # reuse
        buf39 = reinterpret_tensor(buf20, (1, 1024, 32, 32), (1048576, 1, 32768, 1024), 0); del buf20  # reuse
        buf37 = reinterpret_tensor(buf39, (1, 512, 32, 32), (1048576, 1, 32768, 1024), 0)  # alias
        buf28 = empty_strided_cpu((1, 512, 16, 16), (131072, 1, 8192, 512), torch.float32)
        assert_size_stride(arg41_1, (1024, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf29 = empty_strided_cpu((1024, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_cat_convolution_max_pool2d_with_indices_relu_8(buf27, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, buf37, buf28, buf29)
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        del arg41_1
        del buf27
        # Topologically Sorted Source Nodes: [max_pool2d_3, input_25], Original ATen: [aten.max_pool2d_with_indices, aten.convolution]
        buf30 = extern_kernels.convolution(buf28, buf29, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf30, (1, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del buf28
        del buf29
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf31 = buf30; del buf30  # reuse
        assert_size_stride(arg46_1, (1024, 1024, 3, 3), (9216, 9, 3, 1), 'input')
        buf32 = empty_strided_cpu((1024, 1024, 3, 3), (9216, 1, 3072, 1024), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9(buf31, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, buf32)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        # Topologically Sorted Source Nodes: [input_26, input_27, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf33 = extern_kernels.convolution(buf31, buf32, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf33, (1, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del buf31
        del buf32
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf34 = buf33; del buf33  # reuse
        assert_size_stride(arg51_1, (1024, 512, 2, 2), (2048, 4, 2, 1), 'input')
        buf35 = empty_strided_cpu((1024, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride(arg52_1, (512, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf34, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, buf35)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        del arg51_1
        # Topologically Sorted Source Nodes: [input_29, input_30, conv_transpose2d], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf36 = extern_kernels.convolution(buf34, buf35, arg52_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf36, (1, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg52_1
        del buf34
        del buf35
        buf38 = reinterpret_tensor(buf39, (1, 512, 32, 32), (1048576, 1, 32768, 1024), 512)  # alias
        assert_size_stride(arg53_1, (512, 1024, 3, 3), (9216, 9, 3, 1), 'input')
        buf40 = empty_strided_cpu((512, 1024, 3, 3), (9216, 1, 3072, 1024), torch.float32)
        cpp_fused_cat_convolution_11(buf36, arg53_1, buf38, buf40)
        del arg53_1
        del buf36
        del buf37
        del buf38
        # Topologically Sorted Source Nodes: [input_31], Original ATen: [aten.convolution]
        buf41 = extern_kernels.convolution(buf39, buf40, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf41, (1, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf39
        del buf40
        assert_size_stride_grouped((arg54_1, arg55_1, arg56_1, arg57_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf42 = buf41; del buf41  # reuse
        assert_size_stride(arg58_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf43 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_7(buf42, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, buf43)
        del arg54_1
        del arg55_1
        del arg56_1
        del arg57_1
        del arg58_1
        # Topologically Sorted Source Nodes: [input_32, input_33, input_34], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf44 = extern_kernels.convolution(buf42, buf43, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf44, (1, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf43
        assert_size_stride_grouped((arg59_1, arg60_1, arg61_1, arg62_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf45 = buf44; del buf44  # reuse
        assert_size_stride(arg63_1, (512, 256, 2, 2), (1024, 4, 2, 1), 'input')
        buf46 = reinterpret_tensor(buf42, (512, 256, 2, 2), (1024, 1, 512, 256), 0); del buf42  # reuse
        assert_size_stride(arg64_1, (256, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12(buf45, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, buf46)
        del arg59_1
        del arg60_1
        del arg61_1
        del arg62_1
        del arg63_1
        # Topologically Sorted Source Nodes: [input_35, input_36, conv_transpose2d_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf47 = extern_kernels.convolution(buf45, buf46, arg64_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf47, (1, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg64_1
        del buf45
        del buf46
        buf49 = reinterpret_tensor(buf50, (1, 256, 64, 64), (2097152, 1, 32768, 512), 256)  # alias
        assert_size_stride(arg65_1, (256, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf51 = empty_strided_cpu((256, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        cpp_fused_cat_convolution_13(buf47, arg65_1, buf49, buf51)
        del arg65_1
        del buf47
        del buf48
        del buf49
        # Topologically Sorted Source Nodes: [input_37], Original ATen: [aten.convolution]
        buf52 = extern_kernels.convolution(buf50, buf51, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf52, (1, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf50
        del buf51
        assert_size_stride_grouped((arg66_1, arg67_1, arg68_1, arg69_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf53 = buf52; del buf52  # reuse
        assert_size_stride(arg70_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf54 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_5(buf53, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, buf54)
        del arg66_1
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        # Topologically Sorted Source Nodes: [input_38, input_39, input_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf55 = extern_kernels.convolution(buf53, buf54, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf55, (1, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf53
        del buf54
        assert_size_stride_grouped((arg71_1, arg72_1, arg73_1, arg74_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf56 = buf55; del buf55  # reuse
        assert_size_stride(arg75_1, (256, 128, 2, 2), (512, 4, 2, 1), 'input')
        buf57 = empty_strided_cpu((256, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        assert_size_stride(arg76_1, (128, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14(buf56, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, buf57)
        del arg71_1
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        # Topologically Sorted Source Nodes: [input_41, input_42, conv_transpose2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf58 = extern_kernels.convolution(buf56, buf57, arg76_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf58, (1, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg76_1
        del buf56
        buf60 = reinterpret_tensor(buf61, (1, 128, 128, 128), (4194304, 1, 32768, 256), 128)  # alias
        assert_size_stride(arg77_1, (128, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf62 = empty_strided_cpu((128, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        cpp_fused_cat_convolution_15(buf58, arg77_1, buf60, buf62)
        del arg77_1
        del buf58
        del buf59
        del buf60
        # Topologically Sorted Source Nodes: [input_43], Original ATen: [aten.convolution]
        buf63 = extern_kernels.convolution(buf61, buf62, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf63, (1, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf61
        del buf62
        assert_size_stride_grouped((arg78_1, arg79_1, arg80_1, arg81_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf64 = buf63; del buf63  # reuse
        assert_size_stride(arg82_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf65 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_3(buf64, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, buf65)
        del arg78_1
        del arg79_1
        del arg80_1
        del arg81_1
        del arg82_1
        # Topologically Sorted Source Nodes: [input_44, input_45, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf66 = extern_kernels.convolution(buf64, buf65, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf66, (1, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf64
        del buf65
        assert_size_stride_grouped((arg83_1, arg84_1, arg85_1, arg86_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf67 = buf66; del buf66  # reuse
        assert_size_stride(arg87_1, (128, 64, 2, 2), (256, 4, 2, 1), 'input')
        buf68 = empty_strided_cpu((128, 64, 2, 2), (256, 1, 128, 64), torch.float32)
        assert_size_stride(arg88_1, (64, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_16(buf67, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, buf68)
        del arg83_1
        del arg84_1
        del arg85_1
        del arg86_1
        del arg87_1
        # Topologically Sorted Source Nodes: [input_47, input_48, conv_transpose2d_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf69 = extern_kernels.convolution(buf67, buf68, arg88_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf69, (1, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg88_1
        del buf67
        del buf68
        buf71 = reinterpret_tensor(buf72, (1, 64, 256, 256), (8388608, 1, 32768, 128), 64)  # alias
        assert_size_stride(arg89_1, (64, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf73 = empty_strided_cpu((64, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused_cat_convolution_17(buf69, arg89_1, buf71, buf73)
        del arg89_1
        del buf69
        del buf70
        del buf71
        # Topologically Sorted Source Nodes: [input_49], Original ATen: [aten.convolution]
        buf74 = extern_kernels.convolution(buf72, buf73, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf74, (1, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf72
        del buf73
        assert_size_stride_grouped((arg90_1, arg91_1, arg92_1, arg93_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf75 = buf74; del buf74  # reuse
        assert_size_stride(arg94_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf76 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_1(buf75, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, buf76)
        del arg90_1
        del arg91_1
        del arg92_1
        del arg93_1
        del arg94_1
        # Topologically Sorted Source Nodes: [input_50, input_51, input_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf77 = extern_kernels.convolution(buf75, buf76, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf77, (1, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf75
        del buf76
        assert_size_stride_grouped((arg95_1, arg96_1, arg97_1, arg98_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = buf77; del buf77  # reuse
        assert_size_stride_grouped((arg99_1, arg100_1), ((2, 64, 1, 1), (2, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_18(buf78, arg95_1, arg96_1, arg97_1, arg98_1)
        del arg95_1
        del arg96_1
        del arg97_1
        del arg98_1
        # Topologically Sorted Source Nodes: [input_53, input_54, conv2d_18], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf79 = extern_kernels.convolution(buf78, arg99_1, arg100_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf79, (1, 2, 256, 256), (131072, 1, 512, 2), torch.float32, 'torch.ops.aten.convolution.default')
        del arg100_1
        del arg99_1
        del buf78
        buf80 = reinterpret_tensor(buf57, (1, 2, 256, 256), (131072, 65536, 256, 1), 0); del buf57  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19(buf79, buf80)
        return (buf80, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 256, 256), (196608, 65536, 256, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((1024, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((1024, 1024, 3, 3), (9216, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((1024, 512, 2, 2), (2048, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((512, 1024, 3, 3), (9216, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((512, 256, 2, 2), (1024, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((256, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((256, 128, 2, 2), (512, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((128, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((128, 64, 2, 2), (256, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((64, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((2, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('unet2d_256b1.infer', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
