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


cpp_fused_convolution_backward_div_expand_threshold_backward_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = static_cast<float>(1024.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 32768L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 32768L*x0), static_cast<int64_t>(32L));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 32768L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 32768L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x2 + 32L*x2_inner + 32768L*x1), static_cast<int64_t>(8));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp4 = tmp2 - tmp3;
                                    auto tmp5 = tmp1 * tmp4;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp1;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp5;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
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
                    tmp_acc0_vec.m2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 32768L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 32768L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp4 = tmp2 - tmp3;
                                auto tmp6 = static_cast<float>(0.00048828125);
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp10 = static_cast<float>(2048.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 / tmp11;
                                auto tmp13 = static_cast<float>(1e-05);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 + tmp14;
                                auto tmp16 = tmp15.rsqrt();
                                auto tmp17 = tmp16 * tmp16;
                                auto tmp18 = tmp8 * tmp17;
                                auto tmp19 = tmp4 * tmp18;
                                auto tmp20 = tmp1 - tmp19;
                                auto tmp22 = tmp21 * tmp7;
                                auto tmp23 = tmp20 - tmp22;
                                auto tmp25 = tmp16 * tmp24;
                                auto tmp26 = tmp23 * tmp25;
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 32768L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.00048828125);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(2048.0);
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
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
    auto in_ptr1 = in_out_ptr0;
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
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp11;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(0.00048828125);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp16 = static_cast<float>(2048.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 / tmp17;
                        auto tmp19 = static_cast<float>(1e-05);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 + tmp20;
                        auto tmp22 = tmp21.rsqrt();
                        auto tmp23 = tmp22 * tmp22;
                        auto tmp24 = tmp14 * tmp23;
                        auto tmp25 = tmp10 * tmp24;
                        auto tmp26 = tmp7 - tmp25;
                        auto tmp28 = tmp27 * tmp13;
                        auto tmp29 = tmp26 - tmp28;
                        auto tmp31 = tmp22 * tmp30;
                        auto tmp32 = tmp29 * tmp31;
                        tmp32.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
        primals_3, primals_1, primals_2, primals_7, primals_9, primals_10, primals_14, primals_16, primals_17, primals_21, primals_25, primals_23, relu, relu_1, getitem_5, relu_2, mean, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 10), (10, 1), 'input')
        assert_size_stride(primals_25, (10, 32), (32, 1), 'input')
        buf0 = empty_strided_cpu((2, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_25, out=buf0)
        del primals_25
        assert_size_stride(relu_2, (2, 32, 32, 32), (32768, 1024, 32, 1), 'input')
        buf3 = relu_2; del relu_2  # reuse
        buf4 = empty_strided_cpu((2, 32, 32, 32), (32768, 1, 1024, 32), torch.float32)
        assert_size_stride(relu, (2, 16, 32, 32), (16384, 1, 512, 16), 'input')
        assert_size_stride(primals_23, (32, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_div_expand_threshold_backward_unsqueeze_0(buf3, buf0, buf4)
        del buf0
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf5 = torch.ops.aten.convolution_backward.default(buf4, relu, primals_23, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf4
        del primals_23
        buf6 = buf5[0]
        assert_size_stride(buf6, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf5[1]
        assert_size_stride(buf7, (32, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf5[2]
        assert_size_stride(buf8, (32, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf5
        assert_size_stride(relu_1, (2, 16, 32, 32), (16384, 1, 512, 16), 'input')
        assert_size_stride(primals_16, (32, 16, 1, 1), (16, 1, 1, 1), 'input')
        assert_size_stride(primals_17, (32, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(relu_1, primals_16, primals_17, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf10, (2, 32, 32, 32), (32768, 1, 1024, 32), 'torch.ops.aten.convolution.default')
        del primals_17
        assert_size_stride(getitem_5, (1, 32, 1, 1), (32, 1, 32, 32), 'input')
        buf9 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf15 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (32, ), (1, ), 'input')
        buf16 = buf10; del buf10  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_1(buf16, buf3, getitem_5, primals_21, buf9, buf11, buf13, buf15)
        del buf11
        del buf13
        del buf3
        del getitem_5
        del primals_21
        # Topologically Sorted Source Nodes: [input_8, unsqueeze_14, unsqueeze_15, unsqueeze_16, sub_3, mul_22, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_23, mul_24, mul_25, unsqueeze_20, unsqueeze_21, unsqueeze_22, mul_26, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_27, sub_5, sub_6, mul_28, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf17 = torch.ops.aten.convolution_backward.default(buf16, relu_1, primals_16, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf16
        del primals_16
        buf18 = buf17[0]
        assert_size_stride(buf18, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf19 = buf17[1]
        assert_size_stride(buf19, (32, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf19 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf20 = buf17[2]
        assert_size_stride(buf20, (32, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf17
        assert_size_stride(primals_9, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        assert_size_stride(primals_10, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(relu, primals_9, primals_10, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_size_stride(buf21, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        del primals_10
        buf22 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 1, 1), torch.float32)
        buf23 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf25 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf26 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_14, (16, ), (1, ), 'input')
        buf28 = relu_1; del relu_1  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_2(buf28, buf21, buf18, primals_14, buf22, buf23, buf25, buf26, buf27)
        del buf18
        del buf21
        del primals_14
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, input_5, unsqueeze_26, unsqueeze_27, unsqueeze_28, sub_7, mul_31, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_32, mul_33, mul_34, unsqueeze_32, unsqueeze_33, unsqueeze_34, mul_35, unsqueeze_35, unsqueeze_36, unsqueeze_37, mul_36, sub_9, sub_10, mul_37, convolution_backward_2], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf29 = torch.ops.aten.convolution_backward.default(buf28, relu, primals_9, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 16, [True, True, True])
        del buf28
        del primals_9
        buf30 = buf29[0]
        assert_size_stride(buf30, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf31 = buf29[1]
        assert_size_stride(buf31, (16, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf29[2]
        assert_size_stride(buf32, (16, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf29
        assert_size_stride(primals_3, (2, 3, 32, 32), (3072, 1, 96, 3), 'input')
        assert_size_stride(primals_1, (16, 3, 3, 3), (27, 1, 9, 3), 'input')
        assert_size_stride(primals_2, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf33 = extern_kernels.convolution(primals_3, primals_1, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf33, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        del primals_2
        buf34 = reinterpret_tensor(buf26, (1, 16, 1, 1), (16, 1, 1, 1), 0); del buf26  # reuse
        buf35 = buf23; del buf23  # reuse
        buf37 = reinterpret_tensor(buf22, (16, ), (1, ), 0); del buf22  # reuse
        buf38 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf39 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        buf40 = relu; del relu  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_3(buf40, buf33, buf6, buf30, primals_7, buf34, buf35, buf37, buf38, buf39)
        del buf30
        del buf33
        del buf34
        del buf35
        del buf38
        del buf6
        del primals_7
        # Topologically Sorted Source Nodes: [full_default, add_16, le_2, where_2, input_2, unsqueeze_38, unsqueeze_39, unsqueeze_40, sub_11, mul_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_41, mul_42, mul_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, mul_44, unsqueeze_47, unsqueeze_48, unsqueeze_49, mul_45, sub_13, sub_14, mul_46, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf41 = torch.ops.aten.convolution_backward.default(buf40, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf40
        del primals_1
        del primals_3
        buf42 = buf41[1]
        assert_size_stride(buf42, (16, 3, 3, 3), (27, 1, 9, 3), 'torch.ops.aten.convolution_backward.default')
        # buffer buf42 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf43 = buf41[2]
        assert_size_stride(buf43, (16, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf41
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(mean, (2, 32), (32, 1), 'input')
        cpp_fused_sum_4(tangents_1, buf2)
        buf1 = empty_strided_cpu((10, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 2), (1, 10), 0), mean, out=buf1)
        del mean
        del tangents_1
        return (buf42, buf43, None, None, None, None, buf39, buf37, buf31, buf32, None, None, None, buf27, buf25, buf19, buf20, None, None, None, buf15, buf9, buf7, buf8, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((2, 3, 32, 32), (3072, 1, 96, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((10, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((2, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((2, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((2, 32, 32, 32), (32768, 1024, 32, 1), device='cpu', dtype=torch.float32)
    mean = rand_strided((2, 32), (32, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_1, primals_2, primals_7, primals_9, primals_10, primals_14, primals_16, primals_17, primals_21, primals_25, primals_23, relu, relu_1, getitem_5, relu_2, mean, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
