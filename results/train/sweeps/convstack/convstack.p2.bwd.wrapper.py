# AOT ID: ['3_backward']
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


cpp_fused__native_batch_norm_legit_functional_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.mean.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.mean.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.mean.store(out_ptr7 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x2 + 144L*x0 + 18432L*x1), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x2 + 144L*x0 + 18432L*x1), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x2 + 128L*x2_inner + 18432L*x1), static_cast<int64_t>(8));
                                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp3 = tmp1 * tmp2;
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp6 = at::vec::clamp_min(tmp5, decltype(tmp5)(0));
                                    auto tmp7 = static_cast<float>(0.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = at::vec::VecMask<float,1>(tmp6 <= tmp8);
                                    auto tmp11 = static_cast<float>(144.0);
                                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                    auto tmp13 = tmp10 / tmp12;
                                    auto tmp14 = decltype(tmp8)::blendv(tmp13, tmp8, tmp9.template cast<float,1>());
                                    auto tmp17 = tmp15 - tmp16;
                                    auto tmp18 = tmp14 * tmp17;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp18;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(1e-05);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 + tmp3;
                    auto tmp5 = tmp4.rsqrt();
                    auto tmp6 = tmp0 * tmp5;
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       const float* in_ptr20,
                       const float* in_ptr21,
                       const float* in_ptr22,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 18432L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 18432L*x0), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp6 = at::vec::clamp_min(tmp5, decltype(tmp5)(0));
                                auto tmp7 = static_cast<float>(0.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::VecMask<float,1>(tmp6 <= tmp8);
                                auto tmp11 = static_cast<float>(144.0);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 / tmp12;
                                auto tmp14 = decltype(tmp8)::blendv(tmp13, tmp8, tmp9.template cast<float,1>());
                                auto tmp17 = tmp15 - tmp16;
                                auto tmp19 = static_cast<float>(0.0008680555555555555);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 * tmp20;
                                auto tmp23 = static_cast<float>(1e-05);
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp22 + tmp24;
                                auto tmp26 = tmp25.rsqrt();
                                auto tmp27 = tmp26 * tmp26;
                                auto tmp28 = tmp21 * tmp27;
                                auto tmp29 = tmp17 * tmp28;
                                auto tmp30 = tmp14 - tmp29;
                                auto tmp32 = tmp31 * tmp20;
                                auto tmp33 = tmp30 - tmp32;
                                auto tmp34 = tmp26 * tmp2;
                                auto tmp35 = tmp33 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 18432L*x0));
                            }
                        }
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp16.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(1152.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.0008680555555555555);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(1152.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4608L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(4608.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.00021701388888888888);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(4608.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(4608L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4608L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(4608.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.00021701388888888888);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(4608.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp16.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(18432L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(18432L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(18432L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(18432L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(18432L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(18432.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(5.425347222222222e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(18432.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
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
                    tmp_acc0_vec.m2.store(out_ptr0 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
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
        primals_3, primals_1, primals_2, primals_7, primals_8, primals_14, primals_15, primals_21, primals_22, primals_28, primals_29, primals_35, primals_36, primals_42, primals_43, primals_44, primals_37, primals_30, primals_23, primals_16, primals_9, getitem_1, convolution_1, convolution_2, convolution_3, convolution_4, convolution_5, getitem_10, getitem_11, mul_35, mean, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (8, 10), (10, 1), 'input')
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(convolution_1, (8, 32, 48, 48), (73728, 1, 1536, 32), 'input')
        buf42 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf43 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride(convolution_3, (8, 64, 24, 24), (36864, 1, 1536, 64), 'input')
        buf18 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf19 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride(convolution_2, (8, 64, 24, 24), (36864, 1, 1536, 64), 'input')
        buf30 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf31 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride(convolution_4, (8, 128, 12, 12), (18432, 1, 1536, 128), 'input')
        buf6 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf7 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(primals_44, (10, 128), (128, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_sum_0(tangents_1, convolution_1, convolution_3, convolution_2, convolution_4, buf2, buf42, buf43, buf18, buf19, buf30, buf31, buf6, buf7)
        buf0 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_21, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_44, out=buf0)
        del primals_44
        assert_size_stride(mul_35, (8, 128, 12, 12), (18432, 144, 12, 1), 'input')
        assert_size_stride(primals_42, (128, ), (1, ), 'input')
        assert_size_stride(primals_43, (128, ), (1, ), 'input')
        assert_size_stride(convolution_5, (8, 128, 12, 12), (18432, 1, 1536, 128), 'input')
        assert_size_stride(getitem_11, (1, 128, 1, 1), (128, 1, 1, 1), 'input')
        assert_size_stride(getitem_10, (1, 128, 1, 1), (128, 1, 1, 1), 'input')
        buf3 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf4 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(mean, (8, 128, 1, 1), (128, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_relu_threshold_backward_view_1(mul_35, primals_42, primals_43, buf0, convolution_5, getitem_11, getitem_10, buf3, buf4, buf5)
        buf1 = empty_strided_cpu((10, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, input_20, mm_1], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 8), (1, 10), 0), reinterpret_tensor(mean, (8, 128), (128, 1), 0), out=buf1)
        del mean
        del tangents_1
        buf10 = convolution_5; del convolution_5  # reuse
        assert_size_stride(primals_35, (128, ), (1, ), 'input')
        assert_size_stride(primals_36, (128, ), (1, ), 'input')
        buf9 = empty_strided_cpu((8, 128, 12, 12), (18432, 1, 1536, 128), torch.float32)
        assert_size_stride(primals_28, (64, ), (1, ), 'input')
        assert_size_stride(primals_29, (64, ), (1, ), 'input')
        buf21 = empty_strided_cpu((8, 64, 24, 24), (36864, 1, 1536, 64), torch.float32)
        assert_size_stride(primals_21, (64, ), (1, ), 'input')
        assert_size_stride(primals_22, (64, ), (1, ), 'input')
        buf33 = empty_strided_cpu((8, 64, 24, 24), (36864, 1, 1536, 64), torch.float32)
        assert_size_stride(primals_37, (128, 128, 3, 3), (1152, 1, 384, 128), 'input')
        cpp_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2(buf10, mul_35, primals_42, primals_43, buf0, getitem_11, buf4, getitem_10, buf3, convolution_4, buf6, buf7, primals_35, primals_36, convolution_3, buf18, buf19, primals_28, primals_29, convolution_2, buf30, buf31, primals_21, primals_22, buf9, buf21, buf33)
        del buf0
        del getitem_10
        del getitem_11
        del mul_35
        del primals_22
        del primals_29
        del primals_36
        del primals_42
        del primals_43
        # Topologically Sorted Source Nodes: [view_2, expand, div, input_17, input_18, le, full_default, where, unsqueeze_24, unsqueeze_25, unsqueeze_26, sub_6, mul_43, unsqueeze_27, unsqueeze_28, unsqueeze_29, mul_44, mul_45, mul_46, unsqueeze_30, unsqueeze_31, unsqueeze_32, mul_47, unsqueeze_33, unsqueeze_34, unsqueeze_35, mul_48, sub_8, sub_9, mul_49, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf11 = torch.ops.aten.convolution_backward.default(buf10, buf9, primals_37, [128], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf10
        del primals_37
        buf12 = buf11[0]
        assert_size_stride(buf12, (8, 128, 12, 12), (18432, 1, 1536, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf11[1]
        assert_size_stride(buf13, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf14 = buf11[2]
        assert_size_stride(buf14, (128, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf14 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf11
        buf15 = buf4; del buf4  # reuse
        buf16 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf22 = buf9; del buf9  # reuse
        assert_size_stride(primals_30, (128, 64, 3, 3), (576, 1, 192, 64), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_3(buf22, buf12, convolution_4, buf6, buf7, primals_35, buf15, buf16, buf17)
        del buf12
        del buf16
        del buf6
        del buf7
        del convolution_4
        del primals_35
        # Topologically Sorted Source Nodes: [full_default, input_14, le_1, where_1, unsqueeze_36, unsqueeze_37, unsqueeze_38, sub_10, mul_52, unsqueeze_39, unsqueeze_40, unsqueeze_41, mul_53, mul_54, mul_55, unsqueeze_42, unsqueeze_43, unsqueeze_44, mul_56, unsqueeze_45, unsqueeze_46, unsqueeze_47, mul_57, sub_12, sub_13, mul_58, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf23 = torch.ops.aten.convolution_backward.default(buf22, buf21, primals_30, [128], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf22
        del primals_30
        buf24 = buf23[0]
        assert_size_stride(buf24, (8, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf25 = buf23[1]
        assert_size_stride(buf25, (128, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf26 = buf23[2]
        assert_size_stride(buf26, (128, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf23
        buf27 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf29 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf34 = buf21; del buf21  # reuse
        assert_size_stride(primals_23, (64, 64, 3, 3), (576, 1, 192, 64), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_4(buf34, buf24, convolution_3, buf18, buf19, primals_28, buf27, buf28, buf29)
        del buf24
        del convolution_3
        del primals_28
        # Topologically Sorted Source Nodes: [full_default, input_11, le_2, where_2, unsqueeze_48, unsqueeze_49, unsqueeze_50, sub_14, mul_61, unsqueeze_51, unsqueeze_52, unsqueeze_53, mul_62, mul_63, mul_64, unsqueeze_54, unsqueeze_55, unsqueeze_56, mul_65, unsqueeze_57, unsqueeze_58, unsqueeze_59, mul_66, sub_16, sub_17, mul_67, convolution_backward_2], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf35 = torch.ops.aten.convolution_backward.default(buf34, buf33, primals_23, [64], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf34
        del primals_23
        buf36 = buf35[0]
        assert_size_stride(buf36, (8, 64, 24, 24), (36864, 1, 1536, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf37 = buf35[1]
        assert_size_stride(buf37, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf35[2]
        assert_size_stride(buf38, (64, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf35
        buf39 = buf28; del buf28  # reuse
        buf40 = reinterpret_tensor(buf19, (64, ), (1, ), 0); del buf19  # reuse
        buf41 = reinterpret_tensor(buf18, (64, ), (1, ), 0); del buf18  # reuse
        buf46 = buf33; del buf33  # reuse
        assert_size_stride(primals_14, (32, ), (1, ), 'input')
        assert_size_stride(primals_15, (32, ), (1, ), 'input')
        buf45 = empty_strided_cpu((8, 32, 48, 48), (73728, 1, 1536, 32), torch.float32)
        assert_size_stride(primals_16, (64, 32, 3, 3), (288, 1, 96, 32), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_5(buf46, buf36, convolution_2, buf30, buf31, primals_21, convolution_1, buf42, buf43, primals_14, primals_15, buf39, buf40, buf41, buf45)
        del buf30
        del buf31
        del buf36
        del buf40
        del convolution_2
        del primals_15
        del primals_21
        # Topologically Sorted Source Nodes: [full_default, input_8, le_3, where_3, unsqueeze_60, unsqueeze_61, unsqueeze_62, sub_18, mul_70, unsqueeze_63, unsqueeze_64, unsqueeze_65, mul_71, mul_72, mul_73, unsqueeze_66, unsqueeze_67, unsqueeze_68, mul_74, unsqueeze_69, unsqueeze_70, unsqueeze_71, mul_75, sub_20, sub_21, mul_76, convolution_backward_3], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf47 = torch.ops.aten.convolution_backward.default(buf46, buf45, primals_16, [64], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf46
        del primals_16
        buf48 = buf47[0]
        assert_size_stride(buf48, (8, 32, 48, 48), (73728, 1, 1536, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf48 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf49 = buf47[1]
        assert_size_stride(buf49, (64, 32, 3, 3), (288, 1, 96, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf49 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf50 = buf47[2]
        assert_size_stride(buf50, (64, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf50 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf47
        buf51 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf52 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf53 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf59 = buf45; del buf45  # reuse
        assert_size_stride(primals_3, (8, 3, 48, 48), (6912, 1, 144, 3), 'input')
        assert_size_stride(primals_1, (32, 3, 3, 3), (27, 1, 9, 3), 'input')
        assert_size_stride(primals_2, (32, ), (1, ), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_6(buf59, buf48, convolution_1, buf42, buf43, primals_14, buf51, buf52, buf53)
        del buf48
        del convolution_1
        del primals_14
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf54 = extern_kernels.convolution(primals_3, primals_1, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf54, (8, 32, 48, 48), (73728, 1, 1536, 32), 'torch.ops.aten.convolution.default')
        del primals_2
        buf56 = reinterpret_tensor(buf52, (1, 32, 1, 1), (32, 1, 32, 32), 0); del buf52  # reuse
        assert_size_stride(getitem_1, (1, 32, 1, 1), (32, 1, 32, 32), 'input')
        assert_size_stride(primals_7, (32, ), (1, ), 'input')
        assert_size_stride(primals_8, (32, ), (1, ), 'input')
        buf58 = empty_strided_cpu((8, 32, 48, 48), (73728, 1, 1536, 32), torch.float32)
        assert_size_stride(primals_9, (32, 32, 3, 3), (288, 1, 96, 32), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_7(buf54, getitem_1, primals_7, primals_8, buf56, buf58)
        del primals_8
        # Topologically Sorted Source Nodes: [full_default, input_5, le_4, where_4, unsqueeze_72, unsqueeze_73, unsqueeze_74, sub_22, mul_79, unsqueeze_75, unsqueeze_76, unsqueeze_77, mul_80, mul_81, mul_82, unsqueeze_78, unsqueeze_79, unsqueeze_80, mul_83, unsqueeze_81, unsqueeze_82, unsqueeze_83, mul_84, sub_24, sub_25, mul_85, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf60 = torch.ops.aten.convolution_backward.default(buf59, buf58, primals_9, [32], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf59
        del primals_9
        buf61 = buf60[0]
        assert_size_stride(buf61, (8, 32, 48, 48), (73728, 1, 1536, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf61 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf62 = buf60[1]
        assert_size_stride(buf62, (32, 32, 3, 3), (288, 1, 96, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf62 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf63 = buf60[2]
        assert_size_stride(buf63, (32, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf63 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf60
        buf64 = reinterpret_tensor(buf43, (32, ), (1, ), 0); del buf43  # reuse
        buf65 = reinterpret_tensor(buf42, (32, ), (1, ), 0); del buf42  # reuse
        buf66 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf67 = buf58; del buf58  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_6(buf67, buf61, buf54, getitem_1, buf56, primals_7, buf64, buf65, buf66)
        del buf54
        del buf56
        del buf61
        del buf65
        del getitem_1
        del primals_7
        # Topologically Sorted Source Nodes: [full_default, input_2, le_5, where_5, unsqueeze_84, unsqueeze_85, unsqueeze_86, sub_26, mul_88, unsqueeze_87, unsqueeze_88, unsqueeze_89, mul_89, mul_90, mul_91, unsqueeze_90, unsqueeze_91, unsqueeze_92, mul_92, unsqueeze_93, unsqueeze_94, unsqueeze_95, mul_93, sub_28, sub_29, mul_94, convolution_backward_5], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf68 = torch.ops.aten.convolution_backward.default(buf67, primals_3, primals_1, [32], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf67
        del primals_1
        del primals_3
        buf69 = buf68[1]
        assert_size_stride(buf69, (32, 3, 3, 3), (27, 1, 9, 3), 'torch.ops.aten.convolution_backward.default')
        # buffer buf69 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf70 = buf68[2]
        assert_size_stride(buf70, (32, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf69, buf70, None, None, None, None, buf66, buf64, buf62, buf63, None, None, None, buf53, buf51, buf49, buf50, None, None, None, buf41, buf39, buf37, buf38, None, None, None, buf29, buf27, buf25, buf26, None, None, None, buf17, buf15, buf13, buf14, None, None, None, buf5, buf3, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((8, 3, 48, 48), (6912, 1, 144, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((32, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((64, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((8, 32, 48, 48), (73728, 1, 1536, 32), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((8, 64, 24, 24), (36864, 1, 1536, 64), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((8, 64, 24, 24), (36864, 1, 1536, 64), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((8, 128, 12, 12), (18432, 1, 1536, 128), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((8, 128, 12, 12), (18432, 1, 1536, 128), device='cpu', dtype=torch.float32)
    getitem_10 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    mul_35 = rand_strided((8, 128, 12, 12), (18432, 144, 12, 1), device='cpu', dtype=torch.float32)
    mean = rand_strided((8, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((8, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_1, primals_2, primals_7, primals_8, primals_14, primals_15, primals_21, primals_22, primals_28, primals_29, primals_35, primals_36, primals_42, primals_43, primals_44, primals_37, primals_30, primals_23, primals_16, primals_9, getitem_1, convolution_1, convolution_2, convolution_3, convolution_4, convolution_5, getitem_10, getitem_11, mul_35, mean, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
