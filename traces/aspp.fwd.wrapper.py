# AOT ID: ['0_forward']
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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mean_relu_1 = async_compile.cpp_pybinding(['float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
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


cpp_fused_cat_expand_relu_threshold_backward_2 = async_compile.cpp_pybinding(['const float*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       bool* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    auto tmp2 = static_cast<float>(0.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                    tmp4.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = std::max(tmp0, decltype(tmp0)(0));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        tmp2.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_threshold_backward_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       bool* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_expand_relu_threshold_backward_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       bool* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(40L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_5 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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


cpp_fused_convolution_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(3L),false>(in_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17 = args
        args.clear()
        assert_size_stride(primals_2, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_6, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_8, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_10, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_1, (1, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(primals_3, (8, ), (1, ), 'input')
        cpp_fused_0(primals_2, primals_6, primals_8, primals_10, primals_1, buf1, buf2, buf3, buf4, buf0)
        del primals_1
        del primals_10
        del primals_2
        del primals_6
        del primals_8
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        buf5 = extern_kernels.convolution(buf0, buf1, primals_3, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf5, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_3
        buf6 = buf5; del buf5  # reuse
        buf11 = empty_strided_cpu((1, 8, 1, 1), (8, 1, 8, 8), torch.float32)
        buf12 = buf11; del buf11  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((8, 8, 1, 1), (8, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_mean_relu_1(buf6, buf12)
        # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten.convolution]
        buf13 = extern_kernels.convolution(buf12, reinterpret_tensor(primals_12, (8, 8, 1, 1), (8, 1, 8, 8), 0), primals_13, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf13, (1, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_13
        buf25 = empty_strided_cpu((1, 8, 1, 1), (8, 1, 8, 8), torch.bool)
        buf19 = empty_strided_cpu((1, 40, 16, 16), (10240, 256, 16, 1), torch.float32)
        buf18 = reinterpret_tensor(buf19, (1, 8, 16, 16), (10240, 256, 16, 1), 8192)  # alias
        assert_size_stride_grouped((primals_4, primals_5), ((8, 8, 1, 1), (8, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_expand_relu_threshold_backward_2(buf13, buf25, buf18)
        del buf13
        # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
        buf7 = extern_kernels.convolution(buf6, reinterpret_tensor(primals_4, (8, 8, 1, 1), (8, 1, 8, 8), 0), primals_5, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf7, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_5
        buf14 = reinterpret_tensor(buf19, (1, 8, 16, 16), (10240, 256, 16, 1), 0)  # alias
        buf29 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.bool)
        assert_size_stride(primals_7, (8, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_3(buf7, buf14, buf29)
        del buf7
        # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
        buf8 = extern_kernels.convolution(buf6, buf2, primals_7, stride=(1, 1), padding=(2, 2), dilation=(2, 2), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf8, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_7
        buf15 = reinterpret_tensor(buf19, (1, 8, 16, 16), (10240, 256, 16, 1), 2048)  # alias
        buf28 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.bool)
        assert_size_stride(primals_9, (8, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_3(buf8, buf15, buf28)
        del buf8
        # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
        buf9 = extern_kernels.convolution(buf6, buf3, primals_9, stride=(1, 1), padding=(4, 4), dilation=(4, 4), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf9, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_9
        buf16 = reinterpret_tensor(buf19, (1, 8, 16, 16), (10240, 256, 16, 1), 4096)  # alias
        buf27 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.bool)
        assert_size_stride(primals_11, (8, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_3(buf9, buf16, buf27)
        del buf9
        # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(buf6, buf4, primals_11, stride=(1, 1), padding=(6, 6), dilation=(6, 6), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_11
        buf17 = reinterpret_tensor(buf19, (1, 8, 16, 16), (10240, 256, 16, 1), 6144)  # alias
        buf26 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.bool)
        buf20 = empty_strided_cpu((1, 40, 16, 16), (10240, 1, 640, 40), torch.float32)
        assert_size_stride_grouped((primals_14, primals_15), ((8, 40, 1, 1), (8, )), ((40, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_expand_relu_threshold_backward_4(buf10, buf19, buf17, buf26, buf20)
        del buf10
        del buf14
        del buf15
        del buf16
        del buf17
        del buf18
        del buf19
        # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(buf20, reinterpret_tensor(primals_14, (8, 40, 1, 1), (40, 1, 40, 40), 0), primals_15, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf21, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_15
        buf22 = buf21; del buf21  # reuse
        assert_size_stride_grouped((primals_16, primals_17), ((3, 8, 1, 1), (3, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_5(buf22)
        # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
        buf23 = extern_kernels.convolution(buf22, reinterpret_tensor(primals_16, (3, 8, 1, 1), (8, 1, 8, 8), 0), primals_17, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf23, (1, 3, 16, 16), (768, 1, 48, 3), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_17
        buf24 = empty_strided_cpu((1, 3, 16, 16), (768, 256, 16, 1), torch.float32)
        cpp_fused_convolution_6(buf23, buf24)
        return (buf24, buf0, buf1, primals_4, buf2, buf3, buf4, primals_12, primals_14, primals_16, buf6, buf12, buf20, buf22, buf25, buf26, buf27, buf28, buf29, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((8, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((3, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((3, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
