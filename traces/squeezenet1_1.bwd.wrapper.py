# AOT ID: ['0_backward']
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


cpp_fused_convolution_backward_div_expand_threshold_backward_view_0 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp8[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp2 = static_cast<float>(9.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp3);
                            auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                            tmp7.store(tmp8 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp8, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(1000L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(8L);x1_tail < static_cast<int64_t>(9L); x1_tail++)
                        {
                            auto tmp0 =
                            [&]
                            {
                                __at_align__ std::array<bool, 32> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                {
                                    tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(x1_tail + 9L*x0 + 9L*x0_inner)];
                                }
                                return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(9.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                            tmp7.store(out_ptr1 + static_cast<int64_t>(x0 + 1000L*x1_tail));
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


cpp_fused_convolution_backward_native_dropout_backward_slice_threshold_backward_1 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'const bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(256L + x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(256L + x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp2.to<float,1>();
                        auto tmp4 = static_cast<float>(2.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp1 * tmp6;
                        auto tmp8 = static_cast<float>(0.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = decltype(tmp9)::blendv(tmp7, tmp9, tmp0.template cast<float,1>());
                        tmp10.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_dropout_backward_slice_threshold_backward_2 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'const bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp2.to<float,1>();
                        auto tmp4 = static_cast<float>(2.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp1 * tmp6;
                        auto tmp8 = static_cast<float>(0.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = decltype(tmp9)::blendv(tmp7, tmp9, tmp0.template cast<float,1>());
                        tmp10.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                    tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_4 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(256L + x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_5 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_6 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_7 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                    tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_9 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12544L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12544L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 256L*x0)];
                        auto tmp1 = 9L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 9L), "index out of bounds: 0 <= tmp7 < 9L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(3L))) + 4L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 14L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(3L))) + 49L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(6272L + x0 + 49L*x1), static_cast<int64_t>(49L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = decltype(tmp4)::blendv(tmp2, tmp4, tmp0.template cast<float,1>());
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(48L) && x0 < static_cast<int64_t>(49L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(48L);x0_tail < static_cast<int64_t>(49L); x0_tail++)
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(128L); x1_tail++)
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x1_tail + 128L*x0_tail)];
                                auto tmp1 = out_ptr0[static_cast<int64_t>(6272L + x0_tail + 49L*x1_tail)];
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = tmp0 ? tmp2 : tmp1;
                                out_ptr1[static_cast<int64_t>(x1_tail + 128L*x0_tail)] = tmp3;
                            }
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


cpp_fused_convolution_backward_max_pool2d_with_indices_backward_slice_threshold_backward_10 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 49L*x1), static_cast<int64_t>(49L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = decltype(tmp4)::blendv(tmp2, tmp4, tmp0.template cast<float,1>());
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(48L) && x0 < static_cast<int64_t>(49L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(48L);x0_tail < static_cast<int64_t>(49L); x0_tail++)
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(128L); x1_tail++)
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1_tail + 128L*x0_tail)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x0_tail + 49L*x1_tail)];
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = tmp0 ? tmp2 : tmp1;
                                out_ptr0[static_cast<int64_t>(x1_tail + 128L*x0_tail)] = tmp3;
                            }
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


cpp_fused_add_convolution_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1568L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                    tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_12 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(128L + x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_13 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_14 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(28800L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(28800L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                        auto tmp1 = 9L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 9L), "index out of bounds: 0 <= tmp7 < 9L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(7L))) + 12L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 30L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(7L))) + 225L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(225L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(14400L + x0 + 225L*x1), static_cast<int64_t>(225L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = decltype(tmp4)::blendv(tmp2, tmp4, tmp0.template cast<float,1>());
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(224L) && x0 < static_cast<int64_t>(225L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(224L);x0_tail < static_cast<int64_t>(225L); x0_tail++)
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(64L); x1_tail++)
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x1_tail + 64L*x0_tail)];
                                auto tmp1 = out_ptr0[static_cast<int64_t>(14400L + x0_tail + 225L*x1_tail)];
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = tmp0 ? tmp2 : tmp1;
                                out_ptr1[static_cast<int64_t>(x1_tail + 64L*x0_tail)] = tmp3;
                            }
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


