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


cpp_fused_convolution_backward_div_expand_unsqueeze_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        auto tmp1 = static_cast<float>(256.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 1024L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 1024L*x0), static_cast<int64_t>(4L));
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


cpp_fused_convolution_backward_slice_threshold_backward_1 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(56L + x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_2 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const bool*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(8L*x0 + 8L*x0_inner + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L)))), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8L*x0 + 8L*x0_inner + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L)))), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-17L) + tmp10[x1_inner] + x0 + x0_inner + 13L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(256L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 256L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-17L) + tmp10[x1_inner] + x0 + x0_inner + 13L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 256L*x1 + 256L*x1_inner)] += tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2048L*x0), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp9 = tmp7 + tmp8;
                                auto tmp11 = tmp9 + tmp10;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                                tmp12.store(in_out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 2048L*x0));
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
        primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, relu, relu_1, relu_2, getitem, getitem_1, cat, le, le_1, le_2, le_3, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 4), (4, 1), 'input')
        buf0 = empty_strided_cpu((2, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf1 = empty_strided_cpu((2, 4, 16, 16), (1024, 1, 64, 4), torch.float32)
        assert_size_stride_grouped((cat, primals_16), ((2, 64, 16, 16), (4, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_expand_unsqueeze_0(tangents_1, buf0, buf1)
        del buf0
        del tangents_1
        # Topologically Sorted Source Nodes: [unsqueeze, unsqueeze_1, expand, div, convolution_backward], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.convolution_backward]
        buf2 = torch.ops.aten.convolution_backward.default(buf1, cat, primals_16, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf1
        del cat
        del primals_16
        buf3 = buf2[0]
        assert_tensor_metadata(buf3, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf2[1]
        assert_tensor_metadata(buf4, (4, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf5 = buf2[2]
        assert_tensor_metadata(buf5, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf5 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf2
        assert_size_stride(le, (2, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf6 = empty_strided_cpu((2, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        assert_size_stride_grouped((getitem, primals_14), ((2, 8, 16, 16), (8, 8, 1, 1)), ((2048, 1, 128, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_1(le, buf3, buf6)
        del le
        # Topologically Sorted Source Nodes: [slice_4, full_default, where, convolution_backward_1], Original ATen: [aten.slice, aten.threshold_backward, aten.convolution_backward]
        buf7 = torch.ops.aten.convolution_backward.default(buf6, getitem, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del getitem
        del primals_14
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf9 = buf7[1]
        assert_tensor_metadata(buf9, (8, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf10 = buf7[2]
        assert_tensor_metadata(buf10, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf7
        buf11 = reinterpret_tensor(buf6, (16, 256), (256, 1), 0); del buf6  # reuse
        assert_size_stride(getitem_1, (2, 8, 16, 16), (2048, 1, 128, 8), 'input')
        assert_size_stride(le_1, (2, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf13 = empty_strided_cpu((2, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        assert_size_stride_grouped((relu_2, primals_12), ((2, 4, 16, 16), (8, 4, 5, 5)), ((1024, 1, 64, 4), (100, 1, 20, 4)), 'input')
        cpp_fused_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_2(getitem_1, buf8, le_1, buf3, buf11, buf13)
        del buf8
        del getitem_1
        del le_1
        # Topologically Sorted Source Nodes: [slice_3, full_default, where_1, convolution_backward_2], Original ATen: [aten.slice, aten.threshold_backward, aten.convolution_backward]
        buf14 = torch.ops.aten.convolution_backward.default(buf13, relu_2, primals_12, [8], (1, 1), (2, 2), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf13
        del primals_12
        buf15 = buf14[0]
        assert_tensor_metadata(buf15, (2, 4, 16, 16), (1024, 1, 64, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf16 = buf14[1]
        assert_tensor_metadata(buf16, (8, 4, 5, 5), (100, 1, 20, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf17 = buf14[2]
        assert_tensor_metadata(buf17, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf14
        buf18 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((relu, primals_10), ((2, 8, 16, 16), (4, 8, 1, 1)), ((2048, 1, 128, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_threshold_backward_3(buf18, buf15)
        del buf15
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf19 = torch.ops.aten.convolution_backward.default(buf18, relu, primals_10, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf18
        del primals_10
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (4, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf19[2]
        assert_tensor_metadata(buf22, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf19
        assert_size_stride(le_2, (2, 32, 16, 16), (8192, 1, 512, 32), 'input')
        buf23 = empty_strided_cpu((2, 32, 16, 16), (8192, 1, 512, 32), torch.float32)
        assert_size_stride_grouped((relu_1, primals_8), ((2, 4, 16, 16), (32, 4, 3, 3)), ((1024, 1, 64, 4), (36, 1, 12, 4)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_4(le_2, buf3, buf23)
        del le_2
        # Topologically Sorted Source Nodes: [slice_2, full_default, where_2, convolution_backward_4], Original ATen: [aten.slice, aten.threshold_backward, aten.convolution_backward]
        buf24 = torch.ops.aten.convolution_backward.default(buf23, relu_1, primals_8, [32], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf23
        del primals_8
        buf25 = buf24[0]
        assert_tensor_metadata(buf25, (2, 4, 16, 16), (1024, 1, 64, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf26 = buf24[1]
        assert_tensor_metadata(buf26, (32, 4, 3, 3), (36, 1, 12, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf27 = buf24[2]
        assert_tensor_metadata(buf27, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf27 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf24
        buf28 = relu_1; del relu_1  # reuse
        assert_size_stride(primals_6, (4, 8, 1, 1), (8, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_threshold_backward_3(buf28, buf25)
        del buf25
        # Topologically Sorted Source Nodes: [full_default, le_5, where_5, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf29 = torch.ops.aten.convolution_backward.default(buf28, relu, primals_6, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf28
        del primals_6
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf31 = buf29[1]
        assert_tensor_metadata(buf31, (4, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf29[2]
        assert_tensor_metadata(buf32, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf29
        assert_size_stride(le_3, (2, 16, 16, 16), (4096, 1, 256, 16), 'input')
        buf33 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        assert_size_stride(primals_4, (16, 8, 1, 1), (8, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_5(le_3, buf3, buf33)
        del buf3
        del le_3
        # Topologically Sorted Source Nodes: [slice_1, full_default, where_3, convolution_backward_6], Original ATen: [aten.slice, aten.threshold_backward, aten.convolution_backward]
        buf34 = torch.ops.aten.convolution_backward.default(buf33, relu, primals_4, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf33
        del primals_4
        buf35 = buf34[0]
        assert_tensor_metadata(buf35, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf36 = buf34[1]
        assert_tensor_metadata(buf36, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf37 = buf34[2]
        assert_tensor_metadata(buf37, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf34
        buf38 = relu; del relu  # reuse
        assert_size_stride_grouped((primals_3, primals_1), ((2, 3, 16, 16), (8, 3, 3, 3)), ((768, 1, 48, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_add_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_6(buf38, buf11, buf20, buf30, buf35)
        del buf11
        del buf20
        del buf30
        del buf35
        # Topologically Sorted Source Nodes: [full_default, view_2, add, add_1, add_2, le_6, where_6, convolution_backward_7], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.add, aten.convolution_backward]
        buf39 = torch.ops.aten.convolution_backward.default(buf38, primals_3, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf38
        del primals_1
        del primals_3
        buf40 = buf39[1]
        assert_tensor_metadata(buf40, (8, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf40 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf41 = buf39[2]
        assert_tensor_metadata(buf41, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf41 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf40, buf41, None, buf36, buf37, buf31, buf32, buf26, buf27, buf21, buf22, buf16, buf17, buf9, buf10, buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((4, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, 4, 3, 3), (36, 1, 12, 4), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((4, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((8, 4, 5, 5), (100, 1, 20, 4), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((4, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((2, 4, 16, 16), (1024, 1, 64, 4), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((2, 4, 16, 16), (1024, 1, 64, 4), device='cpu', dtype=torch.float32)
    getitem = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.int8)
    cat = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    le = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    le_1 = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    le_2 = rand_strided((2, 32, 16, 16), (8192, 1, 512, 32), device='cpu', dtype=torch.bool)
    le_3 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((2, 4), (4, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, relu, relu_1, relu_2, getitem, getitem_1, cat, le, le_1, le_2, le_3, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
