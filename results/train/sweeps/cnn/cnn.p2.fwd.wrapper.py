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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 3072L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 3072L*x0), static_cast<int64_t>(3L));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(2048.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0004885197850513);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(2048.0);
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
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5)
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
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(2048.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0004885197850513);
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_mean_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp19[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 32768L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 32768L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp4 = static_cast<float>(2048.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 / tmp5;
                                auto tmp7 = static_cast<float>(1e-05);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 + tmp8;
                                auto tmp10 = tmp9.rsqrt();
                                auto tmp11 = tmp2 * tmp10;
                                auto tmp13 = tmp11 * tmp12;
                                auto tmp15 = tmp13 + tmp14;
                                auto tmp17 = tmp15 + tmp16;
                                auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                                tmp18.store(tmp19 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp19, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 32768L*x0), static_cast<int64_t>(1024L));
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_copy__4 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26 = args
        args.clear()
        assert_size_stride(primals_1, (16, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_3, (2, 3, 32, 32), (3072, 1024, 32, 1), 'input')
        buf1 = empty_strided_cpu((2, 3, 32, 32), (3072, 1, 96, 3), torch.float32)
        assert_size_stride(primals_2, (16, ), (1, ), 'input')
        cpp_fused_0(primals_1, primals_3, buf0, buf1)
        del primals_1
        del primals_3
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf2, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        assert_size_stride(primals_5, (16, ), (1, ), 'input')
        assert_size_stride(primals_6, (16, ), (1, ), 'input')
        buf3 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf4 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        assert_size_stride(primals_8, (16, ), (1, ), 'input')
        buf6 = buf2; del buf2  # reuse
        assert_size_stride(primals_9, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        assert_size_stride(primals_10, (16, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_1(buf6, primals_5, primals_6, primals_7, primals_8, buf3, buf4, primals_5, primals_6)
        del primals_5
        del primals_6
        del primals_8
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf7 = extern_kernels.convolution(buf6, reinterpret_tensor(primals_9, (16, 1, 3, 3), (9, 1, 3, 1), 0), primals_10, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_size_stride(buf7, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        assert_size_stride(primals_12, (16, ), (1, ), 'input')
        assert_size_stride(primals_13, (16, ), (1, ), 'input')
        buf8 = buf4; del buf4  # reuse
        buf9 = buf3; del buf3  # reuse
        assert_size_stride(primals_14, (16, ), (1, ), 'input')
        assert_size_stride(primals_15, (16, ), (1, ), 'input')
        buf11 = buf7; del buf7  # reuse
        assert_size_stride(primals_16, (32, 16, 1, 1), (16, 1, 1, 1), 'input')
        assert_size_stride(primals_17, (32, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_1(buf11, primals_12, primals_13, primals_14, primals_15, buf8, buf9, primals_12, primals_13)
        del buf8
        del buf9
        del primals_12
        del primals_13
        del primals_15
        # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.convolution]
        buf12 = extern_kernels.convolution(buf11, reinterpret_tensor(primals_16, (32, 16, 1, 1), (16, 1, 16, 16), 0), primals_17, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf12, (2, 32, 32, 32), (32768, 1, 1024, 32), 'torch.ops.aten.convolution.default')
        assert_size_stride(primals_19, (32, ), (1, ), 'input')
        assert_size_stride(primals_20, (32, ), (1, ), 'input')
        buf13 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf14 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride(primals_23, (32, 16, 1, 1), (16, 1, 1, 1), 'input')
        assert_size_stride(primals_24, (32, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__2(buf12, primals_19, primals_20, buf13, buf14, primals_19, primals_20)
        del primals_19
        del primals_20
        # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
        buf16 = extern_kernels.convolution(buf6, reinterpret_tensor(primals_23, (32, 16, 1, 1), (16, 1, 16, 16), 0), primals_24, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf16, (2, 32, 32, 32), (32768, 1, 1024, 32), 'torch.ops.aten.convolution.default')
        del primals_24
        assert_size_stride(primals_21, (32, ), (1, ), 'input')
        assert_size_stride(primals_22, (32, ), (1, ), 'input')
        buf17 = empty_strided_cpu((2, 32, 32, 32), (32768, 1024, 32, 1), torch.float32)
        buf18 = empty_strided_cpu((2, 32), (32, 1), torch.float32)
        buf19 = buf18; del buf18  # reuse
        assert_size_stride(primals_26, (10, ), (1, ), 'input')
        assert_size_stride(primals_25, (10, 32), (32, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_mean_relu_3(buf19, buf12, buf13, buf14, primals_21, primals_22, buf16, buf17)
        del buf12
        del buf14
        del buf16
        del primals_22
        buf20 = empty_strided_cpu((2, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_26, buf19, reinterpret_tensor(primals_25, (32, 10), (1, 32), 0), alpha=1, beta=1, out=buf20)
        del primals_26
        assert_size_stride(primals_4, (), (), 'input')
        assert_size_stride(primals_11, (), (), 'input')
        assert_size_stride(primals_18, (), (), 'input')
        cpp_fused_add_copy__4(primals_4, primals_11, primals_18, primals_4, primals_11, primals_18)
        del primals_11
        del primals_18
        del primals_4
        return (buf20, buf1, buf0, primals_2, primals_7, primals_9, primals_10, primals_14, primals_16, primals_17, primals_21, primals_25, primals_23, buf6, buf11, buf13, buf17, buf19, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 3, 32, 32), (3072, 1024, 32, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_5 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_19 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((10, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
