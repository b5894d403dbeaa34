# AOT ID: ['2_backward']
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


cpp_fused_div_expand_relu_threshold_backward_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            auto tmp2 = static_cast<float>(0.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                            auto tmp6 = static_cast<float>(1024.0);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 / tmp7;
                            auto tmp9 = decltype(tmp3)::blendv(tmp8, tmp3, tmp4.template cast<float,1>());
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 32768L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr6 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
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
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00048828125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(2048.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(1e-05);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp14.rsqrt();
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp18 = tmp3 * tmp17;
                        auto tmp19 = tmp0 - tmp18;
                        auto tmp21 = tmp20 * tmp6;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.00048828125);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = tmp13 * tmp13;
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp8 * tmp15;
                        auto tmp17 = tmp5 - tmp16;
                        auto tmp19 = tmp18 * tmp11;
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp22 = tmp13 * tmp21;
                        auto tmp23 = tmp20 * tmp22;
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
        primals_3, primals_1, primals_2, primals_7, primals_9, primals_10, primals_14, primals_15, primals_21, primals_25, primals_23, primals_16, relu, getitem_3, rsqrt_1, convolution_2, add_15, mean, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 10), (10, 1), 'input')
        assert_size_stride(primals_25, (10, 32), (32, 1), 'input')
        buf0 = empty_strided_cpu((2, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_25, out=buf0)
        del primals_25
        assert_size_stride(add_15, (2, 32, 32, 32), (32768, 1, 1024, 32), 'input')
        buf3 = add_15; del add_15  # reuse
        assert_size_stride(relu, (2, 16, 32, 32), (16384, 1, 512, 16), 'input')
        assert_size_stride(primals_23, (32, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused_div_expand_relu_threshold_backward_unsqueeze_0(buf3, buf0)
        del buf0
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf4 = torch.ops.aten.convolution_backward.default(buf3, relu, primals_23, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_23
        buf5 = buf4[0]
        assert_size_stride(buf5, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf5 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf6 = buf4[1]
        assert_size_stride(buf6, (32, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf4[2]
        assert_size_stride(buf7, (32, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf4
        assert_size_stride(primals_9, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        assert_size_stride(primals_10, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf14 = extern_kernels.convolution(relu, primals_9, primals_10, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_size_stride(buf14, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        del primals_10
        assert_size_stride(getitem_3, (1, 16, 1, 1), (16, 1, 16, 16), 'input')
        assert_size_stride(rsqrt_1, (1, 16, 1, 1), (16, 1, 16, 16), 'input')
        assert_size_stride(primals_14, (16, ), (1, ), 'input')
        assert_size_stride(primals_15, (16, ), (1, ), 'input')
        buf15 = empty_strided_cpu((2, 16, 32, 32), (16384, 1, 512, 16), torch.float32)
        assert_size_stride(convolution_2, (2, 32, 32, 32), (32768, 1, 1024, 32), 'input')
        buf8 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 1, 1), torch.float32)
        buf9 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf11 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf12 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (32, ), (1, ), 'input')
        buf16 = buf3; del buf3  # reuse
        assert_size_stride(primals_16, (32, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_1(buf16, buf14, getitem_3, rsqrt_1, primals_14, primals_15, convolution_2, primals_21, buf15, buf8, buf9, buf11, buf12, buf13)
        del buf12
        del buf8
        del buf9
        del convolution_2
        del primals_15
        del primals_21
        # Topologically Sorted Source Nodes: [input_8, unsqueeze_14, unsqueeze_15, unsqueeze_16, sub_3, mul_22, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_23, mul_24, mul_25, unsqueeze_20, unsqueeze_21, unsqueeze_22, mul_26, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_27, sub_5, sub_6, mul_28, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf17 = torch.ops.aten.convolution_backward.default(buf16, buf15, primals_16, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
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
        buf21 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf22 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf23 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf24 = buf15; del buf15  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_2(buf24, buf18, buf14, getitem_3, rsqrt_1, primals_14, buf21, buf22, buf23)
        del buf14
        del buf18
        del getitem_3
        del primals_14
        del rsqrt_1
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, input_5, unsqueeze_26, unsqueeze_27, unsqueeze_28, sub_7, mul_31, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_32, mul_33, mul_34, unsqueeze_32, unsqueeze_33, unsqueeze_34, mul_35, unsqueeze_35, unsqueeze_36, unsqueeze_37, mul_36, sub_9, sub_10, mul_37, convolution_backward_2], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf25 = torch.ops.aten.convolution_backward.default(buf24, relu, primals_9, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 16, [True, True, True])
        del buf24
        del primals_9
        buf26 = buf25[0]
        assert_size_stride(buf26, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_size_stride(buf27, (16, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf27 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf28 = buf25[2]
        assert_size_stride(buf28, (16, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf25
        assert_size_stride(primals_3, (2, 3, 32, 32), (3072, 1, 96, 3), 'input')
        assert_size_stride(primals_1, (16, 3, 3, 3), (27, 1, 9, 3), 'input')
        assert_size_stride(primals_2, (16, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf29 = extern_kernels.convolution(primals_3, primals_1, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_size_stride(buf29, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        del primals_2
        buf30 = reinterpret_tensor(buf22, (1, 16, 1, 1), (16, 1, 1, 1), 0); del buf22  # reuse
        buf31 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf33 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf34 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf35 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        buf36 = relu; del relu  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_3(buf36, buf29, buf5, buf26, primals_7, buf30, buf31, buf33, buf34, buf35)
        del buf26
        del buf29
        del buf30
        del buf31
        del buf34
        del buf5
        del primals_7
        # Topologically Sorted Source Nodes: [full_default, add_16, le_2, where_2, input_2, unsqueeze_38, unsqueeze_39, unsqueeze_40, sub_11, mul_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, mul_41, mul_42, mul_43, unsqueeze_44, unsqueeze_45, unsqueeze_46, mul_44, unsqueeze_47, unsqueeze_48, unsqueeze_49, mul_45, sub_13, sub_14, mul_46, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf37 = torch.ops.aten.convolution_backward.default(buf36, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf36
        del primals_1
        del primals_3
        buf38 = buf37[1]
        assert_size_stride(buf38, (16, 3, 3, 3), (27, 1, 9, 3), 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf39 = buf37[2]
        assert_size_stride(buf39, (16, ), (1, ), 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf37
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(mean, (2, 32), (32, 1), 'input')
        cpp_fused_sum_4(tangents_1, buf2)
        buf1 = empty_strided_cpu((10, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 2), (1, 10), 0), mean, out=buf1)
        del mean
        del tangents_1
        return (buf38, buf39, None, None, None, None, buf35, buf33, buf27, buf28, None, None, None, buf23, buf21, buf19, buf20, None, None, None, buf13, buf11, buf6, buf7, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

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
    primals_15 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((10, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((2, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((2, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    add_15 = rand_strided((2, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    mean = rand_strided((2, 32), (32, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_1, primals_2, primals_7, primals_9, primals_10, primals_14, primals_15, primals_21, primals_25, primals_23, primals_16, relu, getitem_3, rsqrt_1, convolution_2, add_15, mean, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
