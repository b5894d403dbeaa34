# AOT ID: ['3_forward']
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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2304L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(2304L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2304L*x1 + 2304L*x1_inner + 6912L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 6912L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr4 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr5 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr5 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr6 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr6 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(18432L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(18432L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(18432L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(18432.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0000542564158212);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18432L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(18432.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(18432L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(18432L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(18432L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(18432.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0000542564158212);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18432L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(18432.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr6 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(4608L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(4608L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4608L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(4608.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0002170609941394);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(4608.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr6 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(1152L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(1152L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1152.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.000868809730669);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1152.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr6 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__mean_relu_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr7 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(1152L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(1152L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.1);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = static_cast<float>(0.9);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 * tmp6;
                    auto tmp8 = tmp3 + tmp7;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1152.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.000868809730669);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp9[8*8];
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 128L*x2_inner + 18432L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                    auto tmp2 = tmp0 - tmp1;
                                    auto tmp4 = static_cast<float>(1e-05);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = tmp3 + tmp5;
                                    auto tmp7 = tmp6.rsqrt();
                                    auto tmp8 = tmp2 * tmp7;
                                    auto tmp11 = tmp8 * tmp10;
                                    auto tmp13 = tmp11 + tmp12;
                                    auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                                    tmp8.store(tmp9 + static_cast<int64_t>(8L*x2_inner));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp9, static_cast<int64_t>(8), out_ptr6 + static_cast<int64_t>(x2 + 144L*x1 + 18432L*x0), static_cast<int64_t>(144L));
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(144.0);
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


cpp_fused_add_copy__6 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const int64_t* in_ptr5,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       int64_t* out_ptr9,
                       int64_t* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr9[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr11[static_cast<int64_t>(0L)] = tmp2;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45 = args
        args.clear()
        assert_size_stride(primals_1, (32, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((32, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_3, (8, 3, 48, 48), (6912, 2304, 48, 1), 'input')
        buf1 = empty_strided_cpu((8, 3, 48, 48), (6912, 1, 144, 3), torch.float32)
        assert_size_stride(primals_9, (32, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((32, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_16, (64, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((64, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_23, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_30, (128, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_37, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf6 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        assert_size_stride(primals_2, (32, ), (1, ), 'input')
        cpp_fused_0(primals_1, primals_3, primals_9, primals_16, primals_23, primals_30, primals_37, buf0, buf1, buf2, buf3, buf4, buf5, buf6)
        del primals_1
        del primals_16
        del primals_23
        del primals_3
        del primals_30
        del primals_37
        del primals_9
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf7 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf7, (8, 32, 48, 48), (73728, 1, 1536, 32), 'torch.ops.aten.convolution.default')
        assert_size_stride(primals_5, (32, ), (1, ), 'input')
        assert_size_stride(primals_6, (32, ), (1, ), 'input')
        buf8 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf9 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride(primals_7, (32, ), (1, ), 'input')
        assert_size_stride(primals_8, (32, ), (1, ), 'input')
        buf11 = buf7; del buf7  # reuse
        assert_size_stride(primals_10, (32, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_1(buf11, primals_5, primals_6, primals_7, primals_8, buf8, buf9, primals_5, primals_6)
        del primals_5
        del primals_6
        # Topologically Sorted Source Nodes: [input_2, input_3, input_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.convolution]
        buf12 = extern_kernels.convolution(buf11, buf2, primals_10, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf12, (8, 32, 48, 48), (73728, 1, 1536, 32), 'torch.ops.aten.convolution.default')
        del primals_10
        assert_size_stride(primals_12, (32, ), (1, ), 'input')
        assert_size_stride(primals_13, (32, ), (1, ), 'input')
        buf13 = buf9; del buf9  # reuse
        buf14 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride(primals_14, (32, ), (1, ), 'input')
        assert_size_stride(primals_15, (32, ), (1, ), 'input')
        buf16 = buf11; del buf11  # reuse
        assert_size_stride(primals_17, (64, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf12, primals_12, primals_13, primals_14, primals_15, buf13, buf14, primals_12, primals_13, buf16)
        del buf13
        del buf14
        del primals_12
        del primals_13
        # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.convolution]
        buf17 = extern_kernels.convolution(buf16, buf3, primals_17, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf17, (8, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution.default')
        del buf16
        del primals_17
        assert_size_stride(primals_19, (64, ), (1, ), 'input')
        assert_size_stride(primals_20, (64, ), (1, ), 'input')
        buf18 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf19 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride(primals_21, (64, ), (1, ), 'input')
        assert_size_stride(primals_22, (64, ), (1, ), 'input')
        buf21 = empty_strided_cpu((8, 64, 24, 24), (36864, 1, 1536, 64), torch.float32)
        assert_size_stride(primals_24, (64, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_3(buf17, primals_19, primals_20, primals_21, primals_22, buf18, buf19, primals_19, primals_20, buf21)
        del primals_19
        del primals_20
        # Topologically Sorted Source Nodes: [input_8, input_9, input_10], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.convolution]
        buf22 = extern_kernels.convolution(buf21, buf4, primals_24, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf22, (8, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution.default')
        del primals_24
        assert_size_stride(primals_26, (64, ), (1, ), 'input')
        assert_size_stride(primals_27, (64, ), (1, ), 'input')
        buf23 = buf19; del buf19  # reuse
        buf24 = buf18; del buf18  # reuse
        assert_size_stride(primals_28, (64, ), (1, ), 'input')
        assert_size_stride(primals_29, (64, ), (1, ), 'input')
        buf26 = buf21; del buf21  # reuse
        assert_size_stride(primals_31, (128, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_3(buf22, primals_26, primals_27, primals_28, primals_29, buf23, buf24, primals_26, primals_27, buf26)
        del buf23
        del buf24
        del primals_26
        del primals_27
        # Topologically Sorted Source Nodes: [input_11, input_12, input_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.convolution]
        buf27 = extern_kernels.convolution(buf26, buf5, primals_31, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf27, (8, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
        del buf26
        del primals_31
        assert_size_stride(primals_33, (128, ), (1, ), 'input')
        assert_size_stride(primals_34, (128, ), (1, ), 'input')
        buf28 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf29 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(primals_35, (128, ), (1, ), 'input')
        assert_size_stride(primals_36, (128, ), (1, ), 'input')
        buf31 = empty_strided_cpu((8, 128, 12, 12), (18432, 1, 1536, 128), torch.float32)
        assert_size_stride(primals_38, (128, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_4(buf27, primals_33, primals_34, primals_35, primals_36, buf28, buf29, primals_33, primals_34, buf31)
        del primals_33
        del primals_34
        # Topologically Sorted Source Nodes: [input_14, input_15, input_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.convolution]
        buf32 = extern_kernels.convolution(buf31, buf6, primals_38, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf32, (8, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution.default')
        del primals_38
        assert_size_stride(primals_40, (128, ), (1, ), 'input')
        assert_size_stride(primals_41, (128, ), (1, ), 'input')
        buf33 = reinterpret_tensor(buf29, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf29  # reuse
        buf34 = buf28; del buf28  # reuse
        buf36 = reinterpret_tensor(buf34, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf34  # reuse
        assert_size_stride(primals_42, (128, ), (1, ), 'input')
        assert_size_stride(primals_43, (128, ), (1, ), 'input')
        buf37 = reinterpret_tensor(buf31, (8, 128, 12, 12), (18432, 144, 12, 1), 0); del buf31  # reuse
        buf38 = empty_strided_cpu((8, 128, 1, 1), (128, 1, 1024, 1024), torch.float32)
        buf39 = reinterpret_tensor(buf38, (8, 128, 1, 1), (128, 1, 1, 1), 0); del buf38  # reuse
        assert_size_stride(primals_45, (10, ), (1, ), 'input')
        assert_size_stride(primals_44, (10, 128), (128, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__mean_relu_5(buf36, buf39, buf32, primals_40, primals_41, primals_42, primals_43, buf33, primals_40, primals_41, buf37)
        del primals_40
        del primals_41
        buf40 = empty_strided_cpu((8, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_20, input_21], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_45, reinterpret_tensor(buf39, (8, 128), (128, 1), 0), reinterpret_tensor(primals_44, (128, 10), (1, 128), 0), alpha=1, beta=1, out=buf40)
        del primals_45
        assert_size_stride(primals_4, (), (), 'input')
        assert_size_stride(primals_11, (), (), 'input')
        assert_size_stride(primals_18, (), (), 'input')
        assert_size_stride(primals_25, (), (), 'input')
        assert_size_stride(primals_32, (), (), 'input')
        assert_size_stride(primals_39, (), (), 'input')
        cpp_fused_add_copy__6(primals_4, primals_11, primals_18, primals_25, primals_32, primals_39, primals_4, primals_11, primals_18, primals_25, primals_32, primals_39)
        del primals_11
        del primals_18
        del primals_25
        del primals_32
        del primals_39
        del primals_4
        return (buf40, buf1, buf0, primals_2, primals_7, primals_8, primals_14, primals_15, primals_21, primals_22, primals_28, primals_29, primals_35, primals_36, primals_42, primals_43, primals_44, buf6, buf5, buf4, buf3, buf2, buf8, buf12, buf17, buf22, buf27, buf32, buf36, buf33, buf37, buf39, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((8, 3, 48, 48), (6912, 2304, 48, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_5 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((32, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_12 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_19 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_26 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_33 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_40 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
