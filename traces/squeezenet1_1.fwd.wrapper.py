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


cpp_fused_native_dropout_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       bool* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp9[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                            auto tmp1 = x1 + 9L*x0 + 9L*x0_inner;
                            auto tmp2 = c10::convert<int32_t>(tmp1);
                            auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                            auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                            auto tmp5 =
                            [&]()
                            {
                                int64_t offset[8];
                                float result[8];
                                tmp4.store(offset);
                                for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                                {
                                    result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                                }
                                return at::vec::Vectorized<float>::loadu(result);
                            }
                            ()
                            ;
                            auto tmp6 = static_cast<float>(0.5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                            tmp8.store(tmp9 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp9, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp9[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                            auto tmp1 = x1 + 9L*x0 + 9L*x0_inner;
                            auto tmp2 = c10::convert<int32_t>(tmp1);
                            auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                            auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                            auto tmp5 =
                            [&]()
                            {
                                int64_t offset[8];
                                float result[8];
                                tmp4.store(offset);
                                for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                                {
                                    result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                                }
                                return at::vec::Vectorized<float>::loadu(result);
                            }
                            ()
                            ;
                            auto tmp6 = static_cast<float>(0.5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                            tmp8.store(tmp9 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp9, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
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
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr5 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr6 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr6 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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


cpp_fused_max_pool2d_with_indices_relu_threshold_backward_1 = async_compile.cpp_pybinding(['const float*', 'bool*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       bool* out_ptr0,
                       float* out_ptr1,
                       int8_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(61504L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(61504L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(15L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(15L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1984L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2112L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3968L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4032L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4096L + x2 + 128L*x1 + 3968L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                            auto tmp4 = at::vec::maximum(tmp1, tmp3);
                            auto tmp6 = at::vec::clamp_min(tmp5, decltype(tmp5)(0));
                            auto tmp7 = at::vec::maximum(tmp4, tmp6);
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = at::vec::maximum(tmp7, tmp9);
                            auto tmp12 = at::vec::clamp_min(tmp11, decltype(tmp11)(0));
                            auto tmp13 = at::vec::maximum(tmp10, tmp12);
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            auto tmp16 = at::vec::maximum(tmp13, tmp15);
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            auto tmp19 = at::vec::maximum(tmp16, tmp18);
                            auto tmp21 = at::vec::clamp_min(tmp20, decltype(tmp20)(0));
                            auto tmp22 = at::vec::maximum(tmp19, tmp21);
                            auto tmp24 = at::vec::clamp_min(tmp23, decltype(tmp23)(0));
                            auto tmp25 = at::vec::maximum(tmp22, tmp24);
                            auto tmp26 = at::vec::VecMask<float,1>(tmp1 > tmp3);
                            auto tmp27 = at::vec::VecMask<float,1>(tmp1 == tmp3);
                            auto tmp28 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                            auto tmp29 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                            auto tmp30 = (tmp28 > tmp29);
                            auto tmp31 = tmp26.template cast<int32_t,1>();
                            auto tmp32 = tmp30.template cast<int32_t,1>();
                            auto tmp33 = tmp31 | tmp32;
                            auto tmp34 = tmp28.template cast<int32_t,1>();
                            auto tmp35 = tmp29.template cast<int32_t,1>();
                            auto tmp36 = tmp34 & tmp35;
                            auto tmp37 = tmp27.template cast<int32_t,1>();
                            auto tmp38 = tmp36.template cast<int32_t,1>();
                            auto tmp39 = tmp37 | tmp38;
                            auto tmp40 = static_cast<int64_t>(0);
                            auto tmp41 = static_cast<int64_t>(1);
                            auto tmp42 = tmp40 < tmp41;
                            auto tmp43 = at::vec::VecMask<float,1>::from(tmp42);
                            auto tmp44 = tmp39.template cast<int32_t,1>();
                            auto tmp45 = tmp43.template cast<int32_t,1>();
                            auto tmp46 = tmp44 & tmp45;
                            auto tmp47 = tmp33.template cast<int32_t,1>();
                            auto tmp48 = tmp46.template cast<int32_t,1>();
                            auto tmp49 = tmp47 | tmp48;
                            auto tmp50 = decltype(tmp1)::blendv(tmp3, tmp1, tmp49.template cast<float,1>());
                            auto tmp51 = at::vec::VectorizedN<int64_t,2>(tmp40);
                            auto tmp52 = at::vec::VectorizedN<int64_t,2>(tmp41);
                            auto tmp53 = decltype(tmp51)::blendv(tmp52, tmp51, tmp49.template cast<int64_t,2>());
                            auto tmp54 = at::vec::VecMask<float,1>(tmp50 > tmp6);
                            auto tmp55 = at::vec::VecMask<float,1>(tmp50 == tmp6);
                            auto tmp56 = at::vec::VecMask<float,1>(tmp50 != tmp50);
                            auto tmp57 = at::vec::VecMask<float,1>(tmp6 != tmp6);
                            auto tmp58 = (tmp56 > tmp57);
                            auto tmp59 = tmp54.template cast<int32_t,1>();
                            auto tmp60 = tmp58.template cast<int32_t,1>();
                            auto tmp61 = tmp59 | tmp60;
                            auto tmp62 = tmp56.template cast<int32_t,1>();
                            auto tmp63 = tmp57.template cast<int32_t,1>();
                            auto tmp64 = tmp62 & tmp63;
                            auto tmp65 = tmp55.template cast<int32_t,1>();
                            auto tmp66 = tmp64.template cast<int32_t,1>();
                            auto tmp67 = tmp65 | tmp66;
                            auto tmp68 = static_cast<int64_t>(2);
                            auto tmp69 = at::vec::VectorizedN<int64_t,2>(tmp68);
                            auto tmp70 = at::vec::VecMask<int64_t,2>(tmp53 < tmp69);
                            auto tmp71 = tmp67.template cast<int32_t,1>();
                            auto tmp72 = tmp70.template cast<int32_t,1>();
                            auto tmp73 = tmp71 & tmp72;
                            auto tmp74 = tmp61.template cast<int32_t,1>();
                            auto tmp75 = tmp73.template cast<int32_t,1>();
                            auto tmp76 = tmp74 | tmp75;
                            auto tmp77 = decltype(tmp50)::blendv(tmp6, tmp50, tmp76.template cast<float,1>());
                            auto tmp78 = decltype(tmp53)::blendv(tmp69, tmp53, tmp76.template cast<int64_t,2>());
                            auto tmp79 = at::vec::VecMask<float,1>(tmp77 > tmp9);
                            auto tmp80 = at::vec::VecMask<float,1>(tmp77 == tmp9);
                            auto tmp81 = at::vec::VecMask<float,1>(tmp77 != tmp77);
                            auto tmp82 = at::vec::VecMask<float,1>(tmp9 != tmp9);
                            auto tmp83 = (tmp81 > tmp82);
                            auto tmp84 = tmp79.template cast<int32_t,1>();
                            auto tmp85 = tmp83.template cast<int32_t,1>();
                            auto tmp86 = tmp84 | tmp85;
                            auto tmp87 = tmp81.template cast<int32_t,1>();
                            auto tmp88 = tmp82.template cast<int32_t,1>();
                            auto tmp89 = tmp87 & tmp88;
                            auto tmp90 = tmp80.template cast<int32_t,1>();
                            auto tmp91 = tmp89.template cast<int32_t,1>();
                            auto tmp92 = tmp90 | tmp91;
                            auto tmp93 = static_cast<int64_t>(3);
                            auto tmp94 = at::vec::VectorizedN<int64_t,2>(tmp93);
                            auto tmp95 = at::vec::VecMask<int64_t,2>(tmp78 < tmp94);
                            auto tmp96 = tmp92.template cast<int32_t,1>();
                            auto tmp97 = tmp95.template cast<int32_t,1>();
                            auto tmp98 = tmp96 & tmp97;
                            auto tmp99 = tmp86.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 | tmp100;
                            auto tmp102 = decltype(tmp77)::blendv(tmp9, tmp77, tmp101.template cast<float,1>());
                            auto tmp103 = decltype(tmp78)::blendv(tmp94, tmp78, tmp101.template cast<int64_t,2>());
                            auto tmp104 = at::vec::VecMask<float,1>(tmp102 > tmp12);
                            auto tmp105 = at::vec::VecMask<float,1>(tmp102 == tmp12);
                            auto tmp106 = at::vec::VecMask<float,1>(tmp102 != tmp102);
                            auto tmp107 = at::vec::VecMask<float,1>(tmp12 != tmp12);
                            auto tmp108 = (tmp106 > tmp107);
                            auto tmp109 = tmp104.template cast<int32_t,1>();
                            auto tmp110 = tmp108.template cast<int32_t,1>();
                            auto tmp111 = tmp109 | tmp110;
                            auto tmp112 = tmp106.template cast<int32_t,1>();
                            auto tmp113 = tmp107.template cast<int32_t,1>();
                            auto tmp114 = tmp112 & tmp113;
                            auto tmp115 = tmp105.template cast<int32_t,1>();
                            auto tmp116 = tmp114.template cast<int32_t,1>();
                            auto tmp117 = tmp115 | tmp116;
                            auto tmp118 = static_cast<int64_t>(4);
                            auto tmp119 = at::vec::VectorizedN<int64_t,2>(tmp118);
                            auto tmp120 = at::vec::VecMask<int64_t,2>(tmp103 < tmp119);
                            auto tmp121 = tmp117.template cast<int32_t,1>();
                            auto tmp122 = tmp120.template cast<int32_t,1>();
                            auto tmp123 = tmp121 & tmp122;
                            auto tmp124 = tmp111.template cast<int32_t,1>();
                            auto tmp125 = tmp123.template cast<int32_t,1>();
                            auto tmp126 = tmp124 | tmp125;
                            auto tmp127 = decltype(tmp102)::blendv(tmp12, tmp102, tmp126.template cast<float,1>());
                            auto tmp128 = decltype(tmp103)::blendv(tmp119, tmp103, tmp126.template cast<int64_t,2>());
                            auto tmp129 = at::vec::VecMask<float,1>(tmp127 > tmp15);
                            auto tmp130 = at::vec::VecMask<float,1>(tmp127 == tmp15);
                            auto tmp131 = at::vec::VecMask<float,1>(tmp127 != tmp127);
                            auto tmp132 = at::vec::VecMask<float,1>(tmp15 != tmp15);
                            auto tmp133 = (tmp131 > tmp132);
                            auto tmp134 = tmp129.template cast<int32_t,1>();
                            auto tmp135 = tmp133.template cast<int32_t,1>();
                            auto tmp136 = tmp134 | tmp135;
                            auto tmp137 = tmp131.template cast<int32_t,1>();
                            auto tmp138 = tmp132.template cast<int32_t,1>();
                            auto tmp139 = tmp137 & tmp138;
                            auto tmp140 = tmp130.template cast<int32_t,1>();
                            auto tmp141 = tmp139.template cast<int32_t,1>();
                            auto tmp142 = tmp140 | tmp141;
                            auto tmp143 = static_cast<int64_t>(5);
                            auto tmp144 = at::vec::VectorizedN<int64_t,2>(tmp143);
                            auto tmp145 = at::vec::VecMask<int64_t,2>(tmp128 < tmp144);
                            auto tmp146 = tmp142.template cast<int32_t,1>();
                            auto tmp147 = tmp145.template cast<int32_t,1>();
                            auto tmp148 = tmp146 & tmp147;
                            auto tmp149 = tmp136.template cast<int32_t,1>();
                            auto tmp150 = tmp148.template cast<int32_t,1>();
                            auto tmp151 = tmp149 | tmp150;
                            auto tmp152 = decltype(tmp127)::blendv(tmp15, tmp127, tmp151.template cast<float,1>());
                            auto tmp153 = decltype(tmp128)::blendv(tmp144, tmp128, tmp151.template cast<int64_t,2>());
                            auto tmp154 = at::vec::VecMask<float,1>(tmp152 > tmp18);
                            auto tmp155 = at::vec::VecMask<float,1>(tmp152 == tmp18);
                            auto tmp156 = at::vec::VecMask<float,1>(tmp152 != tmp152);
                            auto tmp157 = at::vec::VecMask<float,1>(tmp18 != tmp18);
                            auto tmp158 = (tmp156 > tmp157);
                            auto tmp159 = tmp154.template cast<int32_t,1>();
                            auto tmp160 = tmp158.template cast<int32_t,1>();
                            auto tmp161 = tmp159 | tmp160;
                            auto tmp162 = tmp156.template cast<int32_t,1>();
                            auto tmp163 = tmp157.template cast<int32_t,1>();
                            auto tmp164 = tmp162 & tmp163;
                            auto tmp165 = tmp155.template cast<int32_t,1>();
                            auto tmp166 = tmp164.template cast<int32_t,1>();
                            auto tmp167 = tmp165 | tmp166;
                            auto tmp168 = static_cast<int64_t>(6);
                            auto tmp169 = at::vec::VectorizedN<int64_t,2>(tmp168);
                            auto tmp170 = at::vec::VecMask<int64_t,2>(tmp153 < tmp169);
                            auto tmp171 = tmp167.template cast<int32_t,1>();
                            auto tmp172 = tmp170.template cast<int32_t,1>();
                            auto tmp173 = tmp171 & tmp172;
                            auto tmp174 = tmp161.template cast<int32_t,1>();
                            auto tmp175 = tmp173.template cast<int32_t,1>();
                            auto tmp176 = tmp174 | tmp175;
                            auto tmp177 = decltype(tmp152)::blendv(tmp18, tmp152, tmp176.template cast<float,1>());
                            auto tmp178 = decltype(tmp153)::blendv(tmp169, tmp153, tmp176.template cast<int64_t,2>());
                            auto tmp179 = at::vec::VecMask<float,1>(tmp177 > tmp21);
                            auto tmp180 = at::vec::VecMask<float,1>(tmp177 == tmp21);
                            auto tmp181 = at::vec::VecMask<float,1>(tmp177 != tmp177);
                            auto tmp182 = at::vec::VecMask<float,1>(tmp21 != tmp21);
                            auto tmp183 = (tmp181 > tmp182);
                            auto tmp184 = tmp179.template cast<int32_t,1>();
                            auto tmp185 = tmp183.template cast<int32_t,1>();
                            auto tmp186 = tmp184 | tmp185;
                            auto tmp187 = tmp181.template cast<int32_t,1>();
                            auto tmp188 = tmp182.template cast<int32_t,1>();
                            auto tmp189 = tmp187 & tmp188;
                            auto tmp190 = tmp180.template cast<int32_t,1>();
                            auto tmp191 = tmp189.template cast<int32_t,1>();
                            auto tmp192 = tmp190 | tmp191;
                            auto tmp193 = static_cast<int64_t>(7);
                            auto tmp194 = at::vec::VectorizedN<int64_t,2>(tmp193);
                            auto tmp195 = at::vec::VecMask<int64_t,2>(tmp178 < tmp194);
                            auto tmp196 = tmp192.template cast<int32_t,1>();
                            auto tmp197 = tmp195.template cast<int32_t,1>();
                            auto tmp198 = tmp196 & tmp197;
                            auto tmp199 = tmp186.template cast<int32_t,1>();
                            auto tmp200 = tmp198.template cast<int32_t,1>();
                            auto tmp201 = tmp199 | tmp200;
                            auto tmp202 = decltype(tmp177)::blendv(tmp21, tmp177, tmp201.template cast<float,1>());
                            auto tmp203 = decltype(tmp178)::blendv(tmp194, tmp178, tmp201.template cast<int64_t,2>());
                            auto tmp204 = at::vec::VecMask<float,1>(tmp202 > tmp24);
                            auto tmp205 = at::vec::VecMask<float,1>(tmp202 == tmp24);
                            auto tmp206 = at::vec::VecMask<float,1>(tmp202 != tmp202);
                            auto tmp207 = at::vec::VecMask<float,1>(tmp24 != tmp24);
                            auto tmp208 = (tmp206 > tmp207);
                            auto tmp209 = tmp204.template cast<int32_t,1>();
                            auto tmp210 = tmp208.template cast<int32_t,1>();
                            auto tmp211 = tmp209 | tmp210;
                            auto tmp212 = tmp206.template cast<int32_t,1>();
                            auto tmp213 = tmp207.template cast<int32_t,1>();
                            auto tmp214 = tmp212 & tmp213;
                            auto tmp215 = tmp205.template cast<int32_t,1>();
                            auto tmp216 = tmp214.template cast<int32_t,1>();
                            auto tmp217 = tmp215 | tmp216;
                            auto tmp218 = static_cast<int64_t>(8);
                            auto tmp219 = at::vec::VectorizedN<int64_t,2>(tmp218);
                            auto tmp220 = at::vec::VecMask<int64_t,2>(tmp203 < tmp219);
                            auto tmp221 = tmp217.template cast<int32_t,1>();
                            auto tmp222 = tmp220.template cast<int32_t,1>();
                            auto tmp223 = tmp221 & tmp222;
                            auto tmp224 = tmp211.template cast<int32_t,1>();
                            auto tmp225 = tmp223.template cast<int32_t,1>();
                            auto tmp226 = tmp224 | tmp225;
                            auto tmp227 = decltype(tmp202)::blendv(tmp24, tmp202, tmp226.template cast<float,1>());
                            auto tmp228 = decltype(tmp203)::blendv(tmp219, tmp203, tmp226.template cast<int64_t,2>());
                            auto tmp229 = at::vec::convert<int8_t,1,int64_t,2>(tmp228);
                            tmp25.store(out_ptr1 + static_cast<int64_t>(x2 + 64L*x1 + 960L*x0));
                            tmp229.store(out_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 960L*x0), static_cast<int64_t>(8));
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


cpp_fused_relu_2 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_threshold_backward_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       bool* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(225L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(224L) && x1 < static_cast<int64_t>(225L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_relu_threshold_backward_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(225L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(224L) && x1 < static_cast<int64_t>(225L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(225L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(224L) && x1 < static_cast<int64_t>(225L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(1L));
                            tmp0.store(tmp1 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_relu_threshold_backward_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       bool* out_ptr1,
                       float* out_ptr2,
                       int8_t* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(225L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(224L) && x1 < static_cast<int64_t>(225L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(7L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(7L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp1 = in_ptr1[static_cast<int64_t>(1L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp3 = in_ptr1[static_cast<int64_t>(2L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp5 = in_ptr1[static_cast<int64_t>(15L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp7 = in_ptr1[static_cast<int64_t>(16L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp9 = in_ptr1[static_cast<int64_t>(17L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp11 = in_ptr1[static_cast<int64_t>(30L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp13 = in_ptr1[static_cast<int64_t>(31L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp15 = in_ptr1[static_cast<int64_t>(32L + 2L*x2 + 30L*x1 + 225L*x0)];
                            auto tmp2 = max_propagate_nan(tmp0, tmp1);
                            auto tmp4 = max_propagate_nan(tmp2, tmp3);
                            auto tmp6 = max_propagate_nan(tmp4, tmp5);
                            auto tmp8 = max_propagate_nan(tmp6, tmp7);
                            auto tmp10 = max_propagate_nan(tmp8, tmp9);
                            auto tmp12 = max_propagate_nan(tmp10, tmp11);
                            auto tmp14 = max_propagate_nan(tmp12, tmp13);
                            auto tmp16 = max_propagate_nan(tmp14, tmp15);
                            auto tmp17 = tmp0 > tmp1;
                            auto tmp18 = tmp0 == tmp1;
                            auto tmp19 = tmp0 != tmp0;
                            auto tmp20 = tmp1 != tmp1;
                            auto tmp21 = tmp19 > tmp20;
                            auto tmp22 = tmp17 || tmp21;
                            auto tmp23 = tmp19 && tmp20;
                            auto tmp24 = tmp18 || tmp23;
                            auto tmp25 = static_cast<int64_t>(0);
                            auto tmp26 = static_cast<int64_t>(1);
                            auto tmp27 = tmp25 < tmp26;
                            auto tmp28 = tmp24 && tmp27;
                            auto tmp29 = tmp22 || tmp28;
                            auto tmp30 = tmp29 ? tmp0 : tmp1;
                            auto tmp31 = tmp29 ? tmp25 : tmp26;
                            auto tmp32 = tmp30 > tmp3;
                            auto tmp33 = tmp30 == tmp3;
                            auto tmp34 = tmp30 != tmp30;
                            auto tmp35 = tmp3 != tmp3;
                            auto tmp36 = tmp34 > tmp35;
                            auto tmp37 = tmp32 || tmp36;
                            auto tmp38 = tmp34 && tmp35;
                            auto tmp39 = tmp33 || tmp38;
                            auto tmp40 = static_cast<int64_t>(2);
                            auto tmp41 = tmp31 < tmp40;
                            auto tmp42 = tmp39 && tmp41;
                            auto tmp43 = tmp37 || tmp42;
                            auto tmp44 = tmp43 ? tmp30 : tmp3;
                            auto tmp45 = tmp43 ? tmp31 : tmp40;
                            auto tmp46 = tmp44 > tmp5;
                            auto tmp47 = tmp44 == tmp5;
                            auto tmp48 = tmp44 != tmp44;
                            auto tmp49 = tmp5 != tmp5;
                            auto tmp50 = tmp48 > tmp49;
                            auto tmp51 = tmp46 || tmp50;
                            auto tmp52 = tmp48 && tmp49;
                            auto tmp53 = tmp47 || tmp52;
                            auto tmp54 = static_cast<int64_t>(3);
                            auto tmp55 = tmp45 < tmp54;
                            auto tmp56 = tmp53 && tmp55;
                            auto tmp57 = tmp51 || tmp56;
                            auto tmp58 = tmp57 ? tmp44 : tmp5;
                            auto tmp59 = tmp57 ? tmp45 : tmp54;
                            auto tmp60 = tmp58 > tmp7;
                            auto tmp61 = tmp58 == tmp7;
                            auto tmp62 = tmp58 != tmp58;
                            auto tmp63 = tmp7 != tmp7;
                            auto tmp64 = tmp62 > tmp63;
                            auto tmp65 = tmp60 || tmp64;
                            auto tmp66 = tmp62 && tmp63;
                            auto tmp67 = tmp61 || tmp66;
                            auto tmp68 = static_cast<int64_t>(4);
                            auto tmp69 = tmp59 < tmp68;
                            auto tmp70 = tmp67 && tmp69;
                            auto tmp71 = tmp65 || tmp70;
                            auto tmp72 = tmp71 ? tmp58 : tmp7;
                            auto tmp73 = tmp71 ? tmp59 : tmp68;
                            auto tmp74 = tmp72 > tmp9;
                            auto tmp75 = tmp72 == tmp9;
                            auto tmp76 = tmp72 != tmp72;
                            auto tmp77 = tmp9 != tmp9;
                            auto tmp78 = tmp76 > tmp77;
                            auto tmp79 = tmp74 || tmp78;
                            auto tmp80 = tmp76 && tmp77;
                            auto tmp81 = tmp75 || tmp80;
                            auto tmp82 = static_cast<int64_t>(5);
                            auto tmp83 = tmp73 < tmp82;
                            auto tmp84 = tmp81 && tmp83;
                            auto tmp85 = tmp79 || tmp84;
                            auto tmp86 = tmp85 ? tmp72 : tmp9;
                            auto tmp87 = tmp85 ? tmp73 : tmp82;
                            auto tmp88 = tmp86 > tmp11;
                            auto tmp89 = tmp86 == tmp11;
                            auto tmp90 = tmp86 != tmp86;
                            auto tmp91 = tmp11 != tmp11;
                            auto tmp92 = tmp90 > tmp91;
                            auto tmp93 = tmp88 || tmp92;
                            auto tmp94 = tmp90 && tmp91;
                            auto tmp95 = tmp89 || tmp94;
                            auto tmp96 = static_cast<int64_t>(6);
                            auto tmp97 = tmp87 < tmp96;
                            auto tmp98 = tmp95 && tmp97;
                            auto tmp99 = tmp93 || tmp98;
                            auto tmp100 = tmp99 ? tmp86 : tmp11;
                            auto tmp101 = tmp99 ? tmp87 : tmp96;
                            auto tmp102 = tmp100 > tmp13;
                            auto tmp103 = tmp100 == tmp13;
                            auto tmp104 = tmp100 != tmp100;
                            auto tmp105 = tmp13 != tmp13;
                            auto tmp106 = tmp104 > tmp105;
                            auto tmp107 = tmp102 || tmp106;
                            auto tmp108 = tmp104 && tmp105;
                            auto tmp109 = tmp103 || tmp108;
                            auto tmp110 = static_cast<int64_t>(7);
                            auto tmp111 = tmp101 < tmp110;
                            auto tmp112 = tmp109 && tmp111;
                            auto tmp113 = tmp107 || tmp112;
                            auto tmp114 = tmp113 ? tmp100 : tmp13;
                            auto tmp115 = tmp113 ? tmp101 : tmp110;
                            auto tmp116 = tmp114 > tmp15;
                            auto tmp117 = tmp114 == tmp15;
                            auto tmp118 = tmp114 != tmp114;
                            auto tmp119 = tmp15 != tmp15;
                            auto tmp120 = tmp118 > tmp119;
                            auto tmp121 = tmp116 || tmp120;
                            auto tmp122 = tmp118 && tmp119;
                            auto tmp123 = tmp117 || tmp122;
                            auto tmp124 = static_cast<int64_t>(8);
                            auto tmp125 = tmp115 < tmp124;
                            auto tmp126 = tmp123 && tmp125;
                            auto tmp127 = tmp121 || tmp126;
                            auto tmp128 = tmp127 ? tmp114 : tmp15;
                            auto tmp129 = tmp127 ? tmp115 : tmp124;
                            auto tmp130 = c10::convert<int8_t>(tmp129);
                            out_ptr2[static_cast<int64_t>(x0 + 128L*x2 + 896L*x1)] = tmp16;
                            out_ptr3[static_cast<int64_t>(x0 + 128L*x2 + 896L*x1)] = tmp130;
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


cpp_fused_relu_6 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_threshold_backward_7 = async_compile.cpp_pybinding(['const float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       bool* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(49L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_relu_threshold_backward_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(49L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(49L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner), static_cast<int64_t>(1L));
                            tmp0.store(tmp1 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_relu_threshold_backward_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       bool* out_ptr1,
                       float* out_ptr2,
                       int8_t* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(49L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 49L*x0 + 49L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp1 = in_ptr1[static_cast<int64_t>(1L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp3 = in_ptr1[static_cast<int64_t>(2L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp5 = in_ptr1[static_cast<int64_t>(7L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp7 = in_ptr1[static_cast<int64_t>(8L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp9 = in_ptr1[static_cast<int64_t>(9L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp11 = in_ptr1[static_cast<int64_t>(14L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp13 = in_ptr1[static_cast<int64_t>(15L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp15 = in_ptr1[static_cast<int64_t>(16L + 2L*x2 + 14L*x1 + 49L*x0)];
                            auto tmp2 = max_propagate_nan(tmp0, tmp1);
                            auto tmp4 = max_propagate_nan(tmp2, tmp3);
                            auto tmp6 = max_propagate_nan(tmp4, tmp5);
                            auto tmp8 = max_propagate_nan(tmp6, tmp7);
                            auto tmp10 = max_propagate_nan(tmp8, tmp9);
                            auto tmp12 = max_propagate_nan(tmp10, tmp11);
                            auto tmp14 = max_propagate_nan(tmp12, tmp13);
                            auto tmp16 = max_propagate_nan(tmp14, tmp15);
                            auto tmp17 = tmp0 > tmp1;
                            auto tmp18 = tmp0 == tmp1;
                            auto tmp19 = tmp0 != tmp0;
                            auto tmp20 = tmp1 != tmp1;
                            auto tmp21 = tmp19 > tmp20;
                            auto tmp22 = tmp17 || tmp21;
                            auto tmp23 = tmp19 && tmp20;
                            auto tmp24 = tmp18 || tmp23;
                            auto tmp25 = static_cast<int64_t>(0);
                            auto tmp26 = static_cast<int64_t>(1);
                            auto tmp27 = tmp25 < tmp26;
                            auto tmp28 = tmp24 && tmp27;
                            auto tmp29 = tmp22 || tmp28;
                            auto tmp30 = tmp29 ? tmp0 : tmp1;
                            auto tmp31 = tmp29 ? tmp25 : tmp26;
                            auto tmp32 = tmp30 > tmp3;
                            auto tmp33 = tmp30 == tmp3;
                            auto tmp34 = tmp30 != tmp30;
                            auto tmp35 = tmp3 != tmp3;
                            auto tmp36 = tmp34 > tmp35;
                            auto tmp37 = tmp32 || tmp36;
                            auto tmp38 = tmp34 && tmp35;
                            auto tmp39 = tmp33 || tmp38;
                            auto tmp40 = static_cast<int64_t>(2);
                            auto tmp41 = tmp31 < tmp40;
                            auto tmp42 = tmp39 && tmp41;
                            auto tmp43 = tmp37 || tmp42;
                            auto tmp44 = tmp43 ? tmp30 : tmp3;
                            auto tmp45 = tmp43 ? tmp31 : tmp40;
                            auto tmp46 = tmp44 > tmp5;
                            auto tmp47 = tmp44 == tmp5;
                            auto tmp48 = tmp44 != tmp44;
                            auto tmp49 = tmp5 != tmp5;
                            auto tmp50 = tmp48 > tmp49;
                            auto tmp51 = tmp46 || tmp50;
                            auto tmp52 = tmp48 && tmp49;
                            auto tmp53 = tmp47 || tmp52;
                            auto tmp54 = static_cast<int64_t>(3);
                            auto tmp55 = tmp45 < tmp54;
                            auto tmp56 = tmp53 && tmp55;
                            auto tmp57 = tmp51 || tmp56;
                            auto tmp58 = tmp57 ? tmp44 : tmp5;
                            auto tmp59 = tmp57 ? tmp45 : tmp54;
                            auto tmp60 = tmp58 > tmp7;
                            auto tmp61 = tmp58 == tmp7;
                            auto tmp62 = tmp58 != tmp58;
                            auto tmp63 = tmp7 != tmp7;
                            auto tmp64 = tmp62 > tmp63;
                            auto tmp65 = tmp60 || tmp64;
                            auto tmp66 = tmp62 && tmp63;
                            auto tmp67 = tmp61 || tmp66;
                            auto tmp68 = static_cast<int64_t>(4);
                            auto tmp69 = tmp59 < tmp68;
                            auto tmp70 = tmp67 && tmp69;
                            auto tmp71 = tmp65 || tmp70;
                            auto tmp72 = tmp71 ? tmp58 : tmp7;
                            auto tmp73 = tmp71 ? tmp59 : tmp68;
                            auto tmp74 = tmp72 > tmp9;
                            auto tmp75 = tmp72 == tmp9;
                            auto tmp76 = tmp72 != tmp72;
                            auto tmp77 = tmp9 != tmp9;
                            auto tmp78 = tmp76 > tmp77;
                            auto tmp79 = tmp74 || tmp78;
                            auto tmp80 = tmp76 && tmp77;
                            auto tmp81 = tmp75 || tmp80;
                            auto tmp82 = static_cast<int64_t>(5);
                            auto tmp83 = tmp73 < tmp82;
                            auto tmp84 = tmp81 && tmp83;
                            auto tmp85 = tmp79 || tmp84;
                            auto tmp86 = tmp85 ? tmp72 : tmp9;
                            auto tmp87 = tmp85 ? tmp73 : tmp82;
                            auto tmp88 = tmp86 > tmp11;
                            auto tmp89 = tmp86 == tmp11;
                            auto tmp90 = tmp86 != tmp86;
                            auto tmp91 = tmp11 != tmp11;
                            auto tmp92 = tmp90 > tmp91;
                            auto tmp93 = tmp88 || tmp92;
                            auto tmp94 = tmp90 && tmp91;
                            auto tmp95 = tmp89 || tmp94;
                            auto tmp96 = static_cast<int64_t>(6);
                            auto tmp97 = tmp87 < tmp96;
                            auto tmp98 = tmp95 && tmp97;
                            auto tmp99 = tmp93 || tmp98;
                            auto tmp100 = tmp99 ? tmp86 : tmp11;
                            auto tmp101 = tmp99 ? tmp87 : tmp96;
                            auto tmp102 = tmp100 > tmp13;
                            auto tmp103 = tmp100 == tmp13;
                            auto tmp104 = tmp100 != tmp100;
                            auto tmp105 = tmp13 != tmp13;
                            auto tmp106 = tmp104 > tmp105;
                            auto tmp107 = tmp102 || tmp106;
                            auto tmp108 = tmp104 && tmp105;
                            auto tmp109 = tmp103 || tmp108;
                            auto tmp110 = static_cast<int64_t>(7);
                            auto tmp111 = tmp101 < tmp110;
                            auto tmp112 = tmp109 && tmp111;
                            auto tmp113 = tmp107 || tmp112;
                            auto tmp114 = tmp113 ? tmp100 : tmp13;
                            auto tmp115 = tmp113 ? tmp101 : tmp110;
                            auto tmp116 = tmp114 > tmp15;
                            auto tmp117 = tmp114 == tmp15;
                            auto tmp118 = tmp114 != tmp114;
                            auto tmp119 = tmp15 != tmp15;
                            auto tmp120 = tmp118 > tmp119;
                            auto tmp121 = tmp116 || tmp120;
                            auto tmp122 = tmp118 && tmp119;
                            auto tmp123 = tmp117 || tmp122;
                            auto tmp124 = static_cast<int64_t>(8);
                            auto tmp125 = tmp115 < tmp124;
                            auto tmp126 = tmp123 && tmp125;
                            auto tmp127 = tmp121 || tmp126;
                            auto tmp128 = tmp127 ? tmp114 : tmp15;
                            auto tmp129 = tmp127 ? tmp115 : tmp124;
                            auto tmp130 = c10::convert<int8_t>(tmp129);
                            out_ptr2[static_cast<int64_t>(x0 + 256L*x2 + 768L*x1)] = tmp16;
                            out_ptr3[static_cast<int64_t>(x0 + 256L*x2 + 768L*x1)] = tmp130;
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


cpp_fused_relu_10 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_threshold_backward_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
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


cpp_fused_cat_relu_threshold_backward_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(384L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp0.store(tmp1 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(384L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_13 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_threshold_backward_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
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


cpp_fused_cat_relu_threshold_backward_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp0.store(tmp1 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_dropout_relu_threshold_backward_16 = async_compile.cpp_pybinding(['const float*', 'const bool*', 'const float*', 'float*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner));
                            tmp5.store(tmp6 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp6, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(1L));
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
                            tmp5.store(tmp6 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp6, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x0 + 9L*x1), static_cast<int64_t>(9L), tmp2, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(tmp2 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = static_cast<float>(2.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            tmp7.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(9L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(in_ptr2 + static_cast<int64_t>(x0 + 9L*x1), static_cast<int64_t>(9L), tmp2, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(1L); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(tmp2 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = static_cast<float>(2.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            tmp7.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner));
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


cpp_fused_mean_relu_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       bool* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(9.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(1000L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(8));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L) && x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(9L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(1000L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                            auto tmp3 = static_cast<float>(0.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 9L*x0 + 9L*x0_inner), static_cast<int64_t>(1L));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53 = args
        args.clear()
        buf78 = empty_strided_cpu((1, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [input_14], Original ATen: [aten.native_dropout]
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [1], out=buf78)
        buf80 = empty_strided_cpu((1, 512, 3, 3), (4608, 1, 1536, 512), torch.bool)
        assert_size_stride(primals_1, (64, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((64, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_8, (64, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((64, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_14, (64, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((64, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_3, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf1 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(primals_20, (128, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((128, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_26, (128, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((128, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_2, (64, ), (1, ), 'input')
        cpp_fused_native_dropout_0(buf78, primals_1, primals_8, primals_14, primals_3, primals_20, primals_26, buf80, buf0, buf2, buf3, buf1, buf4, buf5)
        del buf78
        del primals_1
        del primals_14
        del primals_20
        del primals_26
        del primals_3
        del primals_8
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 64, 31, 31), (61504, 1, 1984, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf102 = empty_strided_cpu((1, 64, 31, 31), (61504, 1, 1984, 64), torch.bool)
        buf11 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.float32)
        buf12 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.int8)
        assert_size_stride_grouped((primals_4, primals_5), ((16, 64, 1, 1), (16, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_max_pool2d_with_indices_relu_threshold_backward_1(buf10, buf102, buf11, buf12)
        del buf10
        # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
        buf13 = extern_kernels.convolution(buf11, reinterpret_tensor(primals_4, (16, 64, 1, 1), (64, 1, 64, 64), 0), primals_5, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf13, (1, 16, 15, 15), (3600, 1, 240, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_5
        buf14 = buf13; del buf13  # reuse
        assert_size_stride_grouped((primals_6, primals_7), ((64, 16, 1, 1), (64, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_2(buf14)
        # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
        buf15 = extern_kernels.convolution(buf14, reinterpret_tensor(primals_6, (64, 16, 1, 1), (16, 1, 16, 16), 0), primals_7, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf15, (1, 64, 15, 15), (14400, 1, 960, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_7
        buf19 = empty_strided_cpu((1, 128, 15, 15), (28800, 225, 15, 1), torch.float32)
        buf17 = reinterpret_tensor(buf19, (1, 64, 15, 15), (28800, 225, 15, 1), 0)  # alias
        buf101 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.bool)
        assert_size_stride(primals_9, (64, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_3(buf15, buf17, buf101)
        del buf15
        # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
        buf16 = extern_kernels.convolution(buf14, buf2, primals_9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf16, (1, 64, 15, 15), (14400, 1, 960, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_9
        buf18 = reinterpret_tensor(buf19, (1, 64, 15, 15), (28800, 225, 15, 1), 14400)  # alias
        buf100 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.bool)
        buf20 = empty_strided_cpu((1, 128, 15, 15), (28800, 1, 1920, 128), torch.float32)
        assert_size_stride_grouped((primals_10, primals_11), ((16, 128, 1, 1), (16, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_relu_threshold_backward_4(buf16, buf19, buf18, buf100, buf20)
        del buf16
        del buf17
        del buf18
        # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(buf20, reinterpret_tensor(primals_10, (16, 128, 1, 1), (128, 1, 128, 128), 0), primals_11, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf21, (1, 16, 15, 15), (3600, 1, 240, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_11
        buf22 = buf21; del buf21  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((64, 16, 1, 1), (64, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_2(buf22)
        # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten.convolution]
        buf23 = extern_kernels.convolution(buf22, reinterpret_tensor(primals_12, (64, 16, 1, 1), (16, 1, 16, 16), 0), primals_13, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf23, (1, 64, 15, 15), (14400, 1, 960, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_13
        buf27 = buf19; del buf19  # reuse
        buf25 = reinterpret_tensor(buf27, (1, 64, 15, 15), (28800, 225, 15, 1), 0)  # alias
        buf99 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.bool)
        assert_size_stride(primals_15, (64, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_3(buf23, buf25, buf99)
        del buf23
        # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten.convolution]
        buf24 = extern_kernels.convolution(buf22, buf3, primals_15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf24, (1, 64, 15, 15), (14400, 1, 960, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_15
        buf26 = reinterpret_tensor(buf27, (1, 64, 15, 15), (28800, 225, 15, 1), 14400)  # alias
        buf98 = empty_strided_cpu((1, 64, 15, 15), (14400, 1, 960, 64), torch.bool)
        buf28 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.float32)
        buf29 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.int8)
        assert_size_stride_grouped((primals_16, primals_17), ((32, 128, 1, 1), (32, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_max_pool2d_with_indices_relu_threshold_backward_5(buf24, buf27, buf26, buf98, buf28, buf29)
        del buf24
        del buf25
        del buf26
        del buf27
        # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
        buf30 = extern_kernels.convolution(buf28, reinterpret_tensor(primals_16, (32, 128, 1, 1), (128, 1, 128, 128), 0), primals_17, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf30, (1, 32, 7, 7), (1568, 1, 224, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_17
        buf31 = buf30; del buf30  # reuse
        assert_size_stride_grouped((primals_18, primals_19), ((128, 32, 1, 1), (128, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_6(buf31)
        # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten.convolution]
        buf32 = extern_kernels.convolution(buf31, reinterpret_tensor(primals_18, (128, 32, 1, 1), (32, 1, 32, 32), 0), primals_19, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf32, (1, 128, 7, 7), (6272, 1, 896, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_19
        buf36 = empty_strided_cpu((1, 256, 7, 7), (12544, 49, 7, 1), torch.float32)
        buf34 = reinterpret_tensor(buf36, (1, 128, 7, 7), (12544, 49, 7, 1), 0)  # alias
        buf97 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.bool)
        assert_size_stride(primals_21, (128, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_7(buf32, buf34, buf97)
        del buf32
        # Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten.convolution]
        buf33 = extern_kernels.convolution(buf31, buf4, primals_21, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf33, (1, 128, 7, 7), (6272, 1, 896, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_21
        buf35 = reinterpret_tensor(buf36, (1, 128, 7, 7), (12544, 49, 7, 1), 6272)  # alias
        buf96 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.bool)
        buf37 = empty_strided_cpu((1, 256, 7, 7), (12544, 1, 1792, 256), torch.float32)
        assert_size_stride_grouped((primals_22, primals_23), ((32, 256, 1, 1), (32, )), ((256, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_relu_threshold_backward_8(buf33, buf36, buf35, buf96, buf37)
        del buf33
        del buf34
        del buf35
        # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
        buf38 = extern_kernels.convolution(buf37, reinterpret_tensor(primals_22, (32, 256, 1, 1), (256, 1, 256, 256), 0), primals_23, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf38, (1, 32, 7, 7), (1568, 1, 224, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_23
        buf39 = buf38; del buf38  # reuse
        assert_size_stride_grouped((primals_24, primals_25), ((128, 32, 1, 1), (128, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_6(buf39)
        # Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten.convolution]
        buf40 = extern_kernels.convolution(buf39, reinterpret_tensor(primals_24, (128, 32, 1, 1), (32, 1, 32, 32), 0), primals_25, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf40, (1, 128, 7, 7), (6272, 1, 896, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_25
        buf44 = buf36; del buf36  # reuse
        buf42 = reinterpret_tensor(buf44, (1, 128, 7, 7), (12544, 49, 7, 1), 0)  # alias
        buf95 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.bool)
        assert_size_stride(primals_27, (128, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_7(buf40, buf42, buf95)
        del buf40
        # Topologically Sorted Source Nodes: [conv2d_12], Original ATen: [aten.convolution]
        buf41 = extern_kernels.convolution(buf39, buf5, primals_27, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf41, (1, 128, 7, 7), (6272, 1, 896, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_27
        buf43 = reinterpret_tensor(buf44, (1, 128, 7, 7), (12544, 49, 7, 1), 6272)  # alias
        buf94 = empty_strided_cpu((1, 128, 7, 7), (6272, 1, 896, 128), torch.bool)
        buf45 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        buf46 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.int8)
        assert_size_stride_grouped((primals_28, primals_29), ((48, 256, 1, 1), (48, )), ((256, 1, 1, 1), (1, )), 'input')
        cpp_fused_max_pool2d_with_indices_relu_threshold_backward_9(buf41, buf44, buf43, buf94, buf45, buf46)
        del buf41
        del buf42
        del buf43
        del buf44
        # Topologically Sorted Source Nodes: [conv2d_13], Original ATen: [aten.convolution]
        buf47 = extern_kernels.convolution(buf45, reinterpret_tensor(primals_28, (48, 256, 1, 1), (256, 1, 256, 256), 0), primals_29, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf47, (1, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_29
        buf48 = buf47; del buf47  # reuse
        assert_size_stride_grouped((primals_30, primals_31), ((192, 48, 1, 1), (192, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_10(buf48)
        # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten.convolution]
        buf49 = extern_kernels.convolution(buf48, reinterpret_tensor(primals_30, (192, 48, 1, 1), (48, 1, 48, 48), 0), primals_31, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf49, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_31
        buf53 = empty_strided_cpu((1, 384, 3, 3), (3456, 9, 3, 1), torch.float32)
        buf51 = reinterpret_tensor(buf53, (1, 192, 3, 3), (3456, 9, 3, 1), 0)  # alias
        buf93 = empty_strided_cpu((1, 192, 3, 3), (1728, 1, 576, 192), torch.bool)
        assert_size_stride(primals_32, (192, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf6 = empty_strided_cpu((192, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(primals_33, (192, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_11(buf49, primals_32, buf51, buf93, buf6)
        del buf49
        del primals_32
        # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten.convolution]
        buf50 = extern_kernels.convolution(buf48, buf6, primals_33, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf50, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_33
        buf52 = reinterpret_tensor(buf53, (1, 192, 3, 3), (3456, 9, 3, 1), 1728)  # alias
        buf92 = empty_strided_cpu((1, 192, 3, 3), (1728, 1, 576, 192), torch.bool)
        buf54 = empty_strided_cpu((1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32)
        assert_size_stride_grouped((primals_34, primals_35), ((48, 384, 1, 1), (48, )), ((384, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_relu_threshold_backward_12(buf50, buf53, buf52, buf92, buf54)
        del buf50
        del buf51
        del buf52
        # Topologically Sorted Source Nodes: [conv2d_16], Original ATen: [aten.convolution]
        buf55 = extern_kernels.convolution(buf54, reinterpret_tensor(primals_34, (48, 384, 1, 1), (384, 1, 384, 384), 0), primals_35, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf55, (1, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_35
        buf56 = buf55; del buf55  # reuse
        assert_size_stride_grouped((primals_36, primals_37), ((192, 48, 1, 1), (192, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_10(buf56)
        # Topologically Sorted Source Nodes: [conv2d_17], Original ATen: [aten.convolution]
        buf57 = extern_kernels.convolution(buf56, reinterpret_tensor(primals_36, (192, 48, 1, 1), (48, 1, 48, 48), 0), primals_37, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf57, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_37
        buf61 = buf53; del buf53  # reuse
        buf59 = reinterpret_tensor(buf61, (1, 192, 3, 3), (3456, 9, 3, 1), 0)  # alias
        buf91 = empty_strided_cpu((1, 192, 3, 3), (1728, 1, 576, 192), torch.bool)
        assert_size_stride(primals_38, (192, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf7 = empty_strided_cpu((192, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(primals_39, (192, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_11(buf57, primals_38, buf59, buf91, buf7)
        del buf57
        del primals_38
        # Topologically Sorted Source Nodes: [conv2d_18], Original ATen: [aten.convolution]
        buf58 = extern_kernels.convolution(buf56, buf7, primals_39, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf58, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_39
        buf60 = reinterpret_tensor(buf61, (1, 192, 3, 3), (3456, 9, 3, 1), 1728)  # alias
        buf90 = empty_strided_cpu((1, 192, 3, 3), (1728, 1, 576, 192), torch.bool)
        buf62 = empty_strided_cpu((1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32)
        assert_size_stride_grouped((primals_40, primals_41), ((64, 384, 1, 1), (64, )), ((384, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_relu_threshold_backward_12(buf58, buf61, buf60, buf90, buf62)
        del buf58
        del buf59
        del buf60
        del buf61
        # Topologically Sorted Source Nodes: [conv2d_19], Original ATen: [aten.convolution]
        buf63 = extern_kernels.convolution(buf62, reinterpret_tensor(primals_40, (64, 384, 1, 1), (384, 1, 384, 384), 0), primals_41, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf63, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_41
        buf64 = buf63; del buf63  # reuse
        assert_size_stride_grouped((primals_42, primals_43), ((256, 64, 1, 1), (256, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_13(buf64)
        # Topologically Sorted Source Nodes: [conv2d_20], Original ATen: [aten.convolution]
        buf65 = extern_kernels.convolution(buf64, reinterpret_tensor(primals_42, (256, 64, 1, 1), (64, 1, 64, 64), 0), primals_43, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf65, (1, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_43
        buf69 = empty_strided_cpu((1, 512, 3, 3), (4608, 9, 3, 1), torch.float32)
        buf67 = reinterpret_tensor(buf69, (1, 256, 3, 3), (4608, 9, 3, 1), 0)  # alias
        buf89 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.bool)
        assert_size_stride(primals_44, (256, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((256, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_45, (256, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_14(buf65, primals_44, buf67, buf89, buf8)
        del buf65
        del primals_44
        # Topologically Sorted Source Nodes: [conv2d_21], Original ATen: [aten.convolution]
        buf66 = extern_kernels.convolution(buf64, buf8, primals_45, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf66, (1, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_45
        buf68 = reinterpret_tensor(buf69, (1, 256, 3, 3), (4608, 9, 3, 1), 2304)  # alias
        buf88 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.bool)
        buf70 = empty_strided_cpu((1, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        assert_size_stride_grouped((primals_46, primals_47), ((64, 512, 1, 1), (64, )), ((512, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_relu_threshold_backward_15(buf66, buf69, buf68, buf88, buf70)
        del buf66
        del buf67
        del buf68
        # Topologically Sorted Source Nodes: [conv2d_22], Original ATen: [aten.convolution]
        buf71 = extern_kernels.convolution(buf70, reinterpret_tensor(primals_46, (64, 512, 1, 1), (512, 1, 512, 512), 0), primals_47, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf71, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_47
        buf72 = buf71; del buf71  # reuse
        assert_size_stride_grouped((primals_48, primals_49), ((256, 64, 1, 1), (256, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_13(buf72)
        # Topologically Sorted Source Nodes: [conv2d_23], Original ATen: [aten.convolution]
        buf73 = extern_kernels.convolution(buf72, reinterpret_tensor(primals_48, (256, 64, 1, 1), (64, 1, 64, 64), 0), primals_49, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf73, (1, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_49
        buf77 = buf69; del buf69  # reuse
        buf75 = reinterpret_tensor(buf77, (1, 256, 3, 3), (4608, 9, 3, 1), 0)  # alias
        buf87 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.bool)
        assert_size_stride(primals_50, (256, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf9 = empty_strided_cpu((256, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_51, (256, ), (1, ), 'input')
        cpp_fused_relu_threshold_backward_14(buf73, primals_50, buf75, buf87, buf9)
        del buf73
        del primals_50
        # Topologically Sorted Source Nodes: [conv2d_24], Original ATen: [aten.convolution]
        buf74 = extern_kernels.convolution(buf72, buf9, primals_51, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf74, (1, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_51
        buf76 = reinterpret_tensor(buf77, (1, 256, 3, 3), (4608, 9, 3, 1), 2304)  # alias
        buf86 = empty_strided_cpu((1, 256, 3, 3), (2304, 1, 768, 256), torch.bool)
        buf81 = empty_strided_cpu((1, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        assert_size_stride_grouped((primals_52, primals_53), ((1000, 512, 1, 1), (1000, )), ((512, 1, 1, 1), (1, )), 'input')
        cpp_fused_native_dropout_relu_threshold_backward_16(buf74, buf80, buf77, buf76, buf86, buf81)
        del buf74
        del buf75
        del buf76
        del buf77
        # Topologically Sorted Source Nodes: [input_15], Original ATen: [aten.convolution]
        buf82 = extern_kernels.convolution(buf81, reinterpret_tensor(primals_52, (1000, 512, 1, 1), (512, 1, 512, 512), 0), primals_53, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf82, (1, 1000, 3, 3), (9000, 1, 3000, 1000), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_53
        buf83 = empty_strided_cpu((1, 1000, 1, 1), (1000, 1, 1000, 1000), torch.float32)
        buf84 = buf83; del buf83  # reuse
        buf85 = empty_strided_cpu((1, 1000, 3, 3), (9000, 9, 3, 1), torch.bool)
        cpp_fused_mean_relu_threshold_backward_17(buf84, buf82, buf85)
        return (reinterpret_tensor(buf84, (1, 1000), (1000, 1), 0), buf0, buf1, primals_4, primals_6, buf2, primals_10, primals_12, buf3, primals_16, primals_18, buf4, primals_22, primals_24, buf5, primals_28, primals_30, buf6, primals_34, primals_36, buf7, primals_40, primals_42, buf8, primals_46, primals_48, buf9, primals_52, buf11, buf12, buf14, buf20, buf22, buf28, buf29, buf31, buf37, buf39, buf45, buf46, buf48, buf54, buf56, buf62, buf64, buf70, buf72, buf80, buf81, buf85, buf86, buf87, buf88, buf89, buf90, buf91, buf92, buf93, buf94, buf95, buf96, buf97, buf98, buf99, buf100, buf101, buf102, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((128, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((128, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((32, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((128, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((128, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((48, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((192, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((192, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((48, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((192, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((192, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((256, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((256, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((1000, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