cpp_fused_convolution_backward_max_pool2d_with_indices_backward_slice_threshold_backward_15 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(225L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 225L*x1), static_cast<int64_t>(225L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = decltype(tmp4)::blendv(tmp2, tmp4, tmp0.template cast<float,1>());
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(224L) && x0 < static_cast<int64_t>(225L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(224L);x0_tail < static_cast<int64_t>(225L); x0_tail++)
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(64L); x1_tail++)
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1_tail + 64L*x0_tail)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x0_tail + 225L*x1_tail)];
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = tmp0 ? tmp2 : tmp1;
                                out_ptr0[static_cast<int64_t>(x1_tail + 64L*x0_tail)] = tmp3;
                            }
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


cpp_fused_add_convolution_backward_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3600L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3600L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                    tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_17 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(225L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_18 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(225L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_threshold_backward_19 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(61504L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(61504L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(225L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp1 = 9L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 9L), "index out of bounds: 0 <= tmp7 < 9L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(15L))) + 28L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 62L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(15L))) + 961L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(961L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 961L*x1), static_cast<int64_t>(961L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = decltype(tmp4)::blendv(tmp2, tmp4, tmp0.template cast<float,1>());
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(960L) && x0 < static_cast<int64_t>(961L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x0_tail = static_cast<int64_t>(960L);x0_tail < static_cast<int64_t>(961L); x0_tail++)
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(64L); x1_tail++)
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x1_tail + 64L*x0_tail)];
                                auto tmp1 = out_ptr0[static_cast<int64_t>(x0_tail + 961L*x1_tail)];
                                auto tmp2 = static_cast<float>(0.0);
                                auto tmp3 = tmp0 ? tmp2 : tmp1;
                                out_ptr1[static_cast<int64_t>(x1_tail + 64L*x0_tail)] = tmp3;
                            }
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
        primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, primals_32, primals_34, primals_36, primals_38, primals_40, primals_42, primals_44, primals_46, primals_48, primals_50, primals_52, getitem, getitem_1, relu_1, cat, relu_4, getitem_2, getitem_3, relu_7, cat_2, relu_10, getitem_4, getitem_5, relu_13, cat_4, relu_16, cat_5, relu_19, cat_6, relu_22, gt, mul_1, le, le_1, le_2, le_4, le_5, le_7, le_8, le_10, le_11, le_13, le_14, le_16, le_17, le_19, le_20, le_22, le_23, le_25, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((le, tangents_1), ((1, 1000, 3, 3), (1, 1000)), ((9000, 9, 3, 1), (1000, 1)), 'input')
        buf1 = empty_strided_cpu((1, 1000, 3, 3), (9000, 1, 3000, 1000), torch.float32)
        assert_size_stride_grouped((mul_1, primals_52), ((1, 512, 3, 3), (1000, 512, 1, 1)), ((4608, 1, 1536, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_expand_threshold_backward_view_0(le, tangents_1, buf1)
        del le
        del tangents_1
        # Topologically Sorted Source Nodes: [view_1, expand, div, full_default, where, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.convolution_backward]
        buf2 = torch.ops.aten.convolution_backward.default(buf1, mul_1, primals_52, [1000], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf1
        del mul_1
        del primals_52
        buf3 = buf2[0]
        assert_tensor_metadata(buf3, (1, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf2[1]
        assert_tensor_metadata(buf4, (1000, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf5 = buf2[2]
        assert_tensor_metadata(buf5, (1000, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf5 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf2
        assert_size_stride_grouped((le_1, gt), ((1, 256, 3, 3), (1, 512, 3, 3)), ((2304, 1, 768, 256), (4608, 1, 1536, 512)), 'input')
        buf6 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        assert_size_stride_grouped((relu_22, primals_50), ((1, 64, 3, 3), (256, 64, 3, 3)), ((576, 1, 192, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_dropout_backward_slice_threshold_backward_1(le_1, buf3, gt, buf6)
        del le_1
        # Topologically Sorted Source Nodes: [full_default, convert_element_type, mul_2, mul_3, slice_2, where_1, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_dropout_backward, aten.slice, aten.convolution_backward]
        buf7 = torch.ops.aten.convolution_backward.default(buf6, relu_22, primals_50, [256], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_50
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf9 = buf7[1]
        assert_tensor_metadata(buf9, (256, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf10 = buf7[2]
        assert_tensor_metadata(buf10, (256, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf7
        assert_size_stride(le_2, (1, 256, 3, 3), (2304, 1, 768, 256), 'input')
        buf11 = buf6; del buf6  # reuse
        assert_size_stride(primals_48, (256, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_dropout_backward_slice_threshold_backward_2(le_2, buf3, gt, buf11)
        del buf3
        del gt
        del le_2
        # Topologically Sorted Source Nodes: [full_default, convert_element_type, mul_2, mul_3, slice_1, where_2, convolution_backward_2], Original ATen: [aten.threshold_backward, aten.native_dropout_backward, aten.slice, aten.convolution_backward]
        buf12 = torch.ops.aten.convolution_backward.default(buf11, relu_22, primals_48, [256], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_48
        buf13 = buf12[0]
        assert_tensor_metadata(buf13, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf14 = buf12[1]
        assert_tensor_metadata(buf14, (256, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf14 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf15 = buf12[2]
        assert_tensor_metadata(buf15, (256, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf12
        buf16 = relu_22; del relu_22  # reuse
        assert_size_stride_grouped((cat_6, primals_46), ((1, 512, 3, 3), (64, 512, 1, 1)), ((4608, 1, 1536, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_3(buf16, buf8, buf13)
        del buf13
        del buf8
        # Topologically Sorted Source Nodes: [full_default, add, le_3, where_3, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf17 = torch.ops.aten.convolution_backward.default(buf16, cat_6, primals_46, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf16
        del cat_6
        del primals_46
        buf18 = buf17[0]
        assert_tensor_metadata(buf18, (1, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf19 = buf17[1]
        assert_tensor_metadata(buf19, (64, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf19 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf20 = buf17[2]
        assert_tensor_metadata(buf20, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf17
        assert_size_stride(le_4, (1, 256, 3, 3), (2304, 1, 768, 256), 'input')
        buf21 = buf11; del buf11  # reuse
        assert_size_stride_grouped((relu_19, primals_44), ((1, 64, 3, 3), (256, 64, 3, 3)), ((576, 1, 192, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_4(le_4, buf18, buf21)
        del le_4
        # Topologically Sorted Source Nodes: [full_default, slice_4, where_4, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf22 = torch.ops.aten.convolution_backward.default(buf21, relu_19, primals_44, [256], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_44
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf24 = buf22[1]
        assert_tensor_metadata(buf24, (256, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf25 = buf22[2]
        assert_tensor_metadata(buf25, (256, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf22
        assert_size_stride(le_5, (1, 256, 3, 3), (2304, 1, 768, 256), 'input')
        buf26 = buf21; del buf21  # reuse
        assert_size_stride(primals_42, (256, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_5(le_5, buf18, buf26)
        del buf18
        del le_5
        # Topologically Sorted Source Nodes: [full_default, slice_3, where_5, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf27 = torch.ops.aten.convolution_backward.default(buf26, relu_19, primals_42, [256], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf26
        del primals_42
        buf28 = buf27[0]
        assert_tensor_metadata(buf28, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf29 = buf27[1]
        assert_tensor_metadata(buf29, (256, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf30 = buf27[2]
        assert_tensor_metadata(buf30, (256, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf27
        buf31 = relu_19; del relu_19  # reuse
        assert_size_stride_grouped((cat_5, primals_40), ((1, 384, 3, 3), (64, 384, 1, 1)), ((3456, 1, 1152, 384), (384, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_3(buf31, buf23, buf28)
        del buf23
        del buf28
        # Topologically Sorted Source Nodes: [full_default, add_1, le_6, where_6, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf32 = torch.ops.aten.convolution_backward.default(buf31, cat_5, primals_40, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf31
        del cat_5
        del primals_40
        buf33 = buf32[0]
        assert_tensor_metadata(buf33, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf34 = buf32[1]
        assert_tensor_metadata(buf34, (64, 384, 1, 1), (384, 1, 384, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf34 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf35 = buf32[2]
        assert_tensor_metadata(buf35, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf32
        assert_size_stride(le_7, (1, 192, 3, 3), (1728, 1, 576, 192), 'input')
        buf36 = empty_strided_cpu((1, 192, 3, 3), (1728, 1, 576, 192), torch.float32)
        assert_size_stride_grouped((relu_16, primals_38), ((1, 48, 3, 3), (192, 48, 3, 3)), ((432, 1, 144, 48), (432, 1, 144, 48)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_6(le_7, buf33, buf36)
        del le_7
        # Topologically Sorted Source Nodes: [full_default, slice_6, where_7, convolution_backward_7], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf37 = torch.ops.aten.convolution_backward.default(buf36, relu_16, primals_38, [192], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_38
        buf38 = buf37[0]
        assert_tensor_metadata(buf38, (1, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf39 = buf37[1]
        assert_tensor_metadata(buf39, (192, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf40 = buf37[2]
        assert_tensor_metadata(buf40, (192, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf40 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf37
        assert_size_stride(le_8, (1, 192, 3, 3), (1728, 1, 576, 192), 'input')
        buf41 = buf36; del buf36  # reuse
        assert_size_stride(primals_36, (192, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_7(le_8, buf33, buf41)
        del buf33
        del le_8
        # Topologically Sorted Source Nodes: [full_default, slice_5, where_8, convolution_backward_8], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf42 = torch.ops.aten.convolution_backward.default(buf41, relu_16, primals_36, [192], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_36
        buf43 = buf42[0]
        assert_tensor_metadata(buf43, (1, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf44 = buf42[1]
        assert_tensor_metadata(buf44, (192, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf44 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf45 = buf42[2]
        assert_tensor_metadata(buf45, (192, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf45 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf42
        buf46 = relu_16; del relu_16  # reuse
        assert_size_stride_grouped((cat_4, primals_34), ((1, 384, 3, 3), (48, 384, 1, 1)), ((3456, 1, 1152, 384), (384, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_8(buf46, buf38, buf43)
        del buf38
        del buf43
        # Topologically Sorted Source Nodes: [full_default, add_2, le_9, where_9, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf47 = torch.ops.aten.convolution_backward.default(buf46, cat_4, primals_34, [48], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf46
        del cat_4
        del primals_34
        buf48 = buf47[0]
        assert_tensor_metadata(buf48, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf48 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf49 = buf47[1]
        assert_tensor_metadata(buf49, (48, 384, 1, 1), (384, 1, 384, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf49 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf50 = buf47[2]
        assert_tensor_metadata(buf50, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf50 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf47
        assert_size_stride(le_10, (1, 192, 3, 3), (1728, 1, 576, 192), 'input')
        buf51 = buf41; del buf41  # reuse
        assert_size_stride_grouped((relu_13, primals_32), ((1, 48, 3, 3), (192, 48, 3, 3)), ((432, 1, 144, 48), (432, 1, 144, 48)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_6(le_10, buf48, buf51)
        del le_10
        # Topologically Sorted Source Nodes: [full_default, slice_8, where_10, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf52 = torch.ops.aten.convolution_backward.default(buf51, relu_13, primals_32, [192], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_32
        buf53 = buf52[0]
        assert_tensor_metadata(buf53, (1, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf54 = buf52[1]
        assert_tensor_metadata(buf54, (192, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf54 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf55 = buf52[2]
        assert_tensor_metadata(buf55, (192, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf55 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf52
        assert_size_stride(le_11, (1, 192, 3, 3), (1728, 1, 576, 192), 'input')
        buf56 = buf51; del buf51  # reuse
        assert_size_stride(primals_30, (192, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_7(le_11, buf48, buf56)
        del buf48
        del le_11
        # Topologically Sorted Source Nodes: [full_default, slice_7, where_11, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf57 = torch.ops.aten.convolution_backward.default(buf56, relu_13, primals_30, [192], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf56
        del primals_30
        buf58 = buf57[0]
        assert_tensor_metadata(buf58, (1, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf58 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf59 = buf57[1]
        assert_tensor_metadata(buf59, (192, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf59 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf60 = buf57[2]
        assert_tensor_metadata(buf60, (192, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf60 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf57
        buf61 = relu_13; del relu_13  # reuse
        assert_size_stride_grouped((getitem_4, primals_28), ((1, 256, 3, 3), (48, 256, 1, 1)), ((2304, 1, 768, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_8(buf61, buf53, buf58)
        del buf53
        del buf58
        # Topologically Sorted Source Nodes: [full_default, add_3, le_12, where_12, convolution_backward_12], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf62 = torch.ops.aten.convolution_backward.default(buf61, getitem_4, primals_28, [48], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf61
        del getitem_4
        del primals_28
        buf63 = buf62[0]
        assert_tensor_metadata(buf63, (1, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf63 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf64 = buf62[1]
        assert_tensor_metadata(buf64, (48, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf64 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf65 = buf62[2]
        assert_tensor_metadata(buf65, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf65 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf62
        buf66 = empty_strided_cpu((256, 49), (49, 1), torch.float32)
        assert_size_stride(getitem_5, (1, 256, 3, 3), (2304, 1, 768, 256), 'input')
        assert_size_stride(le_13, (1, 128, 7, 7), (6272, 1, 896, 128), 'input')
        buf68 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.float32)
        assert_size_stride_grouped((relu_10, primals_26), ((1, 32, 7, 7), (128, 32, 3, 3)), ((1568, 1, 224, 32), (288, 1, 96, 32)), 'input')
        cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_9(getitem_5, buf63, le_13, buf66, buf68)
        del buf63
        del getitem_5
        del le_13
        # Topologically Sorted Source Nodes: [full_default, view_4, slice_10, where_13, convolution_backward_13], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.slice, aten.convolution_backward]
        buf69 = torch.ops.aten.convolution_backward.default(buf68, relu_10, primals_26, [128], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_26
        buf70 = buf69[0]
        assert_tensor_metadata(buf70, (1, 32, 7, 7), (1568, 1, 224, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf71 = buf69[1]
        assert_tensor_metadata(buf71, (128, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf71 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf72 = buf69[2]
        assert_tensor_metadata(buf72, (128, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf72 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf69
        assert_size_stride(le_14, (1, 128, 7, 7), (6272, 1, 896, 128), 'input')
        buf73 = buf68; del buf68  # reuse
        assert_size_stride(primals_24, (128, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_max_pool2d_with_indices_backward_slice_threshold_backward_10(le_14, buf66, buf73)
        del buf66
        del le_14
        # Topologically Sorted Source Nodes: [full_default, view_4, slice_9, where_14, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.slice, aten.convolution_backward]
        buf74 = torch.ops.aten.convolution_backward.default(buf73, relu_10, primals_24, [128], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_24
        buf75 = buf74[0]
        assert_tensor_metadata(buf75, (1, 32, 7, 7), (1568, 1, 224, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf75 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf76 = buf74[1]
        assert_tensor_metadata(buf76, (128, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf76 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf77 = buf74[2]
        assert_tensor_metadata(buf77, (128, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf77 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf74
        buf78 = relu_10; del relu_10  # reuse
        assert_size_stride_grouped((cat_2, primals_22), ((1, 256, 7, 7), (32, 256, 1, 1)), ((12544, 1, 1792, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_11(buf78, buf70, buf75)
        del buf70
        del buf75
        # Topologically Sorted Source Nodes: [full_default, add_4, le_15, where_15, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf79 = torch.ops.aten.convolution_backward.default(buf78, cat_2, primals_22, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf78
        del cat_2
        del primals_22
        buf80 = buf79[0]
        assert_tensor_metadata(buf80, (1, 256, 7, 7), (12544, 1, 1792, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf80 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf81 = buf79[1]
        assert_tensor_metadata(buf81, (32, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf81 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf82 = buf79[2]
        assert_tensor_metadata(buf82, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf82 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf79
        assert_size_stride(le_16, (1, 128, 7, 7), (6272, 1, 896, 128), 'input')
        buf83 = buf73; del buf73  # reuse
        assert_size_stride_grouped((relu_7, primals_20), ((1, 32, 7, 7), (128, 32, 3, 3)), ((1568, 1, 224, 32), (288, 1, 96, 32)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_12(le_16, buf80, buf83)
        del le_16
        # Topologically Sorted Source Nodes: [full_default, slice_12, where_16, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf84 = torch.ops.aten.convolution_backward.default(buf83, relu_7, primals_20, [128], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_20
        buf85 = buf84[0]
        assert_tensor_metadata(buf85, (1, 32, 7, 7), (1568, 1, 224, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf85 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf86 = buf84[1]
        assert_tensor_metadata(buf86, (128, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf86 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf87 = buf84[2]
        assert_tensor_metadata(buf87, (128, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf87 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf84
        assert_size_stride(le_17, (1, 128, 7, 7), (6272, 1, 896, 128), 'input')
        buf88 = buf83; del buf83  # reuse
        assert_size_stride(primals_18, (128, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_13(le_17, buf80, buf88)
        del buf80
        del le_17
        # Topologically Sorted Source Nodes: [full_default, slice_11, where_17, convolution_backward_17], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf89 = torch.ops.aten.convolution_backward.default(buf88, relu_7, primals_18, [128], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf88
        del primals_18
        buf90 = buf89[0]
        assert_tensor_metadata(buf90, (1, 32, 7, 7), (1568, 1, 224, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf91 = buf89[1]
        assert_tensor_metadata(buf91, (128, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf91 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf92 = buf89[2]
        assert_tensor_metadata(buf92, (128, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf92 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf89
        buf93 = relu_7; del relu_7  # reuse
        assert_size_stride_grouped((getitem_2, primals_16), ((1, 128, 7, 7), (32, 128, 1, 1)), ((6272, 1, 896, 128), (128, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_11(buf93, buf85, buf90)
        del buf85
        del buf90
        # Topologically Sorted Source Nodes: [full_default, add_5, le_18, where_18, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf94 = torch.ops.aten.convolution_backward.default(buf93, getitem_2, primals_16, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf93
        del getitem_2
        del primals_16
        buf95 = buf94[0]
        assert_tensor_metadata(buf95, (1, 128, 7, 7), (6272, 1, 896, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf95 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf96 = buf94[1]
        assert_tensor_metadata(buf96, (32, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf97 = buf94[2]
        assert_tensor_metadata(buf97, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf94
        buf98 = empty_strided_cpu((128, 225), (225, 1), torch.float32)
        assert_size_stride(getitem_3, (1, 128, 7, 7), (6272, 1, 896, 128), 'input')
        assert_size_stride(le_19, (1, 64, 15, 15), (14400, 1, 960, 64), 'input')
        buf100 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.float32)
        assert_size_stride_grouped((relu_4, primals_14), ((1, 16, 15, 15), (64, 16, 3, 3)), ((3600, 1, 240, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_14(getitem_3, buf95, le_19, buf98, buf100)
        del buf95
        del getitem_3
        del le_19
        # Topologically Sorted Source Nodes: [full_default, view_7, slice_14, where_19, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.slice, aten.convolution_backward]
        buf101 = torch.ops.aten.convolution_backward.default(buf100, relu_4, primals_14, [64], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_14
        buf102 = buf101[0]
        assert_tensor_metadata(buf102, (1, 16, 15, 15), (3600, 1, 240, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf103 = buf101[1]
        assert_tensor_metadata(buf103, (64, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf103 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf104 = buf101[2]
        assert_tensor_metadata(buf104, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf104 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf101
        assert_size_stride(le_20, (1, 64, 15, 15), (14400, 1, 960, 64), 'input')
        buf105 = buf100; del buf100  # reuse
        assert_size_stride(primals_12, (64, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_max_pool2d_with_indices_backward_slice_threshold_backward_15(le_20, buf98, buf105)
        del buf98
        del le_20
        # Topologically Sorted Source Nodes: [full_default, view_7, slice_13, where_20, convolution_backward_20], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.slice, aten.convolution_backward]
        buf106 = torch.ops.aten.convolution_backward.default(buf105, relu_4, primals_12, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_12
        buf107 = buf106[0]
        assert_tensor_metadata(buf107, (1, 16, 15, 15), (3600, 1, 240, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf107 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf108 = buf106[1]
        assert_tensor_metadata(buf108, (64, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf109 = buf106[2]
        assert_tensor_metadata(buf109, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf109 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf106
        buf110 = relu_4; del relu_4  # reuse
        assert_size_stride_grouped((cat, primals_10), ((1, 128, 15, 15), (16, 128, 1, 1)), ((28800, 1, 1920, 128), (128, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_16(buf110, buf102, buf107)
        del buf102
        del buf107
        # Topologically Sorted Source Nodes: [full_default, add_6, le_21, where_21, convolution_backward_21], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf111 = torch.ops.aten.convolution_backward.default(buf110, cat, primals_10, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf110
        del cat
        del primals_10
        buf112 = buf111[0]
        assert_tensor_metadata(buf112, (1, 128, 15, 15), (28800, 1, 1920, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf112 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf113 = buf111[1]
        assert_tensor_metadata(buf113, (16, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf113 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf114 = buf111[2]
        assert_tensor_metadata(buf114, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf114 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf111
        assert_size_stride(le_22, (1, 64, 15, 15), (14400, 1, 960, 64), 'input')
        buf115 = buf105; del buf105  # reuse
        assert_size_stride_grouped((relu_1, primals_8), ((1, 16, 15, 15), (64, 16, 3, 3)), ((3600, 1, 240, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_17(le_22, buf112, buf115)
        del le_22
        # Topologically Sorted Source Nodes: [full_default, slice_16, where_22, convolution_backward_22], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf116 = torch.ops.aten.convolution_backward.default(buf115, relu_1, primals_8, [64], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_8
        buf117 = buf116[0]
        assert_tensor_metadata(buf117, (1, 16, 15, 15), (3600, 1, 240, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf118 = buf116[1]
        assert_tensor_metadata(buf118, (64, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf118 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf119 = buf116[2]
        assert_tensor_metadata(buf119, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf119 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf116
        assert_size_stride(le_23, (1, 64, 15, 15), (14400, 1, 960, 64), 'input')
        buf120 = buf115; del buf115  # reuse
        assert_size_stride(primals_6, (64, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_18(le_23, buf112, buf120)
        del buf112
        del le_23
        # Topologically Sorted Source Nodes: [full_default, slice_15, where_23, convolution_backward_23], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf121 = torch.ops.aten.convolution_backward.default(buf120, relu_1, primals_6, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf120
        del primals_6
        buf122 = buf121[0]
        assert_tensor_metadata(buf122, (1, 16, 15, 15), (3600, 1, 240, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf122 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf123 = buf121[1]
        assert_tensor_metadata(buf123, (64, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf123 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf124 = buf121[2]
        assert_tensor_metadata(buf124, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf121
        buf125 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((getitem, primals_4), ((1, 64, 15, 15), (16, 64, 1, 1)), ((14400, 1, 960, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_16(buf125, buf117, buf122)
        del buf117
        del buf122
        # Topologically Sorted Source Nodes: [full_default, add_7, le_24, where_24, convolution_backward_24], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf126 = torch.ops.aten.convolution_backward.default(buf125, getitem, primals_4, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf125
        del getitem
        del primals_4
        buf127 = buf126[0]
        assert_tensor_metadata(buf127, (1, 64, 15, 15), (14400, 1, 960, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf127 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf128 = buf126[1]
        assert_tensor_metadata(buf128, (16, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf128 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf129 = buf126[2]
        assert_tensor_metadata(buf129, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf129 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf126
        buf130 = empty_strided_cpu((64, 961), (961, 1), torch.float32)
        assert_size_stride(getitem_1, (1, 64, 15, 15), (14400, 1, 960, 64), 'input')
        assert_size_stride(le_25, (1, 64, 31, 31), (61504, 1, 1984, 64), 'input')
        buf132 = empty_strided_cpu((1, 64, 31, 31), (61504, 1, 1984, 64), torch.float32)
        assert_size_stride_grouped((primals_3, primals_1), ((1, 3, 64, 64), (64, 3, 3, 3)), ((12288, 1, 192, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_threshold_backward_19(getitem_1, buf127, le_25, buf130, buf132)
        del buf127
        del buf130
        del getitem_1
        del le_25
        # Topologically Sorted Source Nodes: [full_default, view_10, where_25, convolution_backward_25], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.convolution_backward]
        buf133 = torch.ops.aten.convolution_backward.default(buf132, primals_3, primals_1, [64], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf132
        del primals_1
        del primals_3
        buf134 = buf133[1]
        assert_tensor_metadata(buf134, (64, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf134 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf135 = buf133[2]
        assert_tensor_metadata(buf135, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf135 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf134, buf135, None, buf128, buf129, buf123, buf124, buf118, buf119, buf113, buf114, buf108, buf109, buf103, buf104, buf96, buf97, buf91, buf92, buf86, buf87, buf81, buf82, buf76, buf77, buf71, buf72, buf64, buf65, buf59, buf60, buf54, buf55, buf49, buf50, buf44, buf45, buf39, buf40, buf34, buf35, buf29, buf30, buf24, buf25, buf19, buf20, buf14, buf15, buf9, buf10, buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((128, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((128, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((32, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((128, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((128, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((48, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((192, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((192, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((48, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((192, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((192, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((256, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((256, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((1000, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    getitem = rand_strided((1, 64, 15, 15), (14400, 1, 960, 64), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 15, 15), (14400, 1, 960, 64), device='cpu', dtype=torch.int8)
    relu_1 = rand_strided((1, 16, 15, 15), (3600, 1, 240, 16), device='cpu', dtype=torch.float32)
    cat = rand_strided((1, 128, 15, 15), (28800, 1, 1920, 128), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 16, 15, 15), (3600, 1, 240, 16), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((1, 128, 7, 7), (6272, 1, 896, 128), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 128, 7, 7), (6272, 1, 896, 128), device='cpu', dtype=torch.int8)
    relu_7 = rand_strided((1, 32, 7, 7), (1568, 1, 224, 32), device='cpu', dtype=torch.float32)
    cat_2 = rand_strided((1, 256, 7, 7), (12544, 1, 1792, 256), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((1, 32, 7, 7), (1568, 1, 224, 32), device='cpu', dtype=torch.float32)
    getitem_4 = rand_strided((1, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((1, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.int8)
    relu_13 = rand_strided((1, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    cat_4 = rand_strided((1, 384, 3, 3), (3456, 1, 1152, 384), device='cpu', dtype=torch.float32)
    relu_16 = rand_strided((1, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    cat_5 = rand_strided((1, 384, 3, 3), (3456, 1, 1152, 384), device='cpu', dtype=torch.float32)
    relu_19 = rand_strided((1, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    cat_6 = rand_strided((1, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    relu_22 = rand_strided((1, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    gt = rand_strided((1, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.bool)
    mul_1 = rand_strided((1, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    le = rand_strided((1, 1000, 3, 3), (9000, 9, 3, 1), device='cpu', dtype=torch.bool)
    le_1 = rand_strided((1, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.bool)
    le_2 = rand_strided((1, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.bool)
    le_4 = rand_strided((1, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.bool)
    le_5 = rand_strided((1, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.bool)
    le_7 = rand_strided((1, 192, 3, 3), (1728, 1, 576, 192), device='cpu', dtype=torch.bool)
    le_8 = rand_strided((1, 192, 3, 3), (1728, 1, 576, 192), device='cpu', dtype=torch.bool)
    le_10 = rand_strided((1, 192, 3, 3), (1728, 1, 576, 192), device='cpu', dtype=torch.bool)
    le_11 = rand_strided((1, 192, 3, 3), (1728, 1, 576, 192), device='cpu', dtype=torch.bool)
    le_13 = rand_strided((1, 128, 7, 7), (6272, 1, 896, 128), device='cpu', dtype=torch.bool)
    le_14 = rand_strided((1, 128, 7, 7), (6272, 1, 896, 128), device='cpu', dtype=torch.bool)
    le_16 = rand_strided((1, 128, 7, 7), (6272, 1, 896, 128), device='cpu', dtype=torch.bool)
    le_17 = rand_strided((1, 128, 7, 7), (6272, 1, 896, 128), device='cpu', dtype=torch.bool)
    le_19 = rand_strided((1, 64, 15, 15), (14400, 1, 960, 64), device='cpu', dtype=torch.bool)
    le_20 = rand_strided((1, 64, 15, 15), (14400, 1, 960, 64), device='cpu', dtype=torch.bool)
    le_22 = rand_strided((1, 64, 15, 15), (14400, 1, 960, 64), device='cpu', dtype=torch.bool)
    le_23 = rand_strided((1, 64, 15, 15), (14400, 1, 960, 64), device='cpu', dtype=torch.bool)
    le_25 = rand_strided((1, 64, 31, 31), (61504, 1, 1984, 64), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, primals_30, primals_32, primals_34, primals_36, primals_38, primals_40, primals_42, primals_44, primals_46, primals_48, primals_50, primals_52, getitem, getitem_1, relu_1, cat, relu_4, getitem_2, getitem_3, relu_7, cat_2, relu_10, getitem_4, getitem_5, relu_13, cat_4, relu_16, cat_5, relu_19, cat_6, relu_22, gt, mul_1, le, le_1, le_2, le_4, le_5, le_7, le_8, le_10, le_11, le_13, le_14, le_16, le_17, le_19, le_20, le_22, le_23, le_25, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
