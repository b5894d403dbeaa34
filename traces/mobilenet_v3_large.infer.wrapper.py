# AOT ID: ['8_inference']
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
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


cpp_fused__native_batch_norm_legit_no_training_relu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
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


cpp_fused__native_batch_norm_legit_no_training_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
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


cpp_fused__native_batch_norm_legit_no_training_relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
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


cpp_fused__native_batch_norm_legit_no_training_mean_relu_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_10 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_mul_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp9 / tmp8;
                        auto tmp12 = tmp10 * tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_relu_14 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_15 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_mul_16 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp9 / tmp8;
                        auto tmp12 = tmp10 * tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(200L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(200L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 200L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 200L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(184L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(184L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 184L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 184L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_25 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 480L*x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp11 = tmp10 / tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_26 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_27 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp9 / tmp8;
                        auto tmp12 = tmp11 + tmp2;
                        auto tmp13 = at::vec::maximum(tmp12, tmp5);
                        auto tmp14 = at::vec::minimum(tmp13, tmp8);
                        auto tmp15 = tmp11 * tmp14;
                        auto tmp16 = tmp15 / tmp8;
                        auto tmp17 = tmp10 * tmp16;
                        tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_30 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp11 = tmp10 / tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_31 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(168L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(168L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_32 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp9 / tmp8;
                        auto tmp12 = tmp11 + tmp2;
                        auto tmp13 = at::vec::maximum(tmp12, tmp5);
                        auto tmp14 = at::vec::minimum(tmp13, tmp8);
                        auto tmp15 = tmp11 * tmp14;
                        auto tmp16 = tmp15 / tmp8;
                        auto tmp17 = tmp10 * tmp16;
                        tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(672L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1344L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(2016L + x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 + tmp2;
                    auto tmp4 = static_cast<float>(0.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                    auto tmp7 = static_cast<float>(6.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp11 = tmp10 / tmp8;
                    auto tmp13 = tmp12 + tmp2;
                    auto tmp14 = at::vec::maximum(tmp13, tmp5);
                    auto tmp15 = at::vec::minimum(tmp14, tmp8);
                    auto tmp16 = tmp12 * tmp15;
                    auto tmp17 = tmp16 / tmp8;
                    auto tmp18 = tmp11 + tmp17;
                    auto tmp20 = tmp19 + tmp2;
                    auto tmp21 = at::vec::maximum(tmp20, tmp5);
                    auto tmp22 = at::vec::minimum(tmp21, tmp8);
                    auto tmp23 = tmp19 * tmp22;
                    auto tmp24 = tmp23 / tmp8;
                    auto tmp25 = tmp18 + tmp24;
                    auto tmp27 = tmp26 + tmp2;
                    auto tmp28 = at::vec::maximum(tmp27, tmp5);
                    auto tmp29 = at::vec::minimum(tmp28, tmp8);
                    auto tmp30 = tmp26 * tmp29;
                    auto tmp31 = tmp30 / tmp8;
                    auto tmp32 = tmp25 + tmp31;
                    auto tmp33 = static_cast<float>(4.0);
                    auto tmp34 = at::vec::Vectorized<float>(tmp33);
                    auto tmp35 = tmp32 / tmp34;
                    tmp35.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_35 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp9 / tmp8;
                        auto tmp12 = tmp11 + tmp2;
                        auto tmp13 = at::vec::maximum(tmp12, tmp5);
                        auto tmp14 = at::vec::minimum(tmp13, tmp8);
                        auto tmp15 = tmp11 * tmp14;
                        auto tmp16 = tmp15 / tmp8;
                        auto tmp17 = tmp10 * tmp16;
                        tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
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


cpp_fused__native_batch_norm_legit_no_training_hardswish_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(3.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp22 / tmp20;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
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
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 + tmp2;
                    auto tmp4 = static_cast<float>(0.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                    auto tmp7 = static_cast<float>(6.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp11 = tmp10 / tmp8;
                    auto tmp13 = tmp12 + tmp2;
                    auto tmp14 = at::vec::maximum(tmp13, tmp5);
                    auto tmp15 = at::vec::minimum(tmp14, tmp8);
                    auto tmp16 = tmp12 * tmp15;
                    auto tmp17 = tmp16 / tmp8;
                    auto tmp18 = tmp11 + tmp17;
                    auto tmp20 = tmp19 + tmp2;
                    auto tmp21 = at::vec::maximum(tmp20, tmp5);
                    auto tmp22 = at::vec::minimum(tmp21, tmp8);
                    auto tmp23 = tmp19 * tmp22;
                    auto tmp24 = tmp23 / tmp8;
                    auto tmp25 = tmp18 + tmp24;
                    auto tmp27 = tmp26 + tmp2;
                    auto tmp28 = at::vec::maximum(tmp27, tmp5);
                    auto tmp29 = at::vec::minimum(tmp28, tmp8);
                    auto tmp30 = tmp26 * tmp29;
                    auto tmp31 = tmp30 / tmp8;
                    auto tmp32 = tmp25 + tmp31;
                    auto tmp33 = static_cast<float>(4.0);
                    auto tmp34 = at::vec::Vectorized<float>(tmp33);
                    auto tmp35 = tmp32 / tmp34;
                    tmp35.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_39 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_hardswish_mul_40 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 + tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::maximum(tmp3, tmp5);
                        auto tmp7 = static_cast<float>(6.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = at::vec::minimum(tmp6, tmp8);
                        auto tmp10 = tmp9 / tmp8;
                        auto tmp12 = tmp11 + tmp2;
                        auto tmp13 = at::vec::maximum(tmp12, tmp5);
                        auto tmp14 = at::vec::minimum(tmp13, tmp8);
                        auto tmp15 = tmp11 * tmp14;
                        auto tmp16 = tmp15 / tmp8;
                        auto tmp17 = tmp10 * tmp16;
                        tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_add_41 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp14 = tmp12 + tmp13;
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


cpp_fused_hardswish_42 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 + tmp2;
                    auto tmp4 = static_cast<float>(0.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                    auto tmp7 = static_cast<float>(6.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp11 = tmp10 / tmp8;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg0_1, (16, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = buf3; del buf3  # reuse
        assert_size_stride(arg6_1, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_1(buf4, arg2_1, arg3_1, arg4_1, arg5_1)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.hardswish, aten.convolution]
        buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
        assert_tensor_metadata(buf5, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        assert_size_stride(arg11_1, (16, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_2(buf6, arg7_1, arg8_1, arg9_1, arg10_1)
        del arg10_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf7 = extern_kernels.convolution(buf6, arg11_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf7, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del buf6
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf8 = buf7; del buf7  # reuse
        assert_size_stride(arg16_1, (64, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_3(buf8, arg12_1, arg13_1, arg14_1, arg15_1, buf4)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del buf4
        # Topologically Sorted Source Nodes: [input_8, result, input_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf9 = extern_kernels.convolution(buf8, arg16_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf9, (1, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        del buf8
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf10 = buf9; del buf9  # reuse
        assert_size_stride(arg21_1, (64, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_4(buf10, arg17_1, arg18_1, arg19_1, arg20_1)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        # Topologically Sorted Source Nodes: [input_10, input_11, input_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf11 = extern_kernels.convolution(buf10, arg21_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=64, bias=None)
        assert_tensor_metadata(buf11, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del buf10
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1, arg25_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf12 = buf11; del buf11  # reuse
        assert_size_stride(arg26_1, (24, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_5(buf12, arg22_1, arg23_1, arg24_1, arg25_1)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        # Topologically Sorted Source Nodes: [input_13, input_14, input_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf13 = extern_kernels.convolution(buf12, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf13, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg26_1
        del buf12
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf14 = buf13; del buf13  # reuse
        assert_size_stride(arg31_1, (72, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_6(buf14, arg27_1, arg28_1, arg29_1, arg30_1)
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        # Topologically Sorted Source Nodes: [input_17], Original ATen: [aten.convolution]
        buf15 = extern_kernels.convolution(buf14, arg31_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf15, (1, 72, 16, 16), (18432, 1, 1152, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1), ((72, ), (72, ), (72, ), (72, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf16 = buf15; del buf15  # reuse
        assert_size_stride(arg36_1, (72, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf16, arg32_1, arg33_1, arg34_1, arg35_1)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        # Topologically Sorted Source Nodes: [input_18, input_19, input_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf17 = extern_kernels.convolution(buf16, arg36_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72, bias=None)
        assert_tensor_metadata(buf17, (1, 72, 16, 16), (18432, 1, 1152, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg36_1
        del buf16
        assert_size_stride_grouped((arg37_1, arg38_1, arg39_1, arg40_1), ((72, ), (72, ), (72, ), (72, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf18 = buf17; del buf17  # reuse
        assert_size_stride(arg41_1, (24, 72, 1, 1), (72, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf18, arg37_1, arg38_1, arg39_1, arg40_1)
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        # Topologically Sorted Source Nodes: [input_21, input_22, input_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf19 = extern_kernels.convolution(buf18, arg41_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf19, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del buf18
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf20 = buf19; del buf19  # reuse
        assert_size_stride(arg46_1, (72, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_8(buf20, arg42_1, arg43_1, arg44_1, arg45_1, buf14)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del buf14
        # Topologically Sorted Source Nodes: [input_24, result_1, input_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf21 = extern_kernels.convolution(buf20, arg46_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf21, (1, 72, 16, 16), (18432, 1, 1152, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg46_1
        del buf20
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((72, ), (72, ), (72, ), (72, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf22 = buf21; del buf21  # reuse
        assert_size_stride(arg51_1, (72, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf22, arg47_1, arg48_1, arg49_1, arg50_1)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        # Topologically Sorted Source Nodes: [input_26, input_27, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf23 = extern_kernels.convolution(buf22, arg51_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72, bias=None)
        assert_tensor_metadata(buf23, (1, 72, 8, 8), (4608, 1, 576, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del buf22
        assert_size_stride_grouped((arg52_1, arg53_1, arg54_1, arg55_1), ((72, ), (72, ), (72, ), (72, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf24 = buf23; del buf23  # reuse
        buf25 = empty_strided_cpu((1, 72, 1, 1), (72, 1, 72, 72), torch.float32)
        buf26 = reinterpret_tensor(buf25, (1, 72, 1, 1), (72, 1, 1, 1), 0); del buf25  # reuse
        assert_size_stride_grouped((arg56_1, arg57_1), ((24, 72, 1, 1), (24, )), ((72, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_mean_relu_9(buf24, buf26, arg52_1, arg53_1, arg54_1, arg55_1)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        # Topologically Sorted Source Nodes: [scale, scale_1], Original ATen: [aten.mean, aten.convolution]
        buf27 = extern_kernels.convolution(buf26, arg56_1, arg57_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf27, (1, 24, 1, 1), (24, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg56_1
        del arg57_1
        del buf26
        buf28 = buf27; del buf27  # reuse
        assert_size_stride_grouped((arg58_1, arg59_1), ((72, 24, 1, 1), (72, )), ((24, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_10(buf28)
        # Topologically Sorted Source Nodes: [scale_2, scale_3], Original ATen: [aten.relu, aten.convolution]
        buf29 = extern_kernels.convolution(buf28, arg58_1, arg59_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf29, (1, 72, 1, 1), (72, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg58_1
        del arg59_1
        del buf28
        buf30 = buf24; del buf24  # reuse
        assert_size_stride(arg60_1, (40, 72, 1, 1), (72, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_mul_11(buf30, buf29)
        del buf29
        # Topologically Sorted Source Nodes: [scale_4, input_31, input_32], Original ATen: [aten.hardsigmoid, aten.mul, aten.convolution]
        buf31 = extern_kernels.convolution(buf30, arg60_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf31, (1, 40, 8, 8), (2560, 1, 320, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg60_1
        del buf30
        assert_size_stride_grouped((arg61_1, arg62_1, arg63_1, arg64_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf32 = buf31; del buf31  # reuse
        assert_size_stride(arg65_1, (120, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_12(buf32, arg61_1, arg62_1, arg63_1, arg64_1)
        del arg61_1
        del arg62_1
        del arg63_1
        del arg64_1
        # Topologically Sorted Source Nodes: [input_34], Original ATen: [aten.convolution]
        buf33 = extern_kernels.convolution(buf32, arg65_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf33, (1, 120, 8, 8), (7680, 1, 960, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg65_1
        assert_size_stride_grouped((arg66_1, arg67_1, arg68_1, arg69_1), ((120, ), (120, ), (120, ), (120, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf34 = buf33; del buf33  # reuse
        assert_size_stride(arg70_1, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_13(buf34, arg66_1, arg67_1, arg68_1, arg69_1)
        del arg66_1
        del arg67_1
        del arg68_1
        del arg69_1
        # Topologically Sorted Source Nodes: [input_35, input_36, input_37], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf35 = extern_kernels.convolution(buf34, arg70_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=120, bias=None)
        assert_tensor_metadata(buf35, (1, 120, 8, 8), (7680, 1, 960, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg70_1
        del buf34
        assert_size_stride_grouped((arg71_1, arg72_1, arg73_1, arg74_1), ((120, ), (120, ), (120, ), (120, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf36 = buf35; del buf35  # reuse
        buf37 = empty_strided_cpu((1, 120, 1, 1), (120, 1, 120, 120), torch.float32)
        buf38 = reinterpret_tensor(buf37, (1, 120, 1, 1), (120, 1, 1, 1), 0); del buf37  # reuse
        assert_size_stride_grouped((arg75_1, arg76_1), ((32, 120, 1, 1), (32, )), ((120, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_mean_relu_14(buf36, buf38, arg71_1, arg72_1, arg73_1, arg74_1)
        del arg71_1
        del arg72_1
        del arg73_1
        del arg74_1
        # Topologically Sorted Source Nodes: [scale_5, scale_6], Original ATen: [aten.mean, aten.convolution]
        buf39 = extern_kernels.convolution(buf38, arg75_1, arg76_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf39, (1, 32, 1, 1), (32, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg75_1
        del arg76_1
        del buf38
        buf40 = buf39; del buf39  # reuse
        assert_size_stride_grouped((arg77_1, arg78_1), ((120, 32, 1, 1), (120, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_15(buf40)
        # Topologically Sorted Source Nodes: [scale_7, scale_8], Original ATen: [aten.relu, aten.convolution]
        buf41 = extern_kernels.convolution(buf40, arg77_1, arg78_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf41, (1, 120, 1, 1), (120, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg77_1
        del arg78_1
        del buf40
        buf42 = buf36; del buf36  # reuse
        assert_size_stride(arg79_1, (40, 120, 1, 1), (120, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_mul_16(buf42, buf41)
        # Topologically Sorted Source Nodes: [scale_9, input_40, input_41], Original ATen: [aten.hardsigmoid, aten.mul, aten.convolution]
        buf43 = extern_kernels.convolution(buf42, arg79_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf43, (1, 40, 8, 8), (2560, 1, 320, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg79_1
        del buf42
        assert_size_stride_grouped((arg80_1, arg81_1, arg82_1, arg83_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf44 = buf43; del buf43  # reuse
        assert_size_stride(arg84_1, (120, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_17(buf44, arg80_1, arg81_1, arg82_1, arg83_1, buf32)
        del arg80_1
        del arg81_1
        del arg82_1
        del arg83_1
        del buf32
        # Topologically Sorted Source Nodes: [input_43], Original ATen: [aten.convolution]
        buf45 = extern_kernels.convolution(buf44, arg84_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf45, (1, 120, 8, 8), (7680, 1, 960, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg84_1
        assert_size_stride_grouped((arg85_1, arg86_1, arg87_1, arg88_1), ((120, ), (120, ), (120, ), (120, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf46 = buf45; del buf45  # reuse
        assert_size_stride(arg89_1, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_13(buf46, arg85_1, arg86_1, arg87_1, arg88_1)
        del arg85_1
        del arg86_1
        del arg87_1
        del arg88_1
        # Topologically Sorted Source Nodes: [input_44, input_45, input_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf47 = extern_kernels.convolution(buf46, arg89_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=120, bias=None)
        assert_tensor_metadata(buf47, (1, 120, 8, 8), (7680, 1, 960, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg89_1
        del buf46
        assert_size_stride_grouped((arg90_1, arg91_1, arg92_1, arg93_1), ((120, ), (120, ), (120, ), (120, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf48 = buf47; del buf47  # reuse
        buf49 = reinterpret_tensor(buf41, (1, 120, 1, 1), (120, 1, 120, 120), 0); del buf41  # reuse
        buf50 = reinterpret_tensor(buf49, (1, 120, 1, 1), (120, 1, 1, 1), 0); del buf49  # reuse
        assert_size_stride_grouped((arg94_1, arg95_1), ((32, 120, 1, 1), (32, )), ((120, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_mean_relu_14(buf48, buf50, arg90_1, arg91_1, arg92_1, arg93_1)
        del arg90_1
        del arg91_1
        del arg92_1
        del arg93_1
        # Topologically Sorted Source Nodes: [scale_10, scale_11], Original ATen: [aten.mean, aten.convolution]
        buf51 = extern_kernels.convolution(buf50, arg94_1, arg95_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf51, (1, 32, 1, 1), (32, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg94_1
        del arg95_1
        del buf50
        buf52 = buf51; del buf51  # reuse
        assert_size_stride_grouped((arg96_1, arg97_1), ((120, 32, 1, 1), (120, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_15(buf52)
        # Topologically Sorted Source Nodes: [scale_12, scale_13], Original ATen: [aten.relu, aten.convolution]
        buf53 = extern_kernels.convolution(buf52, arg96_1, arg97_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf53, (1, 120, 1, 1), (120, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg96_1
        del arg97_1
        del buf52
        buf54 = buf48; del buf48  # reuse
        assert_size_stride(arg98_1, (40, 120, 1, 1), (120, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_mul_16(buf54, buf53)
        del buf53
        # Topologically Sorted Source Nodes: [scale_14, input_49, input_50], Original ATen: [aten.hardsigmoid, aten.mul, aten.convolution]
        buf55 = extern_kernels.convolution(buf54, arg98_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf55, (1, 40, 8, 8), (2560, 1, 320, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg98_1
        del buf54
        assert_size_stride_grouped((arg99_1, arg100_1, arg101_1, arg102_1), ((40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf56 = buf55; del buf55  # reuse
        assert_size_stride(arg103_1, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_17(buf56, arg99_1, arg100_1, arg101_1, arg102_1, buf44)
        del arg100_1
        del arg101_1
        del arg102_1
        del arg99_1
        del buf44
        # Topologically Sorted Source Nodes: [input_51, result_3, input_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf57 = extern_kernels.convolution(buf56, arg103_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf57, (1, 240, 8, 8), (15360, 1, 1920, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg103_1
        del buf56
        assert_size_stride_grouped((arg104_1, arg105_1, arg106_1, arg107_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf58 = buf57; del buf57  # reuse
        buf59 = buf58; del buf58  # reuse
        assert_size_stride(arg108_1, (240, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_18(buf59, arg104_1, arg105_1, arg106_1, arg107_1)
        del arg104_1
        del arg105_1
        del arg106_1
        del arg107_1
        # Topologically Sorted Source Nodes: [input_54, input_55], Original ATen: [aten.hardswish, aten.convolution]
        buf60 = extern_kernels.convolution(buf59, arg108_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240, bias=None)
        assert_tensor_metadata(buf60, (1, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg108_1
        del buf59
        assert_size_stride_grouped((arg109_1, arg110_1, arg111_1, arg112_1), ((240, ), (240, ), (240, ), (240, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf61 = buf60; del buf60  # reuse
        buf62 = buf61; del buf61  # reuse
        assert_size_stride(arg113_1, (80, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_19(buf62, arg109_1, arg110_1, arg111_1, arg112_1)
        del arg109_1
        del arg110_1
        del arg111_1
        del arg112_1
        # Topologically Sorted Source Nodes: [input_57, input_58], Original ATen: [aten.hardswish, aten.convolution]
        buf63 = extern_kernels.convolution(buf62, arg113_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf63, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg113_1
        del buf62
        assert_size_stride_grouped((arg114_1, arg115_1, arg116_1, arg117_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf64 = buf63; del buf63  # reuse
        assert_size_stride(arg118_1, (200, 80, 1, 1), (80, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_20(buf64, arg114_1, arg115_1, arg116_1, arg117_1)
        del arg114_1
        del arg115_1
        del arg116_1
        del arg117_1
        # Topologically Sorted Source Nodes: [input_60], Original ATen: [aten.convolution]
        buf65 = extern_kernels.convolution(buf64, arg118_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf65, (1, 200, 4, 4), (3200, 1, 800, 200), torch.float32, 'torch.ops.aten.convolution.default')
        del arg118_1
        assert_size_stride_grouped((arg119_1, arg120_1, arg121_1, arg122_1), ((200, ), (200, ), (200, ), (200, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf66 = buf65; del buf65  # reuse
        buf67 = buf66; del buf66  # reuse
        assert_size_stride(arg123_1, (200, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_21(buf67, arg119_1, arg120_1, arg121_1, arg122_1)
        del arg119_1
        del arg120_1
        del arg121_1
        del arg122_1
        # Topologically Sorted Source Nodes: [input_62, input_63], Original ATen: [aten.hardswish, aten.convolution]
        buf68 = extern_kernels.convolution(buf67, arg123_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=200, bias=None)
        assert_tensor_metadata(buf68, (1, 200, 4, 4), (3200, 1, 800, 200), torch.float32, 'torch.ops.aten.convolution.default')
        del arg123_1
        del buf67
        assert_size_stride_grouped((arg124_1, arg125_1, arg126_1, arg127_1), ((200, ), (200, ), (200, ), (200, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf69 = buf68; del buf68  # reuse
        buf70 = buf69; del buf69  # reuse
        assert_size_stride(arg128_1, (80, 200, 1, 1), (200, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_21(buf70, arg124_1, arg125_1, arg126_1, arg127_1)
        del arg124_1
        del arg125_1
        del arg126_1
        del arg127_1
        # Topologically Sorted Source Nodes: [input_65, input_66], Original ATen: [aten.hardswish, aten.convolution]
        buf71 = extern_kernels.convolution(buf70, arg128_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf71, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg128_1
        del buf70
        assert_size_stride_grouped((arg129_1, arg130_1, arg131_1, arg132_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf72 = buf71; del buf71  # reuse
        assert_size_stride(arg133_1, (184, 80, 1, 1), (80, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_22(buf72, arg129_1, arg130_1, arg131_1, arg132_1, buf64)
        del arg129_1
        del arg130_1
        del arg131_1
        del arg132_1
        del buf64
        # Topologically Sorted Source Nodes: [input_68], Original ATen: [aten.convolution]
        buf73 = extern_kernels.convolution(buf72, arg133_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf73, (1, 184, 4, 4), (2944, 1, 736, 184), torch.float32, 'torch.ops.aten.convolution.default')
        del arg133_1
        assert_size_stride_grouped((arg134_1, arg135_1, arg136_1, arg137_1), ((184, ), (184, ), (184, ), (184, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf74 = buf73; del buf73  # reuse
        buf75 = buf74; del buf74  # reuse
        assert_size_stride(arg138_1, (184, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_23(buf75, arg134_1, arg135_1, arg136_1, arg137_1)
        del arg134_1
        del arg135_1
        del arg136_1
        del arg137_1
        # Topologically Sorted Source Nodes: [input_70, input_71], Original ATen: [aten.hardswish, aten.convolution]
        buf76 = extern_kernels.convolution(buf75, arg138_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=184, bias=None)
        assert_tensor_metadata(buf76, (1, 184, 4, 4), (2944, 1, 736, 184), torch.float32, 'torch.ops.aten.convolution.default')
        del arg138_1
        del buf75
        assert_size_stride_grouped((arg139_1, arg140_1, arg141_1, arg142_1), ((184, ), (184, ), (184, ), (184, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf77 = buf76; del buf76  # reuse
        buf78 = buf77; del buf77  # reuse
        assert_size_stride(arg143_1, (80, 184, 1, 1), (184, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_23(buf78, arg139_1, arg140_1, arg141_1, arg142_1)
        del arg139_1
        del arg140_1
        del arg141_1
        del arg142_1
        # Topologically Sorted Source Nodes: [input_73, input_74], Original ATen: [aten.hardswish, aten.convolution]
        buf79 = extern_kernels.convolution(buf78, arg143_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf79, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg143_1
        del buf78
        assert_size_stride_grouped((arg144_1, arg145_1, arg146_1, arg147_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf80 = buf79; del buf79  # reuse
        assert_size_stride(arg148_1, (184, 80, 1, 1), (80, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_22(buf80, arg144_1, arg145_1, arg146_1, arg147_1, buf72)
        del arg144_1
        del arg145_1
        del arg146_1
        del arg147_1
        del buf72
        # Topologically Sorted Source Nodes: [input_76], Original ATen: [aten.convolution]
        buf81 = extern_kernels.convolution(buf80, arg148_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf81, (1, 184, 4, 4), (2944, 1, 736, 184), torch.float32, 'torch.ops.aten.convolution.default')
        del arg148_1
        assert_size_stride_grouped((arg149_1, arg150_1, arg151_1, arg152_1), ((184, ), (184, ), (184, ), (184, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf82 = buf81; del buf81  # reuse
        buf83 = buf82; del buf82  # reuse
        assert_size_stride(arg153_1, (184, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_23(buf83, arg149_1, arg150_1, arg151_1, arg152_1)
        del arg149_1
        del arg150_1
        del arg151_1
        del arg152_1
        # Topologically Sorted Source Nodes: [input_78, input_79], Original ATen: [aten.hardswish, aten.convolution]
        buf84 = extern_kernels.convolution(buf83, arg153_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=184, bias=None)
        assert_tensor_metadata(buf84, (1, 184, 4, 4), (2944, 1, 736, 184), torch.float32, 'torch.ops.aten.convolution.default')
        del arg153_1
        del buf83
        assert_size_stride_grouped((arg154_1, arg155_1, arg156_1, arg157_1), ((184, ), (184, ), (184, ), (184, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf85 = buf84; del buf84  # reuse
        buf86 = buf85; del buf85  # reuse
        assert_size_stride(arg158_1, (80, 184, 1, 1), (184, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_23(buf86, arg154_1, arg155_1, arg156_1, arg157_1)
        del arg154_1
        del arg155_1
        del arg156_1
        del arg157_1
        # Topologically Sorted Source Nodes: [input_81, input_82], Original ATen: [aten.hardswish, aten.convolution]
        buf87 = extern_kernels.convolution(buf86, arg158_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf87, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution.default')
        del arg158_1
        del buf86
        assert_size_stride_grouped((arg159_1, arg160_1, arg161_1, arg162_1), ((80, ), (80, ), (80, ), (80, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf88 = buf87; del buf87  # reuse
        assert_size_stride(arg163_1, (480, 80, 1, 1), (80, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_22(buf88, arg159_1, arg160_1, arg161_1, arg162_1, buf80)
        del arg159_1
        del arg160_1
        del arg161_1
        del arg162_1
        del buf80
        # Topologically Sorted Source Nodes: [input_83, result_6, input_84], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf89 = extern_kernels.convolution(buf88, arg163_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf89, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg163_1
        assert_size_stride_grouped((arg164_1, arg165_1, arg166_1, arg167_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf90 = buf89; del buf89  # reuse
        buf91 = buf90; del buf90  # reuse
        assert_size_stride(arg168_1, (480, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_24(buf91, arg164_1, arg165_1, arg166_1, arg167_1)
        del arg164_1
        del arg165_1
        del arg166_1
        del arg167_1
        # Topologically Sorted Source Nodes: [input_86, input_87], Original ATen: [aten.hardswish, aten.convolution]
        buf92 = extern_kernels.convolution(buf91, arg168_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=480, bias=None)
        assert_tensor_metadata(buf92, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution.default')
        del arg168_1
        del buf91
        assert_size_stride_grouped((arg169_1, arg170_1, arg171_1, arg172_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf93 = buf92; del buf92  # reuse
        buf94 = empty_strided_cpu((1, 480, 1, 1), (480, 1, 480, 480), torch.float32)
        buf95 = reinterpret_tensor(buf94, (1, 480, 1, 1), (480, 1, 1, 1), 0); del buf94  # reuse
        assert_size_stride_grouped((arg173_1, arg174_1), ((120, 480, 1, 1), (120, )), ((480, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_25(buf93, buf95, arg169_1, arg170_1, arg171_1, arg172_1)
        del arg169_1
        del arg170_1
        del arg171_1
        del arg172_1
        # Topologically Sorted Source Nodes: [input_89, scale_15, scale_16], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        buf96 = extern_kernels.convolution(buf95, arg173_1, arg174_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf96, (1, 120, 1, 1), (120, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg173_1
        del arg174_1
        del buf95
        buf97 = buf96; del buf96  # reuse
        assert_size_stride_grouped((arg175_1, arg176_1), ((480, 120, 1, 1), (480, )), ((120, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_26(buf97)
        # Topologically Sorted Source Nodes: [scale_17, scale_18], Original ATen: [aten.relu, aten.convolution]
        buf98 = extern_kernels.convolution(buf97, arg175_1, arg176_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf98, (1, 480, 1, 1), (480, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg175_1
        del arg176_1
        del buf97
        buf99 = buf93; del buf93  # reuse
        assert_size_stride(arg177_1, (112, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_hardswish_mul_27(buf99, buf98)
        del buf98
        # Topologically Sorted Source Nodes: [input_89, scale_19, input_90, input_91], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        buf100 = extern_kernels.convolution(buf99, arg177_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf100, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg177_1
        del buf99
        assert_size_stride_grouped((arg178_1, arg179_1, arg180_1, arg181_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf101 = buf100; del buf100  # reuse
        assert_size_stride(arg182_1, (672, 112, 1, 1), (112, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_28(buf101, arg178_1, arg179_1, arg180_1, arg181_1)
        del arg178_1
        del arg179_1
        del arg180_1
        del arg181_1
        # Topologically Sorted Source Nodes: [input_93], Original ATen: [aten.convolution]
        buf102 = extern_kernels.convolution(buf101, arg182_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf102, (1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg182_1
        assert_size_stride_grouped((arg183_1, arg184_1, arg185_1, arg186_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf103 = buf102; del buf102  # reuse
        buf104 = buf103; del buf103  # reuse
        assert_size_stride(arg187_1, (672, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_29(buf104, arg183_1, arg184_1, arg185_1, arg186_1)
        del arg183_1
        del arg184_1
        del arg185_1
        del arg186_1
        # Topologically Sorted Source Nodes: [input_95, input_96], Original ATen: [aten.hardswish, aten.convolution]
        buf105 = extern_kernels.convolution(buf104, arg187_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
        assert_tensor_metadata(buf105, (1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg187_1
        del buf104
        assert_size_stride_grouped((arg188_1, arg189_1, arg190_1, arg191_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf106 = buf105; del buf105  # reuse
        buf107 = empty_strided_cpu((1, 672, 1, 1), (672, 1, 672, 672), torch.float32)
        buf108 = reinterpret_tensor(buf107, (1, 672, 1, 1), (672, 1, 1, 1), 0); del buf107  # reuse
        assert_size_stride_grouped((arg192_1, arg193_1), ((168, 672, 1, 1), (168, )), ((672, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_30(buf106, buf108, arg188_1, arg189_1, arg190_1, arg191_1)
        del arg188_1
        del arg189_1
        del arg190_1
        del arg191_1
        # Topologically Sorted Source Nodes: [input_98, scale_20, scale_21], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        buf109 = extern_kernels.convolution(buf108, arg192_1, arg193_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf109, (1, 168, 1, 1), (168, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg192_1
        del arg193_1
        del buf108
        buf110 = buf109; del buf109  # reuse
        assert_size_stride_grouped((arg194_1, arg195_1), ((672, 168, 1, 1), (672, )), ((168, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_31(buf110)
        # Topologically Sorted Source Nodes: [scale_22, scale_23], Original ATen: [aten.relu, aten.convolution]
        buf111 = extern_kernels.convolution(buf110, arg194_1, arg195_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf111, (1, 672, 1, 1), (672, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg194_1
        del arg195_1
        del buf110
        buf112 = buf106; del buf106  # reuse
        assert_size_stride(arg196_1, (112, 672, 1, 1), (672, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_hardswish_mul_32(buf112, buf111)
        # Topologically Sorted Source Nodes: [input_98, scale_24, input_99, input_100], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        buf113 = extern_kernels.convolution(buf112, arg196_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf113, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg196_1
        del buf112
        assert_size_stride_grouped((arg197_1, arg198_1, arg199_1, arg200_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf114 = buf113; del buf113  # reuse
        assert_size_stride(arg201_1, (672, 112, 1, 1), (112, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_33(buf114, arg197_1, arg198_1, arg199_1, arg200_1, buf101)
        del arg197_1
        del arg198_1
        del arg199_1
        del arg200_1
        del buf101
        # Topologically Sorted Source Nodes: [input_101, result_7, input_102], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf115 = extern_kernels.convolution(buf114, arg201_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf115, (1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg201_1
        del buf114
        assert_size_stride_grouped((arg202_1, arg203_1, arg204_1, arg205_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf116 = buf115; del buf115  # reuse
        buf117 = buf116; del buf116  # reuse
        assert_size_stride(arg206_1, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_29(buf117, arg202_1, arg203_1, arg204_1, arg205_1)
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        # Topologically Sorted Source Nodes: [input_104, input_105], Original ATen: [aten.hardswish, aten.convolution]
        buf118 = extern_kernels.convolution(buf117, arg206_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=672, bias=None)
        assert_tensor_metadata(buf118, (1, 672, 2, 2), (2688, 1, 1344, 672), torch.float32, 'torch.ops.aten.convolution.default')
        del arg206_1
        del buf117
        assert_size_stride_grouped((arg207_1, arg208_1, arg209_1, arg210_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf119 = buf118; del buf118  # reuse
        buf120 = buf111; del buf111  # reuse
        assert_size_stride_grouped((arg211_1, arg212_1), ((168, 672, 1, 1), (168, )), ((672, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_34(buf119, arg207_1, arg208_1, arg209_1, arg210_1, buf120)
        del arg207_1
        del arg208_1
        del arg209_1
        del arg210_1
        # Topologically Sorted Source Nodes: [input_107, scale_25, scale_26], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        buf121 = extern_kernels.convolution(buf120, arg211_1, arg212_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf121, (1, 168, 1, 1), (168, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg211_1
        del arg212_1
        del buf120
        buf122 = buf121; del buf121  # reuse
        assert_size_stride_grouped((arg213_1, arg214_1), ((672, 168, 1, 1), (672, )), ((168, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_31(buf122)
        # Topologically Sorted Source Nodes: [scale_27, scale_28], Original ATen: [aten.relu, aten.convolution]
        buf123 = extern_kernels.convolution(buf122, arg213_1, arg214_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf123, (1, 672, 1, 1), (672, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg213_1
        del arg214_1
        del buf122
        buf124 = buf119; del buf119  # reuse
        assert_size_stride(arg215_1, (160, 672, 1, 1), (672, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_hardswish_mul_35(buf124, buf123)
        del buf123
        # Topologically Sorted Source Nodes: [input_107, scale_29, input_108, input_109], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        buf125 = extern_kernels.convolution(buf124, arg215_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf125, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg215_1
        del buf124
        assert_size_stride_grouped((arg216_1, arg217_1, arg218_1, arg219_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf126 = buf125; del buf125  # reuse
        assert_size_stride(arg220_1, (960, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_36(buf126, arg216_1, arg217_1, arg218_1, arg219_1)
        del arg216_1
        del arg217_1
        del arg218_1
        del arg219_1
        # Topologically Sorted Source Nodes: [input_111], Original ATen: [aten.convolution]
        buf127 = extern_kernels.convolution(buf126, arg220_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf127, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg220_1
        assert_size_stride_grouped((arg221_1, arg222_1, arg223_1, arg224_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf128 = buf127; del buf127  # reuse
        buf129 = buf128; del buf128  # reuse
        assert_size_stride(arg225_1, (960, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_37(buf129, arg221_1, arg222_1, arg223_1, arg224_1)
        del arg221_1
        del arg222_1
        del arg223_1
        del arg224_1
        # Topologically Sorted Source Nodes: [input_113, input_114], Original ATen: [aten.hardswish, aten.convolution]
        buf130 = extern_kernels.convolution(buf129, arg225_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=960, bias=None)
        assert_tensor_metadata(buf130, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg225_1
        del buf129
        assert_size_stride_grouped((arg226_1, arg227_1, arg228_1, arg229_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf131 = buf130; del buf130  # reuse
        buf132 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 1, 1), torch.float32)
        assert_size_stride_grouped((arg230_1, arg231_1), ((240, 960, 1, 1), (240, )), ((960, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_38(buf131, arg226_1, arg227_1, arg228_1, arg229_1, buf132)
        del arg226_1
        del arg227_1
        del arg228_1
        del arg229_1
        # Topologically Sorted Source Nodes: [input_116, scale_30, scale_31], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        buf133 = extern_kernels.convolution(buf132, arg230_1, arg231_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf133, (1, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg230_1
        del arg231_1
        del buf132
        buf134 = buf133; del buf133  # reuse
        assert_size_stride_grouped((arg232_1, arg233_1), ((960, 240, 1, 1), (960, )), ((240, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_39(buf134)
        # Topologically Sorted Source Nodes: [scale_32, scale_33], Original ATen: [aten.relu, aten.convolution]
        buf135 = extern_kernels.convolution(buf134, arg232_1, arg233_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf135, (1, 960, 1, 1), (960, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg232_1
        del arg233_1
        del buf134
        buf136 = buf131; del buf131  # reuse
        assert_size_stride(arg234_1, (160, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_hardswish_mul_40(buf136, buf135)
        # Topologically Sorted Source Nodes: [input_116, scale_34, input_117, input_118], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        buf137 = extern_kernels.convolution(buf136, arg234_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf137, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg234_1
        del buf136
        assert_size_stride_grouped((arg235_1, arg236_1, arg237_1, arg238_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf138 = buf137; del buf137  # reuse
        assert_size_stride(arg239_1, (960, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_41(buf138, arg235_1, arg236_1, arg237_1, arg238_1, buf126)
        del arg235_1
        del arg236_1
        del arg237_1
        del arg238_1
        del buf126
        # Topologically Sorted Source Nodes: [input_120], Original ATen: [aten.convolution]
        buf139 = extern_kernels.convolution(buf138, arg239_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf139, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg239_1
        assert_size_stride_grouped((arg240_1, arg241_1, arg242_1, arg243_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf140 = buf139; del buf139  # reuse
        buf141 = buf140; del buf140  # reuse
        assert_size_stride(arg244_1, (960, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_37(buf141, arg240_1, arg241_1, arg242_1, arg243_1)
        del arg240_1
        del arg241_1
        del arg242_1
        del arg243_1
        # Topologically Sorted Source Nodes: [input_122, input_123], Original ATen: [aten.hardswish, aten.convolution]
        buf142 = extern_kernels.convolution(buf141, arg244_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=960, bias=None)
        assert_tensor_metadata(buf142, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg244_1
        del buf141
        assert_size_stride_grouped((arg245_1, arg246_1, arg247_1, arg248_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf143 = buf142; del buf142  # reuse
        buf144 = buf135; del buf135  # reuse
        assert_size_stride_grouped((arg249_1, arg250_1), ((240, 960, 1, 1), (240, )), ((960, 1, 1, 1), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_38(buf143, arg245_1, arg246_1, arg247_1, arg248_1, buf144)
        del arg245_1
        del arg246_1
        del arg247_1
        del arg248_1
        # Topologically Sorted Source Nodes: [input_125, scale_35, scale_36], Original ATen: [aten.hardswish, aten.mean, aten.convolution]
        buf145 = extern_kernels.convolution(buf144, arg249_1, arg250_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf145, (1, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg249_1
        del arg250_1
        del buf144
        buf146 = buf145; del buf145  # reuse
        assert_size_stride_grouped((arg251_1, arg252_1), ((960, 240, 1, 1), (960, )), ((240, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_39(buf146)
        # Topologically Sorted Source Nodes: [scale_37, scale_38], Original ATen: [aten.relu, aten.convolution]
        buf147 = extern_kernels.convolution(buf146, arg251_1, arg252_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf147, (1, 960, 1, 1), (960, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg251_1
        del arg252_1
        del buf146
        buf148 = buf143; del buf143  # reuse
        assert_size_stride(arg253_1, (160, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused_hardsigmoid_hardswish_mul_40(buf148, buf147)
        # Topologically Sorted Source Nodes: [input_125, scale_39, input_126, input_127], Original ATen: [aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution]
        buf149 = extern_kernels.convolution(buf148, arg253_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf149, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg253_1
        del buf148
        assert_size_stride_grouped((arg254_1, arg255_1, arg256_1, arg257_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf150 = buf149; del buf149  # reuse
        assert_size_stride(arg258_1, (960, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_add_41(buf150, arg254_1, arg255_1, arg256_1, arg257_1, buf138)
        del arg254_1
        del arg255_1
        del arg256_1
        del arg257_1
        del buf138
        # Topologically Sorted Source Nodes: [input_128, result_9, input_129], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.convolution]
        buf151 = extern_kernels.convolution(buf150, arg258_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf151, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution.default')
        del arg258_1
        del buf150
        assert_size_stride_grouped((arg259_1, arg260_1, arg261_1, arg262_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf152 = buf151; del buf151  # reuse
        buf153 = reinterpret_tensor(buf147, (1, 960, 1, 1), (960, 1, 960, 960), 0); del buf147  # reuse
        assert_size_stride_grouped((arg264_1, arg263_1), ((1280, ), (1280, 960)), ((1, ), (960, 1)), 'input')
        cpp_fused__native_batch_norm_legit_no_training_hardswish_mean_38(buf152, arg259_1, arg260_1, arg261_1, arg262_1, buf153)
        del arg259_1
        del arg260_1
        del arg261_1
        del arg262_1
        del buf152
        buf154 = reinterpret_tensor(buf88, (1, 1280), (1280, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [input_131, x, x_1, input_132], Original ATen: [aten.hardswish, aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg264_1, reinterpret_tensor(buf153, (1, 960), (0, 1), 0), reinterpret_tensor(arg263_1, (960, 1280), (1, 960), 0), alpha=1, beta=1, out=buf154)
        del arg263_1
        del arg264_1
        del buf153
        buf155 = buf154; del buf154  # reuse
        assert_size_stride_grouped((arg266_1, arg265_1), ((1000, ), (1000, 1280)), ((1, ), (1280, 1)), 'input')
        cpp_fused_hardswish_42(buf155)
        buf156 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_133, input_135], Original ATen: [aten.hardswish, aten.t, aten.addmm]
        extern_kernels.addmm(arg266_1, buf155, reinterpret_tensor(arg265_1, (1280, 1000), (1, 1280), 0), alpha=1, beta=1, out=buf156)
        del arg265_1
        del arg266_1
        return (buf156, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((24, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((72, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((72, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((72, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((72, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((40, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((40, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((40, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((240, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((80, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((200, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((200, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((200, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((80, 200, 1, 1), (200, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((184, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((184, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((80, 184, 1, 1), (184, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((184, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((184, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((184, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((80, 184, 1, 1), (184, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((120, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((480, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((112, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((672, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((168, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((168, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((672, 168, 1, 1), (168, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((168, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((168, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((672, 168, 1, 1), (168, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((160, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((960, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((240, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((960, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((160, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((960, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((240, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((960, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((160, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg263_1 = rand_strided((1280, 960), (960, 1), device='cpu', dtype=torch.float32)
    arg264_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg265_1 = rand_strided((1000, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    arg266_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
