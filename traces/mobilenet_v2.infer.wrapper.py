# AOT ID: ['2_inference']
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__native_batch_norm_legit_no_training_hardtanh_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp0 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp0 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp0 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp0 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp0 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 320L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardtanh_mean_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 - tmp1;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp2 * tmp7;
                    auto tmp10 = tmp8 * tmp9;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp13 = static_cast<float>(0.0);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = at::vec::maximum(tmp12, tmp14);
                    auto tmp16 = static_cast<float>(6.0);
                    auto tmp17 = at::vec::Vectorized<float>(tmp16);
                    auto tmp18 = at::vec::minimum(tmp15, tmp17);
                    auto tmp20 = tmp19 - tmp1;
                    auto tmp21 = tmp20 * tmp7;
                    auto tmp22 = tmp21 * tmp9;
                    auto tmp23 = tmp22 + tmp11;
                    auto tmp24 = at::vec::maximum(tmp23, tmp14);
                    auto tmp25 = at::vec::minimum(tmp24, tmp17);
                    auto tmp26 = tmp18 + tmp25;
                    auto tmp28 = tmp27 - tmp1;
                    auto tmp29 = tmp28 * tmp7;
                    auto tmp30 = tmp29 * tmp9;
                    auto tmp31 = tmp30 + tmp11;
                    auto tmp32 = at::vec::maximum(tmp31, tmp14);
                    auto tmp33 = at::vec::minimum(tmp32, tmp17);
                    auto tmp34 = tmp26 + tmp33;
                    auto tmp36 = tmp35 - tmp1;
                    auto tmp37 = tmp36 * tmp7;
                    auto tmp38 = tmp37 * tmp9;
                    auto tmp39 = tmp38 + tmp11;
                    auto tmp40 = at::vec::maximum(tmp39, tmp14);
                    auto tmp41 = at::vec::minimum(tmp40, tmp17);
                    auto tmp42 = tmp34 + tmp41;
                    auto tmp43 = static_cast<float>(4.0);
                    auto tmp44 = at::vec::Vectorized<float>(tmp43);
                    auto tmp45 = tmp42 / tmp44;
                    tmp45.store(out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg0_1, (32, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((32, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        assert_size_stride(arg6_1, (32, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        # Topologically Sorted Source Nodes: [input_2, input_3, input_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf4 = extern_kernels.convolution(buf3, arg6_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32, bias=None)
        assert_tensor_metadata(buf4, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        del buf3
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf5 = buf4; del buf4  # reuse
        assert_size_stride(arg11_1, (16, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_1(buf5, arg7_1, arg8_1, arg9_1, arg10_1)
        del arg10_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg11_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf6, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del buf5
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf7 = buf6; del buf6  # reuse
        assert_size_stride(arg16_1, (96, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_2(buf7, arg12_1, arg13_1, arg14_1, arg15_1)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf8 = extern_kernels.convolution(buf7, arg16_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf8, (1, 96, 32, 32), (98304, 1, 3072, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        del buf7
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf9 = buf8; del buf8  # reuse
        assert_size_stride(arg21_1, (96, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_3(buf9, arg17_1, arg18_1, arg19_1, arg20_1)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        # Topologically Sorted Source Nodes: [input_10, input_11, input_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf10 = extern_kernels.convolution(buf9, arg21_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
        assert_tensor_metadata(buf10, (1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del buf9
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1, arg25_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf11 = buf10; del buf10  # reuse
        assert_size_stride(arg26_1, (24, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_4(buf11, arg22_1, arg23_1, arg24_1, arg25_1)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        # Topologically Sorted Source Nodes: [input_13, input_14, input_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf12 = extern_kernels.convolution(buf11, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf12, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg26_1
        del buf11
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf13 = buf12; del buf12  # reuse
        assert_size_stride(arg31_1, (144, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_5(buf13, arg27_1, arg28_1, arg29_1, arg30_1)
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        # Topologically Sorted Source Nodes: [input_17], Original ATen: [aten.convolution]
        buf14 = extern_kernels.convolution(buf13, arg31_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf14, (1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf15 = buf14; del buf14  # reuse
        assert_size_stride(arg36_1, (144, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_6(buf15, arg32_1, arg33_1, arg34_1, arg35_1)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        # Topologically Sorted Source Nodes: [input_18, input_19, input_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf16 = extern_kernels.convolution(buf15, arg36_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
        assert_tensor_metadata(buf16, (1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg36_1
        del buf15
        assert_size_stride_grouped((arg37_1, arg38_1, arg39_1, arg40_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf17 = buf16; del buf16  # reuse
        assert_size_stride(arg41_1, (24, 144, 1, 1), (144, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_6(buf17, arg37_1, arg38_1, arg39_1, arg40_1)
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        # Topologically Sorted Source Nodes: [input_21, input_22, input_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf18 = extern_kernels.convolution(buf17, arg41_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf18, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del buf17
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf19 = buf13; del buf13  # reuse
        assert_size_stride(arg46_1, (144, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_7(buf19, buf18, arg42_1, arg43_1, arg44_1, arg45_1)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del buf18
        # Topologically Sorted Source Nodes: [input_24, input_25, input_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf20 = extern_kernels.convolution(buf19, arg46_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf20, (1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg46_1
        del buf19
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf21 = buf20; del buf20  # reuse
        assert_size_stride(arg51_1, (144, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_6(buf21, arg47_1, arg48_1, arg49_1, arg50_1)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        # Topologically Sorted Source Nodes: [input_27, input_28, input_29], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf22 = extern_kernels.convolution(buf21, arg51_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144, bias=None)
        assert_tensor_metadata(buf22, (1, 144, 8, 8), (9216, 1, 1152, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del buf21
        assert_size_stride_grouped((arg52_1, arg53_1, arg54_1, arg55_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf23 = buf22; del buf22  # reuse
        assert_size_stride(arg56_1, (32, 144, 1, 1), (144, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_8(buf23, arg52_1, arg53_1, arg54_1, arg55_1)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        # Topologically Sorted Source Nodes: [input_30, input_31, input_32], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf24 = extern_kernels.convolution(buf23, arg56_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf24, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg56_1
        del buf23
        assert_size_stride_grouped((arg57_1, arg58_1, arg59_1, arg60_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf25 = buf24; del buf24  # reuse
        assert_size_stride(arg61_1, (192, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf25, arg57_1, arg58_1, arg59_1, arg60_1)
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        # Topologically Sorted Source Nodes: [input_34], Original ATen: [aten.convolution]
        buf26 = extern_kernels.convolution(buf25, arg61_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf26, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg61_1
        assert_size_stride_grouped((arg62_1, arg63_1, arg64_1, arg65_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf27 = buf26; del buf26  # reuse
        assert_size_stride(arg66_1, (192, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_10(buf27, arg62_1, arg63_1, arg64_1, arg65_1)
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        # Topologically Sorted Source Nodes: [input_35, input_36, input_37], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf28 = extern_kernels.convolution(buf27, arg66_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192, bias=None)
        assert_tensor_metadata(buf28, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg66_1
        del buf27
        assert_size_stride_grouped((arg67_1, arg68_1, arg69_1, arg70_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf29 = buf28; del buf28  # reuse
        assert_size_stride(arg71_1, (32, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_10(buf29, arg67_1, arg68_1, arg69_1, arg70_1)
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        # Topologically Sorted Source Nodes: [input_38, input_39, input_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf30 = extern_kernels.convolution(buf29, arg71_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf30, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg71_1
        del buf29
        assert_size_stride_grouped((arg72_1, arg73_1, arg74_1, arg75_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf31 = buf25; del buf25  # reuse
        assert_size_stride(arg76_1, (192, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_11(buf31, buf30, arg72_1, arg73_1, arg74_1, arg75_1)
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del buf30
        # Topologically Sorted Source Nodes: [input_43], Original ATen: [aten.convolution]
        buf32 = extern_kernels.convolution(buf31, arg76_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf32, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg76_1
        assert_size_stride_grouped((arg77_1, arg78_1, arg79_1, arg80_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf33 = buf32; del buf32  # reuse
        assert_size_stride(arg81_1, (192, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_10(buf33, arg77_1, arg78_1, arg79_1, arg80_1)
        del arg77_1
        del arg78_1
        del arg79_1
        del arg80_1
        # Topologically Sorted Source Nodes: [input_44, input_45, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf34 = extern_kernels.convolution(buf33, arg81_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192, bias=None)
        assert_tensor_metadata(buf34, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg81_1
        del buf33
        assert_size_stride_grouped((arg82_1, arg83_1, arg84_1, arg85_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf35 = buf34; del buf34  # reuse
        assert_size_stride(arg86_1, (32, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_10(buf35, arg82_1, arg83_1, arg84_1, arg85_1)
        del arg82_1
        del arg83_1
        del arg84_1
        del arg85_1
        # Topologically Sorted Source Nodes: [input_47, input_48, input_49], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf36 = extern_kernels.convolution(buf35, arg86_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf36, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg86_1
        del buf35
        assert_size_stride_grouped((arg87_1, arg88_1, arg89_1, arg90_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf37 = buf31; del buf31  # reuse
        assert_size_stride(arg91_1, (192, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_11(buf37, buf36, arg87_1, arg88_1, arg89_1, arg90_1)
        del arg87_1
        del arg88_1
        del arg89_1
        del arg90_1
        del buf36
        # Topologically Sorted Source Nodes: [input_50, input_51, input_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf38 = extern_kernels.convolution(buf37, arg91_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf38, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg91_1
        del buf37
        assert_size_stride_grouped((arg92_1, arg93_1, arg94_1, arg95_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf39 = buf38; del buf38  # reuse
        assert_size_stride(arg96_1, (192, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_10(buf39, arg92_1, arg93_1, arg94_1, arg95_1)
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        # Topologically Sorted Source Nodes: [input_53, input_54, input_55], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf40 = extern_kernels.convolution(buf39, arg96_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192, bias=None)
        assert_tensor_metadata(buf40, (1, 192, 4, 4), (3072, 1, 768, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg96_1
        del buf39
        assert_size_stride_grouped((arg97_1, arg98_1, arg99_1, arg100_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf41 = buf40; del buf40  # reuse
        assert_size_stride(arg101_1, (64, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_12(buf41, arg97_1, arg98_1, arg99_1, arg100_1)
        del arg100_1
        del arg97_1
        del arg98_1
        del arg99_1
        # Topologically Sorted Source Nodes: [input_56, input_57, input_58], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf42 = extern_kernels.convolution(buf41, arg101_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf42, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg101_1
        del buf41
        assert_size_stride_grouped((arg102_1, arg103_1, arg104_1, arg105_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf43 = buf42; del buf42  # reuse
        assert_size_stride(arg106_1, (384, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_13(buf43, arg102_1, arg103_1, arg104_1, arg105_1)
        del arg102_1
        del arg103_1
        del arg104_1
        del arg105_1
        # Topologically Sorted Source Nodes: [input_60], Original ATen: [aten.convolution]
        buf44 = extern_kernels.convolution(buf43, arg106_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf44, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg106_1
        assert_size_stride_grouped((arg107_1, arg108_1, arg109_1, arg110_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf45 = buf44; del buf44  # reuse
        assert_size_stride(arg111_1, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf45, arg107_1, arg108_1, arg109_1, arg110_1)
        del arg107_1
        del arg108_1
        del arg109_1
        del arg110_1
        # Topologically Sorted Source Nodes: [input_61, input_62, input_63], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf46 = extern_kernels.convolution(buf45, arg111_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
        assert_tensor_metadata(buf46, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg111_1
        del buf45
        assert_size_stride_grouped((arg112_1, arg113_1, arg114_1, arg115_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf47 = buf46; del buf46  # reuse
        assert_size_stride(arg116_1, (64, 384, 1, 1), (384, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf47, arg112_1, arg113_1, arg114_1, arg115_1)
        del arg112_1
        del arg113_1
        del arg114_1
        del arg115_1
        # Topologically Sorted Source Nodes: [input_64, input_65, input_66], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf48 = extern_kernels.convolution(buf47, arg116_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf48, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg116_1
        del buf47
        assert_size_stride_grouped((arg117_1, arg118_1, arg119_1, arg120_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf49 = buf43; del buf43  # reuse
        assert_size_stride(arg121_1, (384, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_15(buf49, buf48, arg117_1, arg118_1, arg119_1, arg120_1)
        del arg117_1
        del arg118_1
        del arg119_1
        del arg120_1
        del buf48
        # Topologically Sorted Source Nodes: [input_69], Original ATen: [aten.convolution]
        buf50 = extern_kernels.convolution(buf49, arg121_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf50, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg121_1
        assert_size_stride_grouped((arg122_1, arg123_1, arg124_1, arg125_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf51 = buf50; del buf50  # reuse
        assert_size_stride(arg126_1, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf51, arg122_1, arg123_1, arg124_1, arg125_1)
        del arg122_1
        del arg123_1
        del arg124_1
        del arg125_1
        # Topologically Sorted Source Nodes: [input_70, input_71, input_72], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf52 = extern_kernels.convolution(buf51, arg126_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
        assert_tensor_metadata(buf52, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg126_1
        del buf51
        assert_size_stride_grouped((arg127_1, arg128_1, arg129_1, arg130_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf53 = buf52; del buf52  # reuse
        assert_size_stride(arg131_1, (64, 384, 1, 1), (384, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf53, arg127_1, arg128_1, arg129_1, arg130_1)
        del arg127_1
        del arg128_1
        del arg129_1
        del arg130_1
        # Topologically Sorted Source Nodes: [input_73, input_74, input_75], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf54 = extern_kernels.convolution(buf53, arg131_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf54, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg131_1
        del buf53
        assert_size_stride_grouped((arg132_1, arg133_1, arg134_1, arg135_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf55 = buf49; del buf49  # reuse
        assert_size_stride(arg136_1, (384, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_15(buf55, buf54, arg132_1, arg133_1, arg134_1, arg135_1)
        del arg132_1
        del arg133_1
        del arg134_1
        del arg135_1
        del buf54
        # Topologically Sorted Source Nodes: [input_78], Original ATen: [aten.convolution]
        buf56 = extern_kernels.convolution(buf55, arg136_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf56, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg136_1
        assert_size_stride_grouped((arg137_1, arg138_1, arg139_1, arg140_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf57 = buf56; del buf56  # reuse
        assert_size_stride(arg141_1, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf57, arg137_1, arg138_1, arg139_1, arg140_1)
        del arg137_1
        del arg138_1
        del arg139_1
        del arg140_1
        # Topologically Sorted Source Nodes: [input_79, input_80, input_81], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf58 = extern_kernels.convolution(buf57, arg141_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
        assert_tensor_metadata(buf58, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg141_1
        del buf57
        assert_size_stride_grouped((arg142_1, arg143_1, arg144_1, arg145_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf59 = buf58; del buf58  # reuse
        assert_size_stride(arg146_1, (64, 384, 1, 1), (384, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf59, arg142_1, arg143_1, arg144_1, arg145_1)
        del arg142_1
        del arg143_1
        del arg144_1
        del arg145_1
        # Topologically Sorted Source Nodes: [input_82, input_83, input_84], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf60 = extern_kernels.convolution(buf59, arg146_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf60, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg146_1
        del buf59
        assert_size_stride_grouped((arg147_1, arg148_1, arg149_1, arg150_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf61 = buf55; del buf55  # reuse
        assert_size_stride(arg151_1, (384, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_15(buf61, buf60, arg147_1, arg148_1, arg149_1, arg150_1)
        del arg147_1
        del arg148_1
        del arg149_1
        del arg150_1
        del buf60
        # Topologically Sorted Source Nodes: [input_85, input_86, input_87], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf62 = extern_kernels.convolution(buf61, arg151_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf62, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg151_1
        del buf61
        assert_size_stride_grouped((arg152_1, arg153_1, arg154_1, arg155_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf63 = buf62; del buf62  # reuse
        assert_size_stride(arg156_1, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf63, arg152_1, arg153_1, arg154_1, arg155_1)
        del arg152_1
        del arg153_1
        del arg154_1
        del arg155_1
        # Topologically Sorted Source Nodes: [input_88, input_89, input_90], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf64 = extern_kernels.convolution(buf63, arg156_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384, bias=None)
        assert_tensor_metadata(buf64, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg156_1
        del buf63
        assert_size_stride_grouped((arg157_1, arg158_1, arg159_1, arg160_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf65 = buf64; del buf64  # reuse
        assert_size_stride(arg161_1, (96, 384, 1, 1), (384, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_14(buf65, arg157_1, arg158_1, arg159_1, arg160_1)
        del arg157_1
        del arg158_1
        del arg159_1
        del arg160_1
        # Topologically Sorted Source Nodes: [input_91, input_92, input_93], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf66 = extern_kernels.convolution(buf65, arg161_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf66, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg161_1
        del buf65
        assert_size_stride_grouped((arg162_1, arg163_1, arg164_1, arg165_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf67 = buf66; del buf66  # reuse
        assert_size_stride(arg166_1, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_16(buf67, arg162_1, arg163_1, arg164_1, arg165_1)
        del arg162_1
        del arg163_1
        del arg164_1
        del arg165_1
        # Topologically Sorted Source Nodes: [input_95], Original ATen: [aten.convolution]
        buf68 = extern_kernels.convolution(buf67, arg166_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf68, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg166_1
        assert_size_stride_grouped((arg167_1, arg168_1, arg169_1, arg170_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf69 = buf68; del buf68  # reuse
        assert_size_stride(arg171_1, (576, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_17(buf69, arg167_1, arg168_1, arg169_1, arg170_1)
        del arg167_1
        del arg168_1
        del arg169_1
        del arg170_1
        # Topologically Sorted Source Nodes: [input_96, input_97, input_98], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf70 = extern_kernels.convolution(buf69, arg171_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
        assert_tensor_metadata(buf70, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg171_1
        del buf69
        assert_size_stride_grouped((arg172_1, arg173_1, arg174_1, arg175_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf71 = buf70; del buf70  # reuse
        assert_size_stride(arg176_1, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_17(buf71, arg172_1, arg173_1, arg174_1, arg175_1)
        del arg172_1
        del arg173_1
        del arg174_1
        del arg175_1
        # Topologically Sorted Source Nodes: [input_99, input_100, input_101], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf72 = extern_kernels.convolution(buf71, arg176_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf72, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg176_1
        del buf71
        assert_size_stride_grouped((arg177_1, arg178_1, arg179_1, arg180_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf73 = buf67; del buf67  # reuse
        assert_size_stride(arg181_1, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_18(buf73, buf72, arg177_1, arg178_1, arg179_1, arg180_1)
        del arg177_1
        del arg178_1
        del arg179_1
        del arg180_1
        del buf72
        # Topologically Sorted Source Nodes: [input_104], Original ATen: [aten.convolution]
        buf74 = extern_kernels.convolution(buf73, arg181_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf74, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg181_1
        assert_size_stride_grouped((arg182_1, arg183_1, arg184_1, arg185_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf75 = buf74; del buf74  # reuse
        assert_size_stride(arg186_1, (576, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_17(buf75, arg182_1, arg183_1, arg184_1, arg185_1)
        del arg182_1
        del arg183_1
        del arg184_1
        del arg185_1
        # Topologically Sorted Source Nodes: [input_105, input_106, input_107], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf76 = extern_kernels.convolution(buf75, arg186_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
        assert_tensor_metadata(buf76, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg186_1
        del buf75
        assert_size_stride_grouped((arg187_1, arg188_1, arg189_1, arg190_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf77 = buf76; del buf76  # reuse
        assert_size_stride(arg191_1, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_17(buf77, arg187_1, arg188_1, arg189_1, arg190_1)
        del arg187_1
        del arg188_1
        del arg189_1
        del arg190_1
        # Topologically Sorted Source Nodes: [input_108, input_109, input_110], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf78 = extern_kernels.convolution(buf77, arg191_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf78, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg191_1
        del buf77
        assert_size_stride_grouped((arg192_1, arg193_1, arg194_1, arg195_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf79 = buf73; del buf73  # reuse
        assert_size_stride(arg196_1, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_18(buf79, buf78, arg192_1, arg193_1, arg194_1, arg195_1)
        del arg192_1
        del arg193_1
        del arg194_1
        del arg195_1
        del buf78
        # Topologically Sorted Source Nodes: [input_111, input_112, input_113], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf80 = extern_kernels.convolution(buf79, arg196_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf80, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg196_1
        del buf79
        assert_size_stride_grouped((arg197_1, arg198_1, arg199_1, arg200_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf81 = buf80; del buf80  # reuse
        assert_size_stride(arg201_1, (576, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_17(buf81, arg197_1, arg198_1, arg199_1, arg200_1)
        del arg197_1
        del arg198_1
        del arg199_1
        del arg200_1
        # Topologically Sorted Source Nodes: [input_114, input_115, input_116], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf82 = extern_kernels.convolution(buf81, arg201_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576, bias=None)
        assert_tensor_metadata(buf82, (1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg201_1
        del buf81
        assert_size_stride_grouped((arg202_1, arg203_1, arg204_1, arg205_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf83 = buf82; del buf82  # reuse
        assert_size_stride(arg206_1, (160, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_19(buf83, arg202_1, arg203_1, arg204_1, arg205_1)
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        # Topologically Sorted Source Nodes: [input_117, input_118, input_119], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf84 = extern_kernels.convolution(buf83, arg206_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf84, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg206_1
        del buf83
        assert_size_stride_grouped((arg207_1, arg208_1, arg209_1, arg210_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf85 = buf84; del buf84  # reuse
        assert_size_stride(arg211_1, (960, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_20(buf85, arg207_1, arg208_1, arg209_1, arg210_1)
        del arg207_1
        del arg208_1
        del arg209_1
        del arg210_1
        # Topologically Sorted Source Nodes: [input_121], Original ATen: [aten.convolution]
        buf86 = extern_kernels.convolution(buf85, arg211_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf86, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg211_1
        assert_size_stride_grouped((arg212_1, arg213_1, arg214_1, arg215_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf87 = buf86; del buf86  # reuse
        assert_size_stride(arg216_1, (960, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_21(buf87, arg212_1, arg213_1, arg214_1, arg215_1)
        del arg212_1
        del arg213_1
        del arg214_1
        del arg215_1
        # Topologically Sorted Source Nodes: [input_122, input_123, input_124], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf88 = extern_kernels.convolution(buf87, arg216_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=960, bias=None)
        assert_tensor_metadata(buf88, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg216_1
        del buf87
        assert_size_stride_grouped((arg217_1, arg218_1, arg219_1, arg220_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf89 = buf88; del buf88  # reuse
        assert_size_stride(arg221_1, (160, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_21(buf89, arg217_1, arg218_1, arg219_1, arg220_1)
        del arg217_1
        del arg218_1
        del arg219_1
        del arg220_1
        # Topologically Sorted Source Nodes: [input_125, input_126, input_127], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf90 = extern_kernels.convolution(buf89, arg221_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf90, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg221_1
        del buf89
        assert_size_stride_grouped((arg222_1, arg223_1, arg224_1, arg225_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf91 = buf85; del buf85  # reuse
        assert_size_stride(arg226_1, (960, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_22(buf91, buf90, arg222_1, arg223_1, arg224_1, arg225_1)
        del arg222_1
        del arg223_1
        del arg224_1
        del arg225_1
        del buf90
        # Topologically Sorted Source Nodes: [input_130], Original ATen: [aten.convolution]
        buf92 = extern_kernels.convolution(buf91, arg226_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf92, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg226_1
        assert_size_stride_grouped((arg227_1, arg228_1, arg229_1, arg230_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf93 = buf92; del buf92  # reuse
        assert_size_stride(arg231_1, (960, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_21(buf93, arg227_1, arg228_1, arg229_1, arg230_1)
        del arg227_1
        del arg228_1
        del arg229_1
        del arg230_1
        # Topologically Sorted Source Nodes: [input_131, input_132, input_133], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf94 = extern_kernels.convolution(buf93, arg231_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=960, bias=None)
        assert_tensor_metadata(buf94, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg231_1
        del buf93
        assert_size_stride_grouped((arg232_1, arg233_1, arg234_1, arg235_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf95 = buf94; del buf94  # reuse
        assert_size_stride(arg236_1, (160, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_21(buf95, arg232_1, arg233_1, arg234_1, arg235_1)
        del arg232_1
        del arg233_1
        del arg234_1
        del arg235_1
        # Topologically Sorted Source Nodes: [input_134, input_135, input_136], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf96 = extern_kernels.convolution(buf95, arg236_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf96, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg236_1
        del buf95
        assert_size_stride_grouped((arg237_1, arg238_1, arg239_1, arg240_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf97 = buf91; del buf91  # reuse
        assert_size_stride(arg241_1, (960, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_22(buf97, buf96, arg237_1, arg238_1, arg239_1, arg240_1)
        del arg237_1
        del arg238_1
        del arg239_1
        del arg240_1
        del buf96
        # Topologically Sorted Source Nodes: [input_137, input_138, input_139], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf98 = extern_kernels.convolution(buf97, arg241_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf98, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg241_1
        del buf97
        assert_size_stride_grouped((arg242_1, arg243_1, arg244_1, arg245_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf99 = buf98; del buf98  # reuse
        assert_size_stride(arg246_1, (960, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_21(buf99, arg242_1, arg243_1, arg244_1, arg245_1)
        del arg242_1
        del arg243_1
        del arg244_1
        del arg245_1
        # Topologically Sorted Source Nodes: [input_140, input_141, input_142], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf100 = extern_kernels.convolution(buf99, arg246_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=960, bias=None)
        assert_tensor_metadata(buf100, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg246_1
        del buf99
        assert_size_stride_grouped((arg247_1, arg248_1, arg249_1, arg250_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf101 = buf100; del buf100  # reuse
        assert_size_stride(arg251_1, (320, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_21(buf101, arg247_1, arg248_1, arg249_1, arg250_1)
        del arg247_1
        del arg248_1
        del arg249_1
        del arg250_1
        # Topologically Sorted Source Nodes: [input_143, input_144, input_145], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.convolution]
        buf102 = extern_kernels.convolution(buf101, arg251_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf102, (1, 320, 2, 2), (1280, 1, 640, 320), torch.float32, 'torch.ops.aten.convolution.default')
        del arg251_1
        del buf101
        assert_size_stride_grouped((arg252_1, arg253_1, arg254_1, arg255_1), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf103 = buf102; del buf102  # reuse
        assert_size_stride(arg256_1, (1280, 320, 1, 1), (320, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_23(buf103, arg252_1, arg253_1, arg254_1, arg255_1)
        del arg252_1
        del arg253_1
        del arg254_1
        del arg255_1
        # Topologically Sorted Source Nodes: [input_146, input_147], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf104 = extern_kernels.convolution(buf103, arg256_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf104, (1, 1280, 2, 2), (5120, 1, 2560, 1280), torch.float32, 'torch.ops.aten.convolution.default')
        del arg256_1
        assert_size_stride_grouped((arg257_1, arg258_1, arg259_1, arg260_1), ((1280, ), (1280, ), (1280, ), (1280, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf105 = reinterpret_tensor(buf103, (1, 1280, 1, 1), (1280, 1, 1280, 1280), 0); del buf103  # reuse
        assert_size_stride_grouped((arg262_1, arg261_1), ((1000, ), (1000, 1280)), ((1, ), (1280, 1)), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardtanh_mean_24(buf104, arg257_1, arg258_1, arg259_1, arg260_1, buf105)
        del arg257_1
        del arg258_1
        del arg259_1
        del arg260_1
        del buf104
        buf106 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_148, input_149, x, x_1, input_151], Original ATen: [aten._native_batch_norm_legit_no_training, aten.hardtanh, aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg262_1, reinterpret_tensor(buf105, (1, 1280), (0, 1), 0), reinterpret_tensor(arg261_1, (1280, 1000), (1, 1280), 0), alpha=1, beta=1, out=buf106)
        del arg261_1
        del arg262_1
        return (buf106, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((96, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((24, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((32, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((96, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((160, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((960, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((160, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((960, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((160, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((960, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((320, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((1280, 320, 1, 1), (320, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((1000, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
