# AOT ID: ['36_backward']
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


cpp_fused__native_batch_norm_legit_functional_add_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp11 = tmp9 - tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp18 = tmp17 + tmp8;
                        auto tmp21 = tmp19 - tmp20;
                        auto tmp23 = tmp21 * tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = tmp25 + tmp26;
                        auto tmp28 = tmp27 + tmp18;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp28.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_bernoulli_1 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                {
                    auto tmp0 = std::numeric_limits<float>::quiet_NaN();
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_div_hardswish_hardswish_backward_mul_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp13 = static_cast<float>(0.8);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 / tmp14;
                    auto tmp16 = tmp11 * tmp15;
                    auto tmp17 = static_cast<float>(-3.0);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = at::vec::VecMask<float,1>(tmp0 <= tmp18);
                    auto tmp20 = at::vec::VecMask<float,1>(tmp0 < tmp2);
                    auto tmp22 = tmp21 * tmp15;
                    auto tmp23 = tmp0 / tmp2;
                    auto tmp24 = static_cast<float>(0.5);
                    auto tmp25 = at::vec::Vectorized<float>(tmp24);
                    auto tmp26 = tmp23 + tmp25;
                    auto tmp27 = tmp22 * tmp26;
                    auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp20.template cast<float,1>());
                    auto tmp29 = decltype(tmp5)::blendv(tmp28, tmp5, tmp19.template cast<float,1>());
                    tmp16.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp29.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_div_expand_hardswish_backward_native_batch_norm_backward_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                                auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp8 = static_cast<float>(25.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 / tmp9;
                                auto tmp11 = tmp0 / tmp5;
                                auto tmp12 = static_cast<float>(0.5);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp11 + tmp13;
                                auto tmp15 = tmp10 * tmp14;
                                auto tmp16 = decltype(tmp15)::blendv(tmp10, tmp15, tmp6.template cast<float,1>());
                                auto tmp17 = static_cast<float>(0.0);
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = decltype(tmp18)::blendv(tmp16, tmp18, tmp3.template cast<float,1>());
                                auto tmp22 = tmp20 - tmp21;
                                auto tmp23 = tmp19 * tmp22;
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
                                tmp_acc1_vec = tmp_acc1_vec + tmp23;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = static_cast<float>(25.0);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 / tmp9;
                            auto tmp11 = tmp0 / tmp5;
                            auto tmp12 = static_cast<float>(0.5);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 + tmp13;
                            auto tmp15 = tmp10 * tmp14;
                            auto tmp16 = decltype(tmp15)::blendv(tmp10, tmp15, tmp6.template cast<float,1>());
                            auto tmp17 = static_cast<float>(0.0);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = decltype(tmp18)::blendv(tmp16, tmp18, tmp3.template cast<float,1>());
                            auto tmp22 = tmp20 - tmp21;
                            auto tmp24 = static_cast<float>(0.00125);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp28 = tmp27 * tmp27;
                            auto tmp29 = tmp26 * tmp28;
                            auto tmp30 = tmp22 * tmp29;
                            auto tmp31 = tmp19 - tmp30;
                            auto tmp33 = tmp32 * tmp25;
                            auto tmp34 = tmp31 - tmp33;
                            auto tmp36 = tmp27 * tmp35;
                            auto tmp37 = tmp34 * tmp36;
                            tmp37.store(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(3.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp8 = static_cast<float>(6.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = at::vec::minimum(tmp7, tmp9);
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp12 = tmp11 / tmp9;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(18432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr5 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp19.store(out_ptr1 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp8 + tmp5;
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::maximum(tmp9, tmp11);
                                auto tmp13 = static_cast<float>(6.0);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = at::vec::minimum(tmp12, tmp14);
                                auto tmp16 = tmp15 / tmp14;
                                auto tmp17 = tmp7 * tmp16;
                                auto tmp19 = static_cast<float>(25.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 / tmp20;
                                auto tmp22 = tmp17 + tmp21;
                                auto tmp23 = tmp0 / tmp5;
                                auto tmp24 = static_cast<float>(0.5);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp22 * tmp26;
                                auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                                auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                                auto tmp32 = tmp30 - tmp31;
                                auto tmp33 = tmp29 * tmp32;
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                tmp_acc1_vec = tmp_acc1_vec + tmp33;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(25.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp34 = static_cast<float>(0.00125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp32 * tmp39;
                            auto tmp41 = tmp29 - tmp40;
                            auto tmp43 = tmp42 * tmp35;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp47.store(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.00125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.00125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.00125);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp12 * tmp12;
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp4 - tmp15;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp12 * tmp20;
                        auto tmp22 = tmp19 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(288L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x2 + 7200L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 288L*x2 + 7200L*x0), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(3.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp8 = static_cast<float>(6.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = at::vec::minimum(tmp7, tmp9);
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp12 = tmp11 / tmp9;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9216L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 288L*x2 + 7200L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 288L*x2 + 7200L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 288L*x2 + 7200L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp8 + tmp5;
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::maximum(tmp9, tmp11);
                                auto tmp13 = static_cast<float>(6.0);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = at::vec::minimum(tmp12, tmp14);
                                auto tmp16 = tmp15 / tmp14;
                                auto tmp17 = tmp7 * tmp16;
                                auto tmp19 = static_cast<float>(25.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 / tmp20;
                                auto tmp22 = tmp17 + tmp21;
                                auto tmp23 = tmp0 / tmp5;
                                auto tmp24 = static_cast<float>(0.5);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp22 * tmp26;
                                auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                                auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                                auto tmp32 = tmp30 - tmp31;
                                auto tmp33 = tmp29 * tmp32;
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                tmp_acc1_vec = tmp_acc1_vec + tmp33;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(288L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(25.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp34 = static_cast<float>(0.00125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp32 * tmp39;
                            auto tmp41 = tmp29 - tmp40;
                            auto tmp43 = tmp42 * tmp35;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp47.store(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr10 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp11 = tmp9 - tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp18 = tmp17 + tmp8;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0003125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(3.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp8 = static_cast<float>(6.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = at::vec::minimum(tmp7, tmp9);
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp12 = tmp11 / tmp9;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr5 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                        tmp19.store(out_ptr1 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 144L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 144L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 144L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp8 + tmp5;
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::maximum(tmp9, tmp11);
                                auto tmp13 = static_cast<float>(6.0);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = at::vec::minimum(tmp12, tmp14);
                                auto tmp16 = tmp15 / tmp14;
                                auto tmp17 = tmp7 * tmp16;
                                auto tmp19 = static_cast<float>(100.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 / tmp20;
                                auto tmp22 = tmp17 + tmp21;
                                auto tmp23 = tmp0 / tmp5;
                                auto tmp24 = static_cast<float>(0.5);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp22 * tmp26;
                                auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                                auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                                auto tmp32 = tmp30 - tmp31;
                                auto tmp33 = tmp29 * tmp32;
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                tmp_acc1_vec = tmp_acc1_vec + tmp33;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(100.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp32 * tmp39;
                            auto tmp41 = tmp29 - tmp40;
                            auto tmp43 = tmp42 * tmp35;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp47.store(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.0003125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 120L*x2 + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(3.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp8 = static_cast<float>(6.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = at::vec::minimum(tmp7, tmp9);
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp12 = tmp11 / tmp9;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3840L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3840L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_22 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr5 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                        tmp19.store(out_ptr1 + static_cast<int64_t>(x1 + 120L*x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 120L*x2 + 12000L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 120L*x2 + 12000L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 120L*x2 + 12000L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp8 + tmp5;
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::maximum(tmp9, tmp11);
                                auto tmp13 = static_cast<float>(6.0);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = at::vec::minimum(tmp12, tmp14);
                                auto tmp16 = tmp15 / tmp14;
                                auto tmp17 = tmp7 * tmp16;
                                auto tmp19 = static_cast<float>(100.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 / tmp20;
                                auto tmp22 = tmp17 + tmp21;
                                auto tmp23 = tmp0 / tmp5;
                                auto tmp24 = static_cast<float>(0.5);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp22 * tmp26;
                                auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                                auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                                auto tmp32 = tmp30 - tmp31;
                                auto tmp33 = tmp29 * tmp32;
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                tmp_acc1_vec = tmp_acc1_vec + tmp33;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(100.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp32 * tmp39;
                            auto tmp41 = tmp29 - tmp40;
                            auto tmp43 = tmp42 * tmp35;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp47.store(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       const float* in_ptr20,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr15 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp11 = tmp9 - tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp18 = tmp17 + tmp8;
                        auto tmp21 = tmp19 - tmp20;
                        auto tmp23 = tmp21 * tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = tmp25 + tmp26;
                        auto tmp28 = tmp27 + tmp18;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0));
                        tmp28.store(out_ptr2 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0003125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 240L*x2 + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(3.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp8 = static_cast<float>(6.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = at::vec::minimum(tmp7, tmp9);
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp12 = tmp11 / tmp9;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7680L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7680L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_27 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr5 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                        tmp19.store(out_ptr1 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 240L*x2 + 24000L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 240L*x2 + 24000L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 240L*x2 + 24000L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp8 + tmp5;
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::maximum(tmp9, tmp11);
                                auto tmp13 = static_cast<float>(6.0);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = at::vec::minimum(tmp12, tmp14);
                                auto tmp16 = tmp15 / tmp14;
                                auto tmp17 = tmp7 * tmp16;
                                auto tmp19 = static_cast<float>(100.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 / tmp20;
                                auto tmp22 = tmp17 + tmp21;
                                auto tmp23 = tmp0 / tmp5;
                                auto tmp24 = static_cast<float>(0.5);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp22 * tmp26;
                                auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                                auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                                auto tmp32 = tmp30 - tmp31;
                                auto tmp33 = tmp29 * tmp32;
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                tmp_acc1_vec = tmp_acc1_vec + tmp33;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(100.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp32 * tmp39;
                            auto tmp41 = tmp29 - tmp40;
                            auto tmp43 = tmp42 * tmp35;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp47.store(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.0003125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr6 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.0003125);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp12 * tmp12;
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp4 - tmp15;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp12 * tmp20;
                        auto tmp22 = tmp19 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 9600L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x2 + 9600L*x0), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(3.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp8 = static_cast<float>(6.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = at::vec::minimum(tmp7, tmp9);
                                auto tmp11 = tmp1 * tmp10;
                                auto tmp12 = tmp11 / tmp9;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_33 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x2 + 9600L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x2 + 9600L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 96L*x2 + 9600L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp8 + tmp5;
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::maximum(tmp9, tmp11);
                                auto tmp13 = static_cast<float>(6.0);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = at::vec::minimum(tmp12, tmp14);
                                auto tmp16 = tmp15 / tmp14;
                                auto tmp17 = tmp7 * tmp16;
                                auto tmp19 = static_cast<float>(100.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 / tmp20;
                                auto tmp22 = tmp17 + tmp21;
                                auto tmp23 = tmp0 / tmp5;
                                auto tmp24 = static_cast<float>(0.5);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp22 * tmp26;
                                auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                                auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                                auto tmp32 = tmp30 - tmp31;
                                auto tmp33 = tmp29 * tmp32;
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
                                tmp_acc1_vec = tmp_acc1_vec + tmp33;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(100.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp32 * tmp39;
                            auto tmp41 = tmp29 - tmp40;
                            auto tmp43 = tmp42 * tmp35;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp47.store(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr10 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp11 = tmp9 - tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp18 = tmp17 + tmp8;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = cascade_sum_combine(tmp16, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp20, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(7.8125e-05);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = cascade_sum_combine(tmp0, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp4, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(7.8125e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr3 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_37 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(88L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(7.8125e-05);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_39 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = cascade_sum_combine(tmp2, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp6, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(7.8125e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_40 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_41 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_42 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(7.8125e-05);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_43 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(1.953125e-05);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_44 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(204800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp9 = static_cast<float>(3.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::maximum(tmp11, tmp13);
                        auto tmp15 = static_cast<float>(6.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = at::vec::minimum(tmp14, tmp16);
                        auto tmp18 = tmp8 * tmp17;
                        auto tmp19 = tmp18 / tmp16;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp19.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_mul_native_batch_norm_backward_relu_45 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr6 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1600L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
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
                            tmp12.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = cascade_sum_combine(tmp0, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp4, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1.953125e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_backward_hardswish_backward_mul_sum_46 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1600L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 25600L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 25600L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_backward_threshold_backward_47 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_48 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
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
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1600L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x2 + 25600L*x1), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x2 + 25600L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 16L*x2 + 25600L*x1), static_cast<int64_t>(8));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = static_cast<float>(3.0);
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 + tmp7;
                                auto tmp9 = at::vec::maximum(tmp8, tmp2);
                                auto tmp10 = static_cast<float>(6.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::minimum(tmp9, tmp11);
                                auto tmp13 = tmp12 / tmp11;
                                auto tmp14 = tmp4 * tmp13;
                                auto tmp16 = static_cast<float>(1600.0);
                                auto tmp17 = at::vec::Vectorized<float>(tmp16);
                                auto tmp18 = tmp15 / tmp17;
                                auto tmp19 = tmp14 + tmp18;
                                auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp3.template cast<float,1>());
                                auto tmp23 = tmp21 - tmp22;
                                auto tmp24 = tmp20 * tmp23;
                                tmp_acc0_vec = cascade_sum_combine(tmp20, &cascade_helper0);
                                tmp_acc1_vec = cascade_sum_combine(tmp24, &cascade_helper1);
                            }
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1600L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = static_cast<float>(3.0);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp9 = at::vec::maximum(tmp8, tmp2);
                            auto tmp10 = static_cast<float>(6.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::minimum(tmp9, tmp11);
                            auto tmp13 = tmp12 / tmp11;
                            auto tmp14 = tmp4 * tmp13;
                            auto tmp16 = static_cast<float>(1600.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 / tmp17;
                            auto tmp19 = tmp14 + tmp18;
                            auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp3.template cast<float,1>());
                            auto tmp23 = tmp21 - tmp22;
                            auto tmp25 = static_cast<float>(1.953125e-05);
                            auto tmp26 = at::vec::Vectorized<float>(tmp25);
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp29 = tmp28 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            auto tmp31 = tmp23 * tmp30;
                            auto tmp32 = tmp20 - tmp31;
                            auto tmp34 = tmp33 * tmp26;
                            auto tmp35 = tmp32 - tmp34;
                            auto tmp37 = tmp28 * tmp36;
                            auto tmp38 = tmp35 * tmp37;
                            tmp38.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_49 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(204800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = cascade_sum_combine(tmp16, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp20, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(204800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(4.8828125e-06);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp19 * tmp26;
                        auto tmp28 = tmp16 - tmp27;
                        auto tmp30 = tmp29 * tmp22;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_50 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
        primals_6, primals_7, primals_8, primals_12, primals_13, primals_22, primals_23, primals_24, primals_28, primals_29, primals_30, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_48, primals_52, primals_53, primals_58, primals_59, primals_64, primals_65, primals_70, primals_71, primals_80, primals_81, primals_86, primals_87, primals_92, primals_93, primals_102, primals_103, primals_108, primals_109, primals_114, primals_115, primals_124, primals_125, primals_130, primals_131, primals_136, primals_137, primals_146, primals_147, primals_152, primals_153, primals_158, primals_159, primals_168, primals_169, primals_174, primals_175, primals_180, primals_181, primals_190, primals_191, primals_196, primals_197, primals_202, primals_203, primals_212, primals_213, primals_218, primals_219, primals_224, primals_225, primals_234, primals_235, primals_240, primals_241, primals_242, primals_244, primals_236, primals_230, primals_228, primals_226, primals_220, primals_214, primals_208, primals_206, primals_204, primals_198, primals_192, primals_186, primals_184, primals_182, primals_176, primals_170, primals_164, primals_162, primals_160, primals_154, primals_148, primals_142, primals_140, primals_138, primals_132, primals_126, primals_120, primals_118, primals_116, primals_110, primals_104, primals_98, primals_96, primals_94, primals_88, primals_82, primals_76, primals_74, primals_72, primals_66, primals_60, primals_54, primals_42, primals_36, primals_18, primals_16, primals_14, primals_2, primals_1, convolution, getitem_1, rsqrt, getitem_3, rsqrt_1, mean, relu_1, convolution_3, convolution_4, getitem_5, rsqrt_2, getitem_7, rsqrt_3, getitem_9, rsqrt_4, convolution_7, getitem_11, rsqrt_5, convolution_8, getitem_13, rsqrt_6, getitem_15, rsqrt_7, convolution_10, getitem_17, rsqrt_8, convolution_11, getitem_19, rsqrt_9, convolution_12, getitem_21, rsqrt_10, mean_1, relu_6, convolution_14, convolution_15, getitem_23, rsqrt_11, convolution_16, getitem_25, rsqrt_12, convolution_17, getitem_27, rsqrt_13, mean_2, relu_7, convolution_19, convolution_20, getitem_29, rsqrt_14, convolution_21, getitem_31, rsqrt_15, convolution_22, getitem_33, rsqrt_16, mean_3, relu_8, convolution_24, convolution_25, getitem_35, rsqrt_17, convolution_26, getitem_37, rsqrt_18, convolution_27, getitem_39, rsqrt_19, mean_4, relu_9, convolution_29, convolution_30, getitem_41, rsqrt_20, convolution_31, getitem_43, rsqrt_21, convolution_32, getitem_45, rsqrt_22, mean_5, relu_10, convolution_34, convolution_35, getitem_47, rsqrt_23, convolution_36, getitem_49, rsqrt_24, convolution_37, getitem_51, rsqrt_25, mean_6, relu_11, convolution_39, convolution_40, getitem_53, rsqrt_26, convolution_41, getitem_55, rsqrt_27, convolution_42, getitem_57, rsqrt_28, mean_7, relu_12, convolution_44, convolution_45, getitem_59, rsqrt_29, convolution_46, getitem_61, rsqrt_30, convolution_47, getitem_63, rsqrt_31, mean_8, relu_13, convolution_49, convolution_50, getitem_65, rsqrt_32, convolution_51, getitem_67, rsqrt_33, mean_9, addmm, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((convolution_40, getitem_53, rsqrt_26, primals_190, primals_191, convolution_45, getitem_59, rsqrt_29, primals_212, primals_213, convolution_50, getitem_65, rsqrt_32, primals_234, primals_235), ((32, 96, 5, 5), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, ), (32, 96, 5, 5), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, ), (32, 96, 5, 5), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((2400, 1, 480, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, ), (2400, 1, 480, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, ), (2400, 1, 480, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf15 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        buf16 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        buf17 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        assert_size_stride_grouped((tangents_1, primals_244), ((32, 1000), (1000, 1024)), ((1000, 1), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_0(convolution_40, getitem_53, rsqrt_26, primals_190, primals_191, convolution_45, getitem_59, rsqrt_29, primals_212, primals_213, convolution_50, getitem_65, rsqrt_32, primals_234, primals_235, buf15, buf16, buf17)
        del primals_191
        del primals_213
        del primals_235
        buf0 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_104, permute_2, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_244, out=buf0)
        del primals_244
        buf2 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        cpp_fused_bernoulli_1(buf2)
        torch.ops.aten.bernoulli_.float(buf2, 0.8)
        assert_size_stride(addmm, (32, 1024), (1024, 1), 'input')
        buf4 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        buf7 = buf0; del buf0  # reuse
        assert_size_stride(primals_242, (1024, 576), (576, 1), 'input')
        cpp_fused_div_hardswish_hardswish_backward_mul_2(buf7, addmm, buf2, buf4)
        del addmm
        del buf2
        buf8 = empty_strided_cpu((32, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_101, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf7, primals_242, out=buf8)
        del primals_242
        assert_size_stride_grouped((convolution_51, getitem_67, rsqrt_33, primals_240, primals_241), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 1, 1), (576, 1, 1, 1), (1, ), (1, )), 'input')
        buf11 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        buf12 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf14 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf18 = buf11; del buf11  # reuse
        assert_size_stride(primals_236, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_div_expand_hardswish_backward_native_batch_norm_backward_view_3(buf18, convolution_51, getitem_67, rsqrt_33, primals_240, primals_241, buf8, buf12, buf13, buf14)
        del convolution_51
        del getitem_67
        del primals_240
        del primals_241
        del rsqrt_33
        # Topologically Sorted Source Nodes: [full_default, view_3, expand, div_30, le_1, lt_1, div_31, add_205, mul_269, where_2, where_3, input_99, unsqueeze_136, unsqueeze_137, unsqueeze_138, sub_34, mul_271, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_272, mul_273, mul_274, unsqueeze_142, unsqueeze_143, unsqueeze_144, mul_275, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_276, sub_36, sub_37, mul_277, input_97, result_5, convolution_backward], Original ATen: [aten.hardswish_backward, aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf19 = torch.ops.aten.convolution_backward.default(buf18, buf17, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf17
        del primals_236
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf19
        buf22 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf23 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf24 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf27 = convolution_50; del convolution_50  # reuse
        assert_size_stride_grouped((convolution_47, getitem_63, rsqrt_31, primals_224, primals_225), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf25 = buf18; del buf18  # reuse
        assert_size_stride(convolution_49, (32, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf26 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        assert_size_stride(primals_230, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_4(buf27, buf20, getitem_65, rsqrt_32, primals_234, convolution_47, getitem_63, rsqrt_31, primals_224, primals_225, convolution_49, buf22, buf23, buf24, buf25, buf26)
        del getitem_65
        del primals_225
        del primals_234
        del rsqrt_32
        # Topologically Sorted Source Nodes: [input_97, unsqueeze_148, unsqueeze_149, unsqueeze_150, sub_38, mul_280, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_281, mul_282, mul_283, unsqueeze_154, unsqueeze_155, unsqueeze_156, mul_284, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_285, sub_40, sub_41, mul_286, input_94, scale_44, input_95, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf28 = torch.ops.aten.convolution_backward.default(buf27, buf26, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf27
        del primals_230
        buf29 = buf28[0]
        assert_tensor_metadata(buf29, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf30 = buf28[1]
        assert_tensor_metadata(buf30, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf28
        buf31 = reinterpret_tensor(buf8, (32, 576, 1, 1), (576, 1, 18432, 18432), 0); del buf8  # reuse
        buf32 = reinterpret_tensor(buf31, (32, 576, 1, 1), (576, 1, 1, 1), 0); del buf31  # reuse
        assert_size_stride_grouped((relu_13, primals_228), ((32, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_5(buf32, buf29, buf25, convolution_49)
        # Topologically Sorted Source Nodes: [full_default, gt, lt_2, bitwise_and, mul_290, where_4, convolution_backward_2], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf33 = torch.ops.aten.convolution_backward.default(buf32, relu_13, primals_228, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_228
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf34 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf35 = buf33[1]
        assert_tensor_metadata(buf35, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf36 = buf33[2]
        assert_tensor_metadata(buf36, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf33
        buf37 = reinterpret_tensor(relu_13, (32, 144, 1, 1), (144, 1, 1, 1), 0); del relu_13  # reuse
        assert_size_stride_grouped((mean_8, primals_226), ((32, 576, 1, 1), (144, 576, 1, 1)), ((576, 1, 576, 576), (576, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_6(buf37, buf34)
        del buf34
        # Topologically Sorted Source Nodes: [full_default, le_2, where_5, convolution_backward_3], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf38 = torch.ops.aten.convolution_backward.default(buf37, mean_8, primals_226, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf37
        del mean_8
        del primals_226
        buf39 = buf38[0]
        assert_tensor_metadata(buf39, (32, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf40 = buf38[1]
        assert_tensor_metadata(buf40, (144, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf40 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf41 = buf38[2]
        assert_tensor_metadata(buf41, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf41 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf38
        assert_size_stride_grouped((convolution_46, getitem_61, rsqrt_30, primals_218, primals_219), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf45 = buf26; del buf26  # reuse
        buf46 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        buf42 = buf13; del buf13  # reuse
        buf43 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf44 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf47 = buf25; del buf25  # reuse
        assert_size_stride(primals_220, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_7(buf47, convolution_46, getitem_61, rsqrt_30, primals_218, primals_219, buf29, convolution_49, buf39, convolution_47, getitem_63, rsqrt_31, primals_224, buf45, buf46, buf42, buf43, buf44)
        del buf29
        del buf39
        del convolution_47
        del convolution_49
        del getitem_63
        del primals_219
        del primals_224
        del rsqrt_31
        # Topologically Sorted Source Nodes: [full_default, scale_44, mul_288, expand_1, div_32, add_206, le_3, lt_3, div_33, add_207, mul_291, where_6, where_7, input_93, unsqueeze_160, unsqueeze_161, unsqueeze_162, sub_42, mul_293, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_294, mul_295, mul_296, unsqueeze_166, unsqueeze_167, unsqueeze_168, mul_297, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_298, sub_44, sub_45, mul_299, input_91, convolution_backward_4], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf48 = torch.ops.aten.convolution_backward.default(buf47, buf46, primals_220, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del primals_220
        buf49 = buf48[0]
        assert_tensor_metadata(buf49, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf49 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf50 = buf48[1]
        assert_tensor_metadata(buf50, (576, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf50 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf48
        buf51 = buf43; del buf43  # reuse
        buf52 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf53 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf54 = buf45; del buf45  # reuse
        assert_size_stride(primals_214, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8(buf54, buf49, convolution_46, getitem_61, rsqrt_30, primals_218, buf51, buf52, buf53)
        del buf49
        del convolution_46
        del getitem_61
        del primals_218
        del rsqrt_30
        # Topologically Sorted Source Nodes: [full_default, le_4, lt_4, div_34, add_208, mul_301, where_8, where_9, input_90, unsqueeze_172, unsqueeze_173, unsqueeze_174, sub_46, mul_303, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_304, mul_305, mul_306, unsqueeze_178, unsqueeze_179, unsqueeze_180, mul_307, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_308, sub_48, sub_49, mul_309, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf55 = torch.ops.aten.convolution_backward.default(buf54, buf16, primals_214, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf16
        del primals_214
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf56 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf57 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf55
        buf58 = buf23; del buf23  # reuse
        buf59 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf60 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf63 = convolution_45; del convolution_45  # reuse
        assert_size_stride_grouped((convolution_42, getitem_57, rsqrt_28, primals_202, primals_203), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf61 = buf54; del buf54  # reuse
        assert_size_stride(convolution_44, (32, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf62 = buf47; del buf47  # reuse
        assert_size_stride(primals_208, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_9(buf63, buf20, buf56, getitem_59, rsqrt_29, primals_212, convolution_42, getitem_57, rsqrt_28, primals_202, primals_203, convolution_44, buf58, buf59, buf60, buf61, buf62)
        del getitem_59
        del primals_203
        del primals_212
        del rsqrt_29
        # Topologically Sorted Source Nodes: [add_209, input_88, unsqueeze_184, unsqueeze_185, unsqueeze_186, sub_50, mul_312, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_313, mul_314, mul_315, unsqueeze_190, unsqueeze_191, unsqueeze_192, mul_316, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_317, sub_52, sub_53, mul_318, input_85, scale_39, input_86, convolution_backward_6], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf64 = torch.ops.aten.convolution_backward.default(buf63, buf62, primals_208, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf63
        del primals_208
        buf65 = buf64[0]
        assert_tensor_metadata(buf65, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf65 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf66 = buf64[1]
        assert_tensor_metadata(buf66, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf64
        buf67 = reinterpret_tensor(buf32, (32, 576, 1, 1), (576, 1, 18432, 18432), 0); del buf32  # reuse
        buf68 = reinterpret_tensor(buf67, (32, 576, 1, 1), (576, 1, 1, 1), 0); del buf67  # reuse
        assert_size_stride_grouped((relu_12, primals_206), ((32, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_5(buf68, buf65, buf61, convolution_44)
        # Topologically Sorted Source Nodes: [full_default, gt_1, lt_5, bitwise_and_1, mul_322, where_10, convolution_backward_7], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf69 = torch.ops.aten.convolution_backward.default(buf68, relu_12, primals_206, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf68
        del primals_206
        buf70 = buf69[0]
        assert_tensor_metadata(buf70, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf71 = buf69[1]
        assert_tensor_metadata(buf71, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf71 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf72 = buf69[2]
        assert_tensor_metadata(buf72, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf72 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf69
        buf73 = reinterpret_tensor(relu_12, (32, 144, 1, 1), (144, 1, 1, 1), 0); del relu_12  # reuse
        assert_size_stride_grouped((mean_7, primals_204), ((32, 576, 1, 1), (144, 576, 1, 1)), ((576, 1, 576, 576), (576, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_6(buf73, buf70)
        del buf70
        # Topologically Sorted Source Nodes: [full_default, le_5, where_11, convolution_backward_8], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf74 = torch.ops.aten.convolution_backward.default(buf73, mean_7, primals_204, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf73
        del mean_7
        del primals_204
        buf75 = buf74[0]
        assert_tensor_metadata(buf75, (32, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf75 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf76 = buf74[1]
        assert_tensor_metadata(buf76, (144, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf76 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf77 = buf74[2]
        assert_tensor_metadata(buf77, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf77 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf74
        assert_size_stride_grouped((convolution_41, getitem_55, rsqrt_27, primals_196, primals_197), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf81 = buf62; del buf62  # reuse
        buf82 = buf46; del buf46  # reuse
        buf78 = buf52; del buf52  # reuse
        buf79 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf80 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf83 = buf61; del buf61  # reuse
        assert_size_stride(primals_198, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_7(buf83, convolution_41, getitem_55, rsqrt_27, primals_196, primals_197, buf65, convolution_44, buf75, convolution_42, getitem_57, rsqrt_28, primals_202, buf81, buf82, buf78, buf79, buf80)
        del buf65
        del buf75
        del convolution_42
        del convolution_44
        del getitem_57
        del primals_197
        del primals_202
        del rsqrt_28
        # Topologically Sorted Source Nodes: [full_default, scale_39, mul_320, expand_2, div_35, add_210, le_6, lt_6, div_36, add_211, mul_323, where_12, where_13, input_84, unsqueeze_196, unsqueeze_197, unsqueeze_198, sub_54, mul_325, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_326, mul_327, mul_328, unsqueeze_202, unsqueeze_203, unsqueeze_204, mul_329, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_330, sub_56, sub_57, mul_331, input_82, convolution_backward_9], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf84 = torch.ops.aten.convolution_backward.default(buf83, buf82, primals_198, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del primals_198
        buf85 = buf84[0]
        assert_tensor_metadata(buf85, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf85 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf86 = buf84[1]
        assert_tensor_metadata(buf86, (576, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf86 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf84
        buf87 = buf79; del buf79  # reuse
        buf88 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf89 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf90 = buf81; del buf81  # reuse
        assert_size_stride(primals_192, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8(buf90, buf85, convolution_41, getitem_55, rsqrt_27, primals_196, buf87, buf88, buf89)
        del buf85
        del buf88
        del convolution_41
        del getitem_55
        del primals_196
        del rsqrt_27
        # Topologically Sorted Source Nodes: [full_default, le_7, lt_7, div_37, add_212, mul_333, where_14, where_15, input_81, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_58, mul_335, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_336, mul_337, mul_338, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_339, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_340, sub_60, sub_61, mul_341, convolution_backward_10], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf91 = torch.ops.aten.convolution_backward.default(buf90, buf15, primals_192, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf15
        del primals_192
        buf92 = buf91[0]
        assert_tensor_metadata(buf92, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf92 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf93 = buf91[1]
        assert_tensor_metadata(buf93, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf93 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf91
        buf94 = buf59; del buf59  # reuse
        buf95 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf96 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf99 = buf20; del buf20  # reuse
        assert_size_stride_grouped((convolution_37, getitem_51, rsqrt_25, primals_180, primals_181), ((32, 288, 5, 5), (1, 288, 1, 1), (1, 288, 1, 1), (288, ), (288, )), ((7200, 1, 1440, 288), (288, 1, 288, 288), (288, 1, 288, 288), (1, ), (1, )), 'input')
        buf97 = empty_strided_cpu((32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32)
        assert_size_stride(convolution_39, (32, 288, 1, 1), (288, 1, 288, 288), 'input')
        buf98 = empty_strided_cpu((32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32)
        assert_size_stride(primals_186, (96, 288, 1, 1), (288, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_10(buf99, buf56, buf92, convolution_40, getitem_53, rsqrt_26, primals_190, convolution_37, getitem_51, rsqrt_25, primals_180, primals_181, convolution_39, buf94, buf95, buf96, buf97, buf98)
        del buf56
        del buf92
        del convolution_40
        del getitem_53
        del primals_181
        del primals_190
        del rsqrt_26
        # Topologically Sorted Source Nodes: [add_209, add_213, input_79, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_62, mul_344, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_345, mul_346, mul_347, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_348, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_349, sub_64, sub_65, mul_350, input_76, scale_34, input_77, convolution_backward_11], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf100 = torch.ops.aten.convolution_backward.default(buf99, buf98, primals_186, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf98
        del buf99
        del primals_186
        buf101 = buf100[0]
        assert_tensor_metadata(buf101, (32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf101 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf102 = buf100[1]
        assert_tensor_metadata(buf102, (96, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf100
        buf103 = empty_strided_cpu((32, 288, 1, 1), (288, 1, 9216, 9216), torch.float32)
        buf104 = reinterpret_tensor(buf103, (32, 288, 1, 1), (288, 1, 1, 1), 0); del buf103  # reuse
        assert_size_stride_grouped((relu_11, primals_184), ((32, 72, 1, 1), (288, 72, 1, 1)), ((72, 1, 72, 72), (72, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_11(buf104, buf101, buf97, convolution_39)
        # Topologically Sorted Source Nodes: [full_default, gt_2, lt_8, bitwise_and_2, mul_354, where_16, convolution_backward_12], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf105 = torch.ops.aten.convolution_backward.default(buf104, relu_11, primals_184, [288], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf104
        del primals_184
        buf106 = buf105[0]
        assert_tensor_metadata(buf106, (32, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf106 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf107 = buf105[1]
        assert_tensor_metadata(buf107, (288, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf107 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf108 = buf105[2]
        assert_tensor_metadata(buf108, (288, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf105
        buf109 = reinterpret_tensor(relu_11, (32, 72, 1, 1), (72, 1, 1, 1), 0); del relu_11  # reuse
        assert_size_stride_grouped((mean_6, primals_182), ((32, 288, 1, 1), (72, 288, 1, 1)), ((288, 1, 288, 288), (288, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_12(buf109, buf106)
        del buf106
        # Topologically Sorted Source Nodes: [full_default, le_8, where_17, convolution_backward_13], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf110 = torch.ops.aten.convolution_backward.default(buf109, mean_6, primals_182, [72], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf109
        del mean_6
        del primals_182
        buf111 = buf110[0]
        assert_tensor_metadata(buf111, (32, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf111 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf112 = buf110[1]
        assert_tensor_metadata(buf112, (72, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf112 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf113 = buf110[2]
        assert_tensor_metadata(buf113, (72, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf113 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf110
        buf114 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf115 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf116 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf119 = buf97; del buf97  # reuse
        assert_size_stride_grouped((convolution_36, getitem_49, rsqrt_24, primals_174, primals_175), ((32, 288, 10, 10), (1, 288, 1, 1), (1, 288, 1, 1), (288, ), (288, )), ((28800, 1, 2880, 288), (288, 1, 288, 288), (288, 1, 288, 288), (1, ), (1, )), 'input')
        buf117 = empty_strided_cpu((32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32)
        buf118 = empty_strided_cpu((32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32)
        assert_size_stride(primals_176, (288, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_13(buf119, buf101, convolution_39, buf111, convolution_37, getitem_51, rsqrt_25, primals_180, convolution_36, getitem_49, rsqrt_24, primals_174, primals_175, buf114, buf115, buf116, buf117, buf118)
        del buf101
        del buf111
        del convolution_37
        del convolution_39
        del getitem_51
        del primals_175
        del primals_180
        del rsqrt_25
        # Topologically Sorted Source Nodes: [full_default, scale_34, mul_352, expand_3, div_38, add_214, le_9, lt_9, div_39, add_215, mul_355, where_18, where_19, input_75, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_66, mul_357, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_358, mul_359, mul_360, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_361, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_362, sub_68, sub_69, mul_363, input_73, convolution_backward_14], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf120 = torch.ops.aten.convolution_backward.default(buf119, buf118, primals_176, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 288, [True, True, False])
        del buf118
        del buf119
        del primals_176
        buf121 = buf120[0]
        assert_tensor_metadata(buf121, (32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf121 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf122 = buf120[1]
        assert_tensor_metadata(buf122, (288, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf122 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf120
        assert_size_stride_grouped((convolution_30, getitem_41, rsqrt_20, primals_146, primals_147, convolution_35, getitem_47, rsqrt_23, primals_168, primals_169), ((32, 48, 10, 10), (1, 48, 1, 1), (1, 48, 1, 1), (48, ), (48, ), (32, 48, 10, 10), (1, 48, 1, 1), (1, 48, 1, 1), (48, ), (48, )), ((4800, 1, 480, 48), (48, 1, 48, 48), (48, 1, 48, 48), (1, ), (1, ), (4800, 1, 480, 48), (48, 1, 48, 48), (48, 1, 48, 48), (1, ), (1, )), 'input')
        buf126 = empty_strided_cpu((32, 48, 10, 10), (4800, 1, 480, 48), torch.float32)
        buf127 = empty_strided_cpu((32, 48, 10, 10), (4800, 1, 480, 48), torch.float32)
        buf123 = buf115; del buf115  # reuse
        buf124 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf125 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf128 = buf117; del buf117  # reuse
        assert_size_stride(primals_170, (288, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_14(buf128, convolution_30, getitem_41, rsqrt_20, primals_146, primals_147, convolution_35, getitem_47, rsqrt_23, primals_168, primals_169, buf121, convolution_36, getitem_49, rsqrt_24, primals_174, buf126, buf127, buf123, buf124, buf125)
        del buf121
        del buf124
        del convolution_36
        del getitem_49
        del primals_147
        del primals_169
        del primals_174
        del rsqrt_24
        # Topologically Sorted Source Nodes: [full_default, le_10, lt_10, div_40, add_216, mul_365, where_20, where_21, input_72, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_70, mul_367, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_368, mul_369, mul_370, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_371, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_372, sub_72, sub_73, mul_373, input_70, result_3, convolution_backward_15], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf129 = torch.ops.aten.convolution_backward.default(buf128, buf127, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf127
        del primals_170
        buf130 = buf129[0]
        assert_tensor_metadata(buf130, (32, 48, 10, 10), (4800, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf130 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf131 = buf129[1]
        assert_tensor_metadata(buf131, (288, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf129
        buf132 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf133 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf134 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf137 = convolution_35; del convolution_35  # reuse
        assert_size_stride_grouped((convolution_32, getitem_45, rsqrt_22, primals_158, primals_159), ((32, 144, 10, 10), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((14400, 1, 1440, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf135 = reinterpret_tensor(buf90, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf90  # reuse
        assert_size_stride(convolution_34, (32, 144, 1, 1), (144, 1, 144, 144), 'input')
        buf136 = reinterpret_tensor(buf83, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf83  # reuse
        assert_size_stride(primals_164, (48, 144, 1, 1), (144, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_15(buf137, buf130, getitem_47, rsqrt_23, primals_168, convolution_32, getitem_45, rsqrt_22, primals_158, primals_159, convolution_34, buf132, buf133, buf134, buf135, buf136)
        del getitem_47
        del primals_159
        del primals_168
        del rsqrt_23
        # Topologically Sorted Source Nodes: [input_70, unsqueeze_256, unsqueeze_257, unsqueeze_258, sub_74, mul_376, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_377, mul_378, mul_379, unsqueeze_262, unsqueeze_263, unsqueeze_264, mul_380, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_381, sub_76, sub_77, mul_382, input_67, scale_29, input_68, convolution_backward_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf138 = torch.ops.aten.convolution_backward.default(buf137, buf136, primals_164, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf137
        del primals_164
        buf139 = buf138[0]
        assert_tensor_metadata(buf139, (32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf139 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf140 = buf138[1]
        assert_tensor_metadata(buf140, (48, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf140 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf138
        buf141 = empty_strided_cpu((32, 144, 1, 1), (144, 1, 4608, 4608), torch.float32)
        buf142 = reinterpret_tensor(buf141, (32, 144, 1, 1), (144, 1, 1, 1), 0); del buf141  # reuse
        assert_size_stride_grouped((relu_10, primals_162), ((32, 40, 1, 1), (144, 40, 1, 1)), ((40, 1, 40, 40), (40, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_16(buf142, buf139, buf135, convolution_34)
        # Topologically Sorted Source Nodes: [full_default, gt_3, lt_11, bitwise_and_3, mul_386, where_22, convolution_backward_17], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf143 = torch.ops.aten.convolution_backward.default(buf142, relu_10, primals_162, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf142
        del primals_162
        buf144 = buf143[0]
        assert_tensor_metadata(buf144, (32, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf144 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf145 = buf143[1]
        assert_tensor_metadata(buf145, (144, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf145 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf146 = buf143[2]
        assert_tensor_metadata(buf146, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf143
        buf147 = reinterpret_tensor(relu_10, (32, 40, 1, 1), (40, 1, 1, 1), 0); del relu_10  # reuse
        assert_size_stride_grouped((mean_5, primals_160), ((32, 144, 1, 1), (40, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_17(buf147, buf144)
        del buf144
        # Topologically Sorted Source Nodes: [full_default, le_11, where_23, convolution_backward_18], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf148 = torch.ops.aten.convolution_backward.default(buf147, mean_5, primals_160, [40], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf147
        del mean_5
        del primals_160
        buf149 = buf148[0]
        assert_tensor_metadata(buf149, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf149 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf150 = buf148[1]
        assert_tensor_metadata(buf150, (40, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf150 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf151 = buf148[2]
        assert_tensor_metadata(buf151, (40, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf151 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf148
        assert_size_stride_grouped((convolution_31, getitem_43, rsqrt_21, primals_152, primals_153), ((32, 144, 10, 10), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((14400, 1, 1440, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf155 = buf136; del buf136  # reuse
        buf156 = reinterpret_tensor(buf82, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf82  # reuse
        buf152 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf153 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf154 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf157 = buf135; del buf135  # reuse
        assert_size_stride(primals_154, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_18(buf157, convolution_31, getitem_43, rsqrt_21, primals_152, primals_153, buf139, convolution_34, buf149, convolution_32, getitem_45, rsqrt_22, primals_158, buf155, buf156, buf152, buf153, buf154)
        del buf139
        del buf149
        del convolution_32
        del convolution_34
        del getitem_45
        del primals_153
        del primals_158
        del rsqrt_22
        # Topologically Sorted Source Nodes: [full_default, scale_29, mul_384, expand_4, div_41, add_217, le_12, lt_12, div_42, add_218, mul_387, where_24, where_25, input_66, unsqueeze_268, unsqueeze_269, unsqueeze_270, sub_78, mul_389, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_390, mul_391, mul_392, unsqueeze_274, unsqueeze_275, unsqueeze_276, mul_393, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_394, sub_80, sub_81, mul_395, input_64, convolution_backward_19], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf158 = torch.ops.aten.convolution_backward.default(buf157, buf156, primals_154, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf156
        del buf157
        del primals_154
        buf159 = buf158[0]
        assert_tensor_metadata(buf159, (32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf159 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf160 = buf158[1]
        assert_tensor_metadata(buf160, (144, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf160 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf158
        buf161 = buf153; del buf153  # reuse
        buf162 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf163 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf164 = buf155; del buf155  # reuse
        assert_size_stride(primals_148, (144, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_19(buf164, buf159, convolution_31, getitem_43, rsqrt_21, primals_152, buf161, buf162, buf163)
        del buf159
        del buf162
        del convolution_31
        del getitem_43
        del primals_152
        del rsqrt_21
        # Topologically Sorted Source Nodes: [full_default, le_13, lt_13, div_43, add_219, mul_397, where_26, where_27, input_63, unsqueeze_280, unsqueeze_281, unsqueeze_282, sub_82, mul_399, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_400, mul_401, mul_402, unsqueeze_286, unsqueeze_287, unsqueeze_288, mul_403, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_404, sub_84, sub_85, mul_405, convolution_backward_20], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf165 = torch.ops.aten.convolution_backward.default(buf164, buf126, primals_148, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf126
        del buf164
        del primals_148
        buf166 = buf165[0]
        assert_tensor_metadata(buf166, (32, 48, 10, 10), (4800, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf166 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf167 = buf165[1]
        assert_tensor_metadata(buf167, (144, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf167 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf165
        buf168 = buf133; del buf133  # reuse
        buf169 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf170 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf173 = buf130; del buf130  # reuse
        assert_size_stride_grouped((convolution_27, getitem_39, rsqrt_19, primals_136, primals_137), ((32, 120, 10, 10), (1, 120, 1, 1), (1, 120, 1, 1), (120, ), (120, )), ((12000, 1, 1200, 120), (120, 1, 120, 120), (120, 1, 120, 120), (1, ), (1, )), 'input')
        buf171 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        assert_size_stride(convolution_29, (32, 120, 1, 1), (120, 1, 120, 120), 'input')
        buf172 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        assert_size_stride(primals_142, (48, 120, 1, 1), (120, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_20(buf173, buf166, convolution_30, getitem_41, rsqrt_20, primals_146, convolution_27, getitem_39, rsqrt_19, primals_136, primals_137, convolution_29, buf168, buf169, buf170, buf171, buf172)
        del buf166
        del buf169
        del convolution_30
        del getitem_41
        del primals_137
        del primals_146
        del rsqrt_20
        # Topologically Sorted Source Nodes: [add_220, input_61, unsqueeze_292, unsqueeze_293, unsqueeze_294, sub_86, mul_408, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_409, mul_410, mul_411, unsqueeze_298, unsqueeze_299, unsqueeze_300, mul_412, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_413, sub_88, sub_89, mul_414, input_58, scale_24, input_59, convolution_backward_21], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf174 = torch.ops.aten.convolution_backward.default(buf173, buf172, primals_142, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf173
        del primals_142
        buf175 = buf174[0]
        assert_tensor_metadata(buf175, (32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf175 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf176 = buf174[1]
        assert_tensor_metadata(buf176, (48, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf176 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf174
        buf177 = empty_strided_cpu((32, 120, 1, 1), (120, 1, 3840, 3840), torch.float32)
        buf178 = reinterpret_tensor(buf177, (32, 120, 1, 1), (120, 1, 1, 1), 0); del buf177  # reuse
        assert_size_stride_grouped((relu_9, primals_140), ((32, 32, 1, 1), (120, 32, 1, 1)), ((32, 1, 32, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_21(buf178, buf175, buf171, convolution_29)
        # Topologically Sorted Source Nodes: [full_default, gt_4, lt_14, bitwise_and_4, mul_418, where_28, convolution_backward_22], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf179 = torch.ops.aten.convolution_backward.default(buf178, relu_9, primals_140, [120], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf178
        del primals_140
        buf180 = buf179[0]
        assert_tensor_metadata(buf180, (32, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf180 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf181 = buf179[1]
        assert_tensor_metadata(buf181, (120, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf181 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf182 = buf179[2]
        assert_tensor_metadata(buf182, (120, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf182 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf179
        buf183 = reinterpret_tensor(relu_9, (32, 32, 1, 1), (32, 1, 1, 1), 0); del relu_9  # reuse
        assert_size_stride_grouped((mean_4, primals_138), ((32, 120, 1, 1), (32, 120, 1, 1)), ((120, 1, 120, 120), (120, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_22(buf183, buf180)
        del buf180
        # Topologically Sorted Source Nodes: [full_default, le_14, where_29, convolution_backward_23], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf184 = torch.ops.aten.convolution_backward.default(buf183, mean_4, primals_138, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf183
        del mean_4
        del primals_138
        buf185 = buf184[0]
        assert_tensor_metadata(buf185, (32, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf185 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf186 = buf184[1]
        assert_tensor_metadata(buf186, (32, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf186 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf187 = buf184[2]
        assert_tensor_metadata(buf187, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf187 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf184
        assert_size_stride_grouped((convolution_26, getitem_37, rsqrt_18, primals_130, primals_131), ((32, 120, 10, 10), (1, 120, 1, 1), (1, 120, 1, 1), (120, ), (120, )), ((12000, 1, 1200, 120), (120, 1, 120, 120), (120, 1, 120, 120), (1, ), (1, )), 'input')
        buf191 = buf172; del buf172  # reuse
        buf192 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        buf188 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf189 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf190 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf193 = buf171; del buf171  # reuse
        assert_size_stride(primals_132, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_23(buf193, convolution_26, getitem_37, rsqrt_18, primals_130, primals_131, buf175, convolution_29, buf185, convolution_27, getitem_39, rsqrt_19, primals_136, buf191, buf192, buf188, buf189, buf190)
        del buf175
        del buf185
        del convolution_27
        del convolution_29
        del getitem_39
        del primals_131
        del primals_136
        del rsqrt_19
        # Topologically Sorted Source Nodes: [full_default, scale_24, mul_416, expand_5, div_44, add_221, le_15, lt_15, div_45, add_222, mul_419, where_30, where_31, input_57, unsqueeze_304, unsqueeze_305, unsqueeze_306, sub_90, mul_421, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_422, mul_423, mul_424, unsqueeze_310, unsqueeze_311, unsqueeze_312, mul_425, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_426, sub_92, sub_93, mul_427, input_55, convolution_backward_24], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf194 = torch.ops.aten.convolution_backward.default(buf193, buf192, primals_132, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 120, [True, True, False])
        del buf192
        del buf193
        del primals_132
        buf195 = buf194[0]
        assert_tensor_metadata(buf195, (32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf195 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf196 = buf194[1]
        assert_tensor_metadata(buf196, (120, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf196 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf194
        assert_size_stride_grouped((convolution_15, getitem_23, rsqrt_11, primals_80, primals_81, convolution_20, getitem_29, rsqrt_14, primals_102, primals_103, convolution_25, getitem_35, rsqrt_17, primals_124, primals_125), ((32, 40, 10, 10), (1, 40, 1, 1), (1, 40, 1, 1), (40, ), (40, ), (32, 40, 10, 10), (1, 40, 1, 1), (1, 40, 1, 1), (40, ), (40, ), (32, 40, 10, 10), (1, 40, 1, 1), (1, 40, 1, 1), (40, ), (40, )), ((4000, 1, 400, 40), (40, 1, 40, 40), (40, 1, 40, 40), (1, ), (1, ), (4000, 1, 400, 40), (40, 1, 40, 40), (40, 1, 40, 40), (1, ), (1, ), (4000, 1, 400, 40), (40, 1, 40, 40), (40, 1, 40, 40), (1, ), (1, )), 'input')
        buf200 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf201 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf202 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf197 = buf189; del buf189  # reuse
        buf198 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf199 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf203 = buf191; del buf191  # reuse
        assert_size_stride(primals_126, (120, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_24(buf203, convolution_15, getitem_23, rsqrt_11, primals_80, primals_81, convolution_20, getitem_29, rsqrt_14, primals_102, primals_103, convolution_25, getitem_35, rsqrt_17, primals_124, primals_125, buf195, convolution_26, getitem_37, rsqrt_18, primals_130, buf200, buf201, buf202, buf197, buf198, buf199)
        del buf195
        del buf198
        del convolution_26
        del getitem_37
        del primals_103
        del primals_125
        del primals_130
        del primals_81
        del rsqrt_18
        # Topologically Sorted Source Nodes: [full_default, le_16, lt_16, div_46, add_223, mul_429, where_32, where_33, input_54, unsqueeze_316, unsqueeze_317, unsqueeze_318, sub_94, mul_431, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_432, mul_433, mul_434, unsqueeze_322, unsqueeze_323, unsqueeze_324, mul_435, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_436, sub_96, sub_97, mul_437, input_52, result_2, convolution_backward_25], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf204 = torch.ops.aten.convolution_backward.default(buf203, buf202, primals_126, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf202
        del buf203
        del primals_126
        buf205 = buf204[0]
        assert_tensor_metadata(buf205, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf205 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf206 = buf204[1]
        assert_tensor_metadata(buf206, (120, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf206 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf204
        buf207 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf208 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf209 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf212 = convolution_25; del convolution_25  # reuse
        assert_size_stride_grouped((convolution_22, getitem_33, rsqrt_16, primals_114, primals_115), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf210 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        assert_size_stride(convolution_24, (32, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf211 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        assert_size_stride(primals_120, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_25(buf212, buf205, getitem_35, rsqrt_17, primals_124, convolution_22, getitem_33, rsqrt_16, primals_114, primals_115, convolution_24, buf207, buf208, buf209, buf210, buf211)
        del getitem_35
        del primals_115
        del primals_124
        del rsqrt_17
        # Topologically Sorted Source Nodes: [input_52, unsqueeze_328, unsqueeze_329, unsqueeze_330, sub_98, mul_440, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_441, mul_442, mul_443, unsqueeze_334, unsqueeze_335, unsqueeze_336, mul_444, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_445, sub_100, sub_101, mul_446, input_49, scale_19, input_50, convolution_backward_26], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf213 = torch.ops.aten.convolution_backward.default(buf212, buf211, primals_120, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf212
        del primals_120
        buf214 = buf213[0]
        assert_tensor_metadata(buf214, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf214 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf215 = buf213[1]
        assert_tensor_metadata(buf215, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf215 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf213
        buf216 = empty_strided_cpu((32, 240, 1, 1), (240, 1, 7680, 7680), torch.float32)
        buf217 = reinterpret_tensor(buf216, (32, 240, 1, 1), (240, 1, 1, 1), 0); del buf216  # reuse
        assert_size_stride_grouped((relu_8, primals_118), ((32, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_26(buf217, buf214, buf210, convolution_24)
        # Topologically Sorted Source Nodes: [full_default, gt_5, lt_17, bitwise_and_5, mul_450, where_34, convolution_backward_27], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf218 = torch.ops.aten.convolution_backward.default(buf217, relu_8, primals_118, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_118
        buf219 = buf218[0]
        assert_tensor_metadata(buf219, (32, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf219 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf220 = buf218[1]
        assert_tensor_metadata(buf220, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf220 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf221 = buf218[2]
        assert_tensor_metadata(buf221, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf221 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf218
        buf222 = reinterpret_tensor(relu_8, (32, 64, 1, 1), (64, 1, 1, 1), 0); del relu_8  # reuse
        assert_size_stride_grouped((mean_3, primals_116), ((32, 240, 1, 1), (64, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_27(buf222, buf219)
        del buf219
        # Topologically Sorted Source Nodes: [full_default, le_17, where_35, convolution_backward_28], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf223 = torch.ops.aten.convolution_backward.default(buf222, mean_3, primals_116, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf222
        del mean_3
        del primals_116
        buf224 = buf223[0]
        assert_tensor_metadata(buf224, (32, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf224 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf225 = buf223[1]
        assert_tensor_metadata(buf225, (64, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf225 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf226 = buf223[2]
        assert_tensor_metadata(buf226, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf226 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf223
        assert_size_stride_grouped((convolution_21, getitem_31, rsqrt_15, primals_108, primals_109), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf230 = buf211; del buf211  # reuse
        buf231 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        buf227 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf228 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf229 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf232 = buf210; del buf210  # reuse
        assert_size_stride(primals_110, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_28(buf232, convolution_21, getitem_31, rsqrt_15, primals_108, primals_109, buf214, convolution_24, buf224, convolution_22, getitem_33, rsqrt_16, primals_114, buf230, buf231, buf227, buf228, buf229)
        del buf214
        del buf224
        del convolution_22
        del convolution_24
        del getitem_33
        del primals_109
        del primals_114
        del rsqrt_16
        # Topologically Sorted Source Nodes: [full_default, scale_19, mul_448, expand_6, div_47, add_224, le_18, lt_18, div_48, add_225, mul_451, where_36, where_37, input_48, unsqueeze_340, unsqueeze_341, unsqueeze_342, sub_102, mul_453, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_454, mul_455, mul_456, unsqueeze_346, unsqueeze_347, unsqueeze_348, mul_457, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_458, sub_104, sub_105, mul_459, input_46, convolution_backward_29], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf233 = torch.ops.aten.convolution_backward.default(buf232, buf231, primals_110, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del primals_110
        buf234 = buf233[0]
        assert_tensor_metadata(buf234, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf234 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf235 = buf233[1]
        assert_tensor_metadata(buf235, (240, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf235 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf233
        buf236 = buf228; del buf228  # reuse
        buf237 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf238 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf239 = buf230; del buf230  # reuse
        assert_size_stride(primals_104, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_29(buf239, buf234, convolution_21, getitem_31, rsqrt_15, primals_108, buf236, buf237, buf238)
        del buf234
        del convolution_21
        del getitem_31
        del primals_108
        del rsqrt_15
        # Topologically Sorted Source Nodes: [full_default, le_19, lt_19, div_49, add_226, mul_461, where_38, where_39, input_45, unsqueeze_352, unsqueeze_353, unsqueeze_354, sub_106, mul_463, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_464, mul_465, mul_466, unsqueeze_358, unsqueeze_359, unsqueeze_360, mul_467, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_468, sub_108, sub_109, mul_469, convolution_backward_30], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf240 = torch.ops.aten.convolution_backward.default(buf239, buf201, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf201
        del primals_104
        buf241 = buf240[0]
        assert_tensor_metadata(buf241, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf241 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf242 = buf240[1]
        assert_tensor_metadata(buf242, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf242 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf240
        buf243 = buf208; del buf208  # reuse
        buf244 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf245 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf248 = convolution_20; del convolution_20  # reuse
        assert_size_stride_grouped((convolution_17, getitem_27, rsqrt_13, primals_92, primals_93), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf246 = buf239; del buf239  # reuse
        assert_size_stride(convolution_19, (32, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf247 = buf232; del buf232  # reuse
        assert_size_stride(primals_98, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_30(buf248, buf205, buf241, getitem_29, rsqrt_14, primals_102, convolution_17, getitem_27, rsqrt_13, primals_92, primals_93, convolution_19, buf243, buf244, buf245, buf246, buf247)
        del getitem_29
        del primals_102
        del primals_93
        del rsqrt_14
        # Topologically Sorted Source Nodes: [add_227, input_43, unsqueeze_364, unsqueeze_365, unsqueeze_366, sub_110, mul_472, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_473, mul_474, mul_475, unsqueeze_370, unsqueeze_371, unsqueeze_372, mul_476, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_477, sub_112, sub_113, mul_478, input_40, scale_14, input_41, convolution_backward_31], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf249 = torch.ops.aten.convolution_backward.default(buf248, buf247, primals_98, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf248
        del primals_98
        buf250 = buf249[0]
        assert_tensor_metadata(buf250, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf250 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf251 = buf249[1]
        assert_tensor_metadata(buf251, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf251 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf249
        buf252 = reinterpret_tensor(buf217, (32, 240, 1, 1), (240, 1, 7680, 7680), 0); del buf217  # reuse
        buf253 = reinterpret_tensor(buf252, (32, 240, 1, 1), (240, 1, 1, 1), 0); del buf252  # reuse
        assert_size_stride_grouped((relu_7, primals_96), ((32, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_26(buf253, buf250, buf246, convolution_19)
        # Topologically Sorted Source Nodes: [full_default, gt_6, lt_20, bitwise_and_6, mul_482, where_40, convolution_backward_32], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf254 = torch.ops.aten.convolution_backward.default(buf253, relu_7, primals_96, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf253
        del primals_96
        buf255 = buf254[0]
        assert_tensor_metadata(buf255, (32, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf255 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf256 = buf254[1]
        assert_tensor_metadata(buf256, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf256 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf257 = buf254[2]
        assert_tensor_metadata(buf257, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf257 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf254
        buf258 = reinterpret_tensor(relu_7, (32, 64, 1, 1), (64, 1, 1, 1), 0); del relu_7  # reuse
        assert_size_stride_grouped((mean_2, primals_94), ((32, 240, 1, 1), (64, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_27(buf258, buf255)
        del buf255
        # Topologically Sorted Source Nodes: [full_default, le_20, where_41, convolution_backward_33], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf259 = torch.ops.aten.convolution_backward.default(buf258, mean_2, primals_94, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf258
        del mean_2
        del primals_94
        buf260 = buf259[0]
        assert_tensor_metadata(buf260, (32, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf260 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf261 = buf259[1]
        assert_tensor_metadata(buf261, (64, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf261 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf262 = buf259[2]
        assert_tensor_metadata(buf262, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf262 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf259
        assert_size_stride_grouped((convolution_16, getitem_25, rsqrt_12, primals_86, primals_87), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf266 = buf247; del buf247  # reuse
        buf267 = buf231; del buf231  # reuse
        buf263 = buf237; del buf237  # reuse
        buf264 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf265 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf268 = buf246; del buf246  # reuse
        assert_size_stride(primals_88, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_28(buf268, convolution_16, getitem_25, rsqrt_12, primals_86, primals_87, buf250, convolution_19, buf260, convolution_17, getitem_27, rsqrt_13, primals_92, buf266, buf267, buf263, buf264, buf265)
        del buf250
        del buf260
        del convolution_17
        del convolution_19
        del getitem_27
        del primals_87
        del primals_92
        del rsqrt_13
        # Topologically Sorted Source Nodes: [full_default, scale_14, mul_480, expand_7, div_50, add_228, le_21, lt_21, div_51, add_229, mul_483, where_42, where_43, input_39, unsqueeze_376, unsqueeze_377, unsqueeze_378, sub_114, mul_485, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_486, mul_487, mul_488, unsqueeze_382, unsqueeze_383, unsqueeze_384, mul_489, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_490, sub_116, sub_117, mul_491, input_37, convolution_backward_34], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf269 = torch.ops.aten.convolution_backward.default(buf268, buf267, primals_88, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del buf267
        del buf268
        del primals_88
        buf270 = buf269[0]
        assert_tensor_metadata(buf270, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf270 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf271 = buf269[1]
        assert_tensor_metadata(buf271, (240, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf271 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf269
        buf272 = buf264; del buf264  # reuse
        buf273 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf274 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf275 = buf266; del buf266  # reuse
        assert_size_stride(primals_82, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_29(buf275, buf270, convolution_16, getitem_25, rsqrt_12, primals_86, buf272, buf273, buf274)
        del buf270
        del buf273
        del convolution_16
        del getitem_25
        del primals_86
        del rsqrt_12
        # Topologically Sorted Source Nodes: [full_default, le_22, lt_22, div_52, add_230, mul_493, where_44, where_45, input_36, unsqueeze_388, unsqueeze_389, unsqueeze_390, sub_118, mul_495, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_496, mul_497, mul_498, unsqueeze_394, unsqueeze_395, unsqueeze_396, mul_499, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_500, sub_120, sub_121, mul_501, convolution_backward_35], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf276 = torch.ops.aten.convolution_backward.default(buf275, buf200, primals_82, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf200
        del buf275
        del primals_82
        buf277 = buf276[0]
        assert_tensor_metadata(buf277, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf277 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf278 = buf276[1]
        assert_tensor_metadata(buf278, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf278 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf276
        assert_size_stride_grouped((convolution_12, getitem_21, rsqrt_10, primals_70, primals_71), ((32, 96, 10, 10), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((9600, 1, 960, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf282 = empty_strided_cpu((32, 96, 10, 10), (9600, 1, 960, 96), torch.float32)
        assert_size_stride(convolution_14, (32, 96, 1, 1), (96, 1, 96, 96), 'input')
        buf283 = empty_strided_cpu((32, 96, 10, 10), (9600, 1, 960, 96), torch.float32)
        buf279 = buf244; del buf244  # reuse
        buf280 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf281 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf284 = buf205; del buf205  # reuse
        assert_size_stride(primals_76, (40, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_31(buf284, convolution_12, getitem_21, rsqrt_10, primals_70, primals_71, convolution_14, buf241, buf277, convolution_15, getitem_23, rsqrt_11, primals_80, buf282, buf283, buf279, buf280, buf281)
        del buf241
        del buf277
        del buf280
        del convolution_15
        del getitem_23
        del primals_71
        del primals_80
        del rsqrt_11
        # Topologically Sorted Source Nodes: [add_227, add_231, input_34, unsqueeze_400, unsqueeze_401, unsqueeze_402, sub_122, mul_504, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_505, mul_506, mul_507, unsqueeze_406, unsqueeze_407, unsqueeze_408, mul_508, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_509, sub_124, sub_125, mul_510, input_31, scale_9, input_32, convolution_backward_36], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf285 = torch.ops.aten.convolution_backward.default(buf284, buf283, primals_76, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf284
        del primals_76
        buf286 = buf285[0]
        assert_tensor_metadata(buf286, (32, 96, 10, 10), (9600, 1, 960, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf286 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf287 = buf285[1]
        assert_tensor_metadata(buf287, (40, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf287 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf285
        buf288 = empty_strided_cpu((32, 96, 1, 1), (96, 1, 3072, 3072), torch.float32)
        buf289 = reinterpret_tensor(buf288, (32, 96, 1, 1), (96, 1, 1, 1), 0); del buf288  # reuse
        assert_size_stride_grouped((relu_6, primals_74), ((32, 24, 1, 1), (96, 24, 1, 1)), ((24, 1, 24, 24), (24, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_32(buf289, buf286, buf282, convolution_14)
        # Topologically Sorted Source Nodes: [full_default, gt_7, lt_23, bitwise_and_7, mul_514, where_46, convolution_backward_37], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf290 = torch.ops.aten.convolution_backward.default(buf289, relu_6, primals_74, [96], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf289
        del primals_74
        buf291 = buf290[0]
        assert_tensor_metadata(buf291, (32, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf291 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf292 = buf290[1]
        assert_tensor_metadata(buf292, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf292 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf293 = buf290[2]
        assert_tensor_metadata(buf293, (96, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf293 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf290
        buf294 = reinterpret_tensor(relu_6, (32, 24, 1, 1), (24, 1, 1, 1), 0); del relu_6  # reuse
        assert_size_stride_grouped((mean_1, primals_72), ((32, 96, 1, 1), (24, 96, 1, 1)), ((96, 1, 96, 96), (96, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_33(buf294, buf291)
        del buf291
        # Topologically Sorted Source Nodes: [full_default, le_23, where_47, convolution_backward_38], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf295 = torch.ops.aten.convolution_backward.default(buf294, mean_1, primals_72, [24], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf294
        del mean_1
        del primals_72
        buf296 = buf295[0]
        assert_tensor_metadata(buf296, (32, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf296 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf297 = buf295[1]
        assert_tensor_metadata(buf297, (24, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf297 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf298 = buf295[2]
        assert_tensor_metadata(buf298, (24, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf298 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf295
        buf299 = buf95; del buf95  # reuse
        buf300 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf301 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf304 = buf282; del buf282  # reuse
        assert_size_stride_grouped((convolution_11, getitem_19, rsqrt_9, primals_64, primals_65), ((32, 96, 20, 20), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((38400, 1, 1920, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf302 = empty_strided_cpu((32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32)
        buf303 = empty_strided_cpu((32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32)
        assert_size_stride(primals_66, (96, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_34(buf304, buf286, convolution_14, buf296, convolution_12, getitem_21, rsqrt_10, primals_70, convolution_11, getitem_19, rsqrt_9, primals_64, primals_65, buf299, buf300, buf301, buf302, buf303)
        del buf286
        del buf296
        del convolution_12
        del convolution_14
        del getitem_21
        del primals_65
        del primals_70
        del rsqrt_10
        # Topologically Sorted Source Nodes: [full_default, scale_9, mul_512, expand_8, div_53, add_232, le_24, lt_24, div_54, add_233, mul_515, where_48, where_49, input_30, unsqueeze_412, unsqueeze_413, unsqueeze_414, sub_126, mul_517, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_518, mul_519, mul_520, unsqueeze_418, unsqueeze_419, unsqueeze_420, mul_521, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_522, sub_128, sub_129, mul_523, input_28, convolution_backward_39], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf305 = torch.ops.aten.convolution_backward.default(buf304, buf303, primals_66, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf303
        del primals_66
        buf306 = buf305[0]
        assert_tensor_metadata(buf306, (32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf306 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf307 = buf305[1]
        assert_tensor_metadata(buf307, (96, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf307 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf305
        assert_size_stride_grouped((convolution_7, getitem_11, rsqrt_5, primals_40, primals_41, convolution_10, getitem_17, rsqrt_8, primals_58, primals_59), ((32, 24, 20, 20), (1, 24, 1, 1), (1, 24, 1, 1), (24, ), (24, ), (32, 24, 20, 20), (1, 24, 1, 1), (1, 24, 1, 1), (24, ), (24, )), ((9600, 1, 480, 24), (24, 1, 24, 24), (24, 1, 24, 24), (1, ), (1, ), (9600, 1, 480, 24), (24, 1, 24, 24), (24, 1, 24, 24), (1, ), (1, )), 'input')
        buf311 = reinterpret_tensor(buf304, (32, 24, 20, 20), (9600, 1, 480, 24), 0); del buf304  # reuse
        buf312 = reinterpret_tensor(buf283, (32, 24, 20, 20), (9600, 1, 480, 24), 0); del buf283  # reuse
        buf308 = buf300; del buf300  # reuse
        buf309 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf310 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf313 = buf302; del buf302  # reuse
        assert_size_stride(primals_60, (96, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_35(buf313, convolution_7, getitem_11, rsqrt_5, primals_40, primals_41, convolution_10, getitem_17, rsqrt_8, primals_58, primals_59, buf306, convolution_11, getitem_19, rsqrt_9, primals_64, buf311, buf312, buf308, buf309, buf310)
        del buf306
        del buf309
        del convolution_11
        del getitem_19
        del primals_41
        del primals_59
        del primals_64
        del rsqrt_9
        # Topologically Sorted Source Nodes: [full_default, le_25, lt_25, div_55, add_234, mul_525, where_50, where_51, input_27, unsqueeze_424, unsqueeze_425, unsqueeze_426, sub_130, mul_527, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_528, mul_529, mul_530, unsqueeze_430, unsqueeze_431, unsqueeze_432, mul_531, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_532, sub_132, sub_133, mul_533, input_25, result, convolution_backward_40], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf314 = torch.ops.aten.convolution_backward.default(buf313, buf312, primals_60, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf312
        del buf313
        del primals_60
        buf315 = buf314[0]
        assert_tensor_metadata(buf315, (32, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf315 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf316 = buf314[1]
        assert_tensor_metadata(buf316, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf316 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf314
        buf317 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf318 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf319 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf323 = convolution_10; del convolution_10  # reuse
        assert_size_stride_grouped((convolution_8, getitem_13, rsqrt_6, primals_46, primals_47), ((32, 88, 20, 20), (1, 88, 1, 1), (1, 88, 1, 1), (88, ), (88, )), ((35200, 1, 1760, 88), (88, 1, 88, 88), (88, 1, 88, 88), (1, ), (1, )), 'input')
        buf320 = empty_strided_cpu((32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32)
        assert_size_stride(primals_48, (88, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_36(buf323, buf315, getitem_17, rsqrt_8, primals_58, convolution_8, getitem_13, rsqrt_6, primals_46, primals_47, buf317, buf318, buf319, buf320)
        del getitem_17
        del primals_47
        del primals_58
        del rsqrt_8
        # Topologically Sorted Source Nodes: [input_21], Original ATen: [aten.convolution]
        buf321 = extern_kernels.convolution(buf320, primals_48, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
        assert_tensor_metadata(buf321, (32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_15, rsqrt_7, primals_52, primals_53), ((1, 88, 1, 1), (1, 88, 1, 1), (88, ), (88, )), ((88, 1, 88, 88), (88, 1, 88, 88), (1, ), (1, )), 'input')
        buf322 = empty_strided_cpu((32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32)
        assert_size_stride(primals_54, (24, 88, 1, 1), (88, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_37(buf321, getitem_15, rsqrt_7, primals_52, primals_53, buf322)
        del primals_53
        # Topologically Sorted Source Nodes: [input_25, unsqueeze_436, unsqueeze_437, unsqueeze_438, sub_134, mul_536, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_537, mul_538, mul_539, unsqueeze_442, unsqueeze_443, unsqueeze_444, mul_540, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_541, sub_136, sub_137, mul_542, convolution_backward_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf324 = torch.ops.aten.convolution_backward.default(buf323, buf322, primals_54, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf323
        del primals_54
        buf325 = buf324[0]
        assert_tensor_metadata(buf325, (32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf325 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf326 = buf324[1]
        assert_tensor_metadata(buf326, (24, 88, 1, 1), (88, 1, 88, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf326 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf324
        buf327 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf328 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf329 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf330 = buf322; del buf322  # reuse
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_38(buf330, buf325, buf321, getitem_15, rsqrt_7, primals_52, buf327, buf328, buf329)
        del buf321
        del buf325
        del getitem_15
        del primals_52
        del rsqrt_7
        # Topologically Sorted Source Nodes: [full_default, le_26, where_52, input_22, unsqueeze_448, unsqueeze_449, unsqueeze_450, sub_138, mul_545, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_546, mul_547, mul_548, unsqueeze_454, unsqueeze_455, unsqueeze_456, mul_549, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_550, sub_140, sub_141, mul_551, convolution_backward_42], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf331 = torch.ops.aten.convolution_backward.default(buf330, buf320, primals_48, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 88, [True, True, False])
        del buf330
        del primals_48
        buf332 = buf331[0]
        assert_tensor_metadata(buf332, (32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf332 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf333 = buf331[1]
        assert_tensor_metadata(buf333, (88, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf333 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf331
        buf334 = buf328; del buf328  # reuse
        buf335 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf336 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf337 = buf320; del buf320  # reuse
        assert_size_stride(primals_42, (88, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_38(buf337, buf332, convolution_8, getitem_13, rsqrt_6, primals_46, buf334, buf335, buf336)
        del buf332
        del buf335
        del convolution_8
        del getitem_13
        del primals_46
        del rsqrt_6
        # Topologically Sorted Source Nodes: [full_default, le_27, where_53, input_19, unsqueeze_460, unsqueeze_461, unsqueeze_462, sub_142, mul_554, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_555, mul_556, mul_557, unsqueeze_466, unsqueeze_467, unsqueeze_468, mul_558, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_559, sub_144, sub_145, mul_560, convolution_backward_43], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf338 = torch.ops.aten.convolution_backward.default(buf337, buf311, primals_42, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf311
        del buf337
        del primals_42
        buf339 = buf338[0]
        assert_tensor_metadata(buf339, (32, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf339 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf340 = buf338[1]
        assert_tensor_metadata(buf340, (88, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf340 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf338
        buf341 = buf318; del buf318  # reuse
        buf342 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf343 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf349 = buf315; del buf315  # reuse
        assert_size_stride_grouped((convolution_4, getitem_5, rsqrt_2, primals_22, primals_23), ((32, 16, 40, 40), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((25600, 1, 640, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf344 = empty_strided_cpu((32, 16, 40, 40), (25600, 1, 640, 16), torch.float32)
        assert_size_stride(primals_24, (72, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_39(buf349, buf339, convolution_7, getitem_11, rsqrt_5, primals_40, convolution_4, getitem_5, rsqrt_2, primals_22, primals_23, buf341, buf342, buf343, buf344)
        del buf339
        del buf342
        del convolution_7
        del getitem_11
        del primals_23
        del primals_40
        del rsqrt_5
        # Topologically Sorted Source Nodes: [input_10], Original ATen: [aten.convolution]
        buf345 = extern_kernels.convolution(buf344, primals_24, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf345, (32, 72, 40, 40), (115200, 1, 2880, 72), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_7, rsqrt_3, primals_28, primals_29), ((1, 72, 1, 1), (1, 72, 1, 1), (72, ), (72, )), ((72, 1, 72, 72), (72, 1, 72, 72), (1, ), (1, )), 'input')
        buf346 = empty_strided_cpu((32, 72, 40, 40), (115200, 1, 2880, 72), torch.float32)
        assert_size_stride(primals_30, (72, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_40(buf345, getitem_7, rsqrt_3, primals_28, primals_29, buf346)
        del primals_29
        # Topologically Sorted Source Nodes: [input_13], Original ATen: [aten.convolution]
        buf347 = extern_kernels.convolution(buf346, primals_30, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72, bias=None)
        assert_tensor_metadata(buf347, (32, 72, 20, 20), (28800, 1, 1440, 72), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_9, rsqrt_4, primals_34, primals_35), ((1, 72, 1, 1), (1, 72, 1, 1), (72, ), (72, )), ((72, 1, 72, 72), (72, 1, 72, 72), (1, ), (1, )), 'input')
        buf348 = reinterpret_tensor(buf128, (32, 72, 20, 20), (28800, 1, 1440, 72), 0); del buf128  # reuse
        assert_size_stride(primals_36, (24, 72, 1, 1), (72, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_41(buf347, getitem_9, rsqrt_4, primals_34, primals_35, buf348)
        del primals_35
        # Topologically Sorted Source Nodes: [add_235, input_17, unsqueeze_472, unsqueeze_473, unsqueeze_474, sub_146, mul_563, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_564, mul_565, mul_566, unsqueeze_478, unsqueeze_479, unsqueeze_480, mul_567, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_568, sub_148, sub_149, mul_569, convolution_backward_44], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf350 = torch.ops.aten.convolution_backward.default(buf349, buf348, primals_36, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf349
        del primals_36
        buf351 = buf350[0]
        assert_tensor_metadata(buf351, (32, 72, 20, 20), (28800, 1, 1440, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf351 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf352 = buf350[1]
        assert_tensor_metadata(buf352, (24, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf352 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf350
        buf353 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf354 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf355 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf356 = buf348; del buf348  # reuse
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_42(buf356, buf351, buf347, getitem_9, rsqrt_4, primals_34, buf353, buf354, buf355)
        del buf347
        del buf351
        del getitem_9
        del primals_34
        del rsqrt_4
        # Topologically Sorted Source Nodes: [full_default, le_28, where_54, input_14, unsqueeze_484, unsqueeze_485, unsqueeze_486, sub_150, mul_572, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_573, mul_574, mul_575, unsqueeze_490, unsqueeze_491, unsqueeze_492, mul_576, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_577, sub_152, sub_153, mul_578, convolution_backward_45], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf357 = torch.ops.aten.convolution_backward.default(buf356, buf346, primals_30, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 72, [True, True, False])
        del buf356
        del primals_30
        buf358 = buf357[0]
        assert_tensor_metadata(buf358, (32, 72, 40, 40), (115200, 1, 2880, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf358 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf359 = buf357[1]
        assert_tensor_metadata(buf359, (72, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf359 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf357
        buf360 = buf354; del buf354  # reuse
        buf361 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf362 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf363 = buf346; del buf346  # reuse
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_43(buf363, buf358, buf345, getitem_7, rsqrt_3, primals_28, buf360, buf361, buf362)
        del buf345
        del buf358
        del buf361
        del getitem_7
        del primals_28
        del rsqrt_3
        # Topologically Sorted Source Nodes: [full_default, le_29, where_55, input_11, unsqueeze_496, unsqueeze_497, unsqueeze_498, sub_154, mul_581, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_582, mul_583, mul_584, unsqueeze_502, unsqueeze_503, unsqueeze_504, mul_585, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_586, sub_156, sub_157, mul_587, convolution_backward_46], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf364 = torch.ops.aten.convolution_backward.default(buf363, buf344, primals_24, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf363
        del primals_24
        buf365 = buf364[0]
        assert_tensor_metadata(buf365, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf365 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf366 = buf364[1]
        assert_tensor_metadata(buf366, (72, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf366 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf364
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((32, 16, 80, 80), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((102400, 1, 1280, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf370 = empty_strided_cpu((32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32)
        buf371 = empty_strided_cpu((32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32)
        assert_size_stride(primals_8, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_44(convolution, getitem_1, rsqrt, primals_6, primals_7, buf370, buf371)
        del primals_7
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf372 = extern_kernels.convolution(buf371, primals_8, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
        assert_tensor_metadata(buf372, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_3, rsqrt_1, primals_12, primals_13), ((1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf373 = buf344; del buf344  # reuse
        assert_size_stride(convolution_3, (32, 16, 1, 1), (16, 1, 16, 16), 'input')
        buf374 = empty_strided_cpu((32, 16, 40, 40), (25600, 1, 640, 16), torch.float32)
        buf367 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf368 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf369 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf375 = buf365; del buf365  # reuse
        assert_size_stride(primals_18, (16, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_mul_native_batch_norm_backward_relu_45(buf375, buf372, getitem_3, rsqrt_1, primals_12, primals_13, convolution_3, convolution_4, getitem_5, rsqrt_2, primals_22, buf373, buf374, buf367, buf368, buf369)
        del convolution_4
        del getitem_5
        del primals_13
        del primals_22
        del rsqrt_2
        # Topologically Sorted Source Nodes: [input_9, unsqueeze_508, unsqueeze_509, unsqueeze_510, sub_158, mul_590, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_591, mul_592, mul_593, unsqueeze_514, unsqueeze_515, unsqueeze_516, mul_594, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_595, sub_160, sub_161, mul_596, scale_4, input_7, convolution_backward_47], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf376 = torch.ops.aten.convolution_backward.default(buf375, buf374, primals_18, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf374
        del buf375
        del primals_18
        buf377 = buf376[0]
        assert_tensor_metadata(buf377, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf377 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf378 = buf376[1]
        assert_tensor_metadata(buf378, (16, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf378 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf376
        buf379 = empty_strided_cpu((32, 16, 1, 1), (16, 1, 512, 512), torch.float32)
        buf380 = reinterpret_tensor(buf379, (32, 16, 1, 1), (16, 1, 1, 1), 0); del buf379  # reuse
        assert_size_stride_grouped((relu_1, primals_16), ((32, 8, 1, 1), (16, 8, 1, 1)), ((8, 1, 8, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_backward_mul_sum_46(buf380, buf377, buf373, convolution_3)
        # Topologically Sorted Source Nodes: [full_default, gt_8, lt_26, bitwise_and_8, mul_600, where_56, convolution_backward_48], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf381 = torch.ops.aten.convolution_backward.default(buf380, relu_1, primals_16, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf380
        del primals_16
        buf382 = buf381[0]
        assert_tensor_metadata(buf382, (32, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf382 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf383 = buf381[1]
        assert_tensor_metadata(buf383, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf383 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf384 = buf381[2]
        assert_tensor_metadata(buf384, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf384 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf381
        buf385 = reinterpret_tensor(relu_1, (32, 8, 1, 1), (8, 1, 1, 1), 0); del relu_1  # reuse
        assert_size_stride_grouped((mean, primals_14), ((32, 16, 1, 1), (8, 16, 1, 1)), ((16, 1, 16, 16), (16, 1, 1, 1)), 'input')
        cpp_fused_hardswish_backward_threshold_backward_47(buf385, buf382)
        del buf382
        # Topologically Sorted Source Nodes: [full_default, le_30, where_57, convolution_backward_49], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf386 = torch.ops.aten.convolution_backward.default(buf385, mean, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf385
        del mean
        del primals_14
        buf387 = buf386[0]
        assert_tensor_metadata(buf387, (32, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf387 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf388 = buf386[1]
        assert_tensor_metadata(buf388, (8, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf388 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf389 = buf386[2]
        assert_tensor_metadata(buf389, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf389 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf386
        buf390 = buf368; del buf368  # reuse
        buf391 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf392 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf393 = buf373; del buf373  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_48(buf393, buf377, convolution_3, buf387, buf372, getitem_3, rsqrt_1, primals_12, buf390, buf391, buf392)
        del buf372
        del buf377
        del buf387
        del convolution_3
        del getitem_3
        del primals_12
        del rsqrt_1
        # Topologically Sorted Source Nodes: [full_default, scale_4, mul_598, expand_9, div_56, add_236, le_31, where_58, input_5, unsqueeze_520, unsqueeze_521, unsqueeze_522, sub_162, mul_602, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_603, mul_604, mul_605, unsqueeze_526, unsqueeze_527, unsqueeze_528, mul_606, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_607, sub_164, sub_165, mul_608, convolution_backward_50], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf394 = torch.ops.aten.convolution_backward.default(buf393, buf371, primals_8, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 16, [True, True, False])
        del buf371
        del buf393
        del primals_8
        buf395 = buf394[0]
        assert_tensor_metadata(buf395, (32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf395 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf396 = buf394[1]
        assert_tensor_metadata(buf396, (16, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf396 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf394
        buf397 = buf391; del buf391  # reuse
        buf398 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf399 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf400 = buf370; del buf370  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((32, 3, 160, 160), (16, 3, 3, 3)), ((76800, 1, 480, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_49(buf400, buf395, convolution, getitem_1, rsqrt, primals_6, buf397, buf398, buf399)
        del buf395
        del buf398
        del convolution
        del getitem_1
        del primals_6
        del rsqrt
        # Topologically Sorted Source Nodes: [full_default, le_32, lt_27, div_57, add_237, mul_610, where_59, where_60, input_2, unsqueeze_532, unsqueeze_533, unsqueeze_534, sub_166, mul_612, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_613, mul_614, mul_615, unsqueeze_538, unsqueeze_539, unsqueeze_540, mul_616, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_617, sub_168, sub_169, mul_618, convolution_backward_51], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf401 = torch.ops.aten.convolution_backward.default(buf400, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf400
        del primals_1
        del primals_2
        buf402 = buf401[1]
        assert_tensor_metadata(buf402, (16, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf402 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf401
        buf6 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        buf10 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride(mean_9, (32, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused_sum_50(tangents_1, buf7, buf6, buf10)
        buf9 = empty_strided_cpu((1024, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_7, x_1, mm_3], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf7, (1024, 32), (1, 1024), 0), reinterpret_tensor(mean_9, (32, 576), (576, 1), 0), out=buf9)
        del buf7
        del mean_9
        buf5 = empty_strided_cpu((1000, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, input_102, input_103, mm_1], Original ATen: [aten.t, aten.hardswish, aten.div, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 32), (1, 1000), 0), buf4, out=buf5)
        del buf4
        del tangents_1
        return (buf402, None, None, None, None, buf399, buf397, buf396, None, None, None, buf392, buf390, buf388, buf389, buf383, buf384, buf378, None, None, None, buf369, buf367, buf366, None, None, None, buf362, buf360, buf359, None, None, None, buf355, buf353, buf352, None, None, None, buf343, buf341, buf340, None, None, None, buf336, buf334, buf333, None, None, None, buf329, buf327, buf326, None, None, None, buf319, buf317, buf316, None, None, None, buf310, buf308, buf307, None, None, None, buf301, buf299, buf297, buf298, buf292, buf293, buf287, None, None, None, buf281, buf279, buf278, None, None, None, buf274, buf272, buf271, None, None, None, buf265, buf263, buf261, buf262, buf256, buf257, buf251, None, None, None, buf245, buf243, buf242, None, None, None, buf238, buf236, buf235, None, None, None, buf229, buf227, buf225, buf226, buf220, buf221, buf215, None, None, None, buf209, buf207, buf206, None, None, None, buf199, buf197, buf196, None, None, None, buf190, buf188, buf186, buf187, buf181, buf182, buf176, None, None, None, buf170, buf168, buf167, None, None, None, buf163, buf161, buf160, None, None, None, buf154, buf152, buf150, buf151, buf145, buf146, buf140, None, None, None, buf134, buf132, buf131, None, None, None, buf125, buf123, buf122, None, None, None, buf116, buf114, buf112, buf113, buf107, buf108, buf102, None, None, None, buf96, buf94, buf93, None, None, None, buf89, buf87, buf86, None, None, None, buf80, buf78, buf76, buf77, buf71, buf72, buf66, None, None, None, buf60, buf58, buf57, None, None, None, buf53, buf51, buf50, None, None, None, buf44, buf42, buf40, buf41, buf35, buf36, buf30, None, None, None, buf24, buf22, buf21, None, None, None, buf14, buf12, buf9, reinterpret_tensor(buf10, (1024, ), (1, ), 0), buf5, reinterpret_tensor(buf6, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((72, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((88, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_190 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_196 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_202 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_213 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((1024, 576), (576, 1), device='cpu', dtype=torch.float32)
    primals_244 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_226 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_220 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_214 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_208 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((96, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_184 = rand_strided((288, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((72, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((288, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((288, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((144, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_160 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_154 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((48, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((40, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((24, 88, 1, 1), (88, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((88, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, 3, 160, 160), (76800, 1, 480, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    convolution = rand_strided((32, 16, 80, 80), (102400, 1, 1280, 16), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    mean = rand_strided((32, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((32, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((32, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((32, 16, 40, 40), (25600, 1, 640, 16), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((32, 24, 20, 20), (9600, 1, 480, 24), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((32, 88, 20, 20), (35200, 1, 1760, 88), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((1, 88, 1, 1), (88, 1, 88, 88), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((1, 88, 1, 1), (88, 1, 88, 88), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 88, 1, 1), (88, 1, 88, 88), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 88, 1, 1), (88, 1, 88, 88), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((32, 24, 20, 20), (9600, 1, 480, 24), device='cpu', dtype=torch.float32)
    getitem_17 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((32, 96, 20, 20), (38400, 1, 1920, 96), device='cpu', dtype=torch.float32)
    getitem_19 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((32, 96, 10, 10), (9600, 1, 960, 96), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_10 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    mean_1 = rand_strided((32, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((32, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((32, 40, 10, 10), (4000, 1, 400, 40), device='cpu', dtype=torch.float32)
    getitem_23 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    rsqrt_11 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_12 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_13 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mean_2 = rand_strided((32, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((32, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((32, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((32, 40, 10, 10), (4000, 1, 400, 40), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    rsqrt_14 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_15 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_16 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mean_3 = rand_strided((32, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((32, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((32, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((32, 40, 10, 10), (4000, 1, 400, 40), device='cpu', dtype=torch.float32)
    getitem_35 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    rsqrt_17 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((32, 120, 10, 10), (12000, 1, 1200, 120), device='cpu', dtype=torch.float32)
    getitem_37 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    rsqrt_18 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((32, 120, 10, 10), (12000, 1, 1200, 120), device='cpu', dtype=torch.float32)
    getitem_39 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    rsqrt_19 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    mean_4 = rand_strided((32, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((32, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((32, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((32, 48, 10, 10), (4800, 1, 480, 48), device='cpu', dtype=torch.float32)
    getitem_41 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    rsqrt_20 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((32, 144, 10, 10), (14400, 1, 1440, 144), device='cpu', dtype=torch.float32)
    getitem_43 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_21 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((32, 144, 10, 10), (14400, 1, 1440, 144), device='cpu', dtype=torch.float32)
    getitem_45 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_22 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mean_5 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((32, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((32, 48, 10, 10), (4800, 1, 480, 48), device='cpu', dtype=torch.float32)
    getitem_47 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    rsqrt_23 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((32, 288, 10, 10), (28800, 1, 2880, 288), device='cpu', dtype=torch.float32)
    getitem_49 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    rsqrt_24 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((32, 288, 5, 5), (7200, 1, 1440, 288), device='cpu', dtype=torch.float32)
    getitem_51 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    rsqrt_25 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    mean_6 = rand_strided((32, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((32, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((32, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((32, 96, 5, 5), (2400, 1, 480, 96), device='cpu', dtype=torch.float32)
    getitem_53 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_26 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    getitem_55 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_27 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    getitem_57 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_28 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    mean_7 = rand_strided((32, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((32, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((32, 96, 5, 5), (2400, 1, 480, 96), device='cpu', dtype=torch.float32)
    getitem_59 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_29 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    getitem_61 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_30 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    getitem_63 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_31 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    mean_8 = rand_strided((32, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((32, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((32, 96, 5, 5), (2400, 1, 480, 96), device='cpu', dtype=torch.float32)
    getitem_65 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_32 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    getitem_67 = rand_strided((1, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_33 = rand_strided((1, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    mean_9 = rand_strided((32, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((32, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_6, primals_7, primals_8, primals_12, primals_13, primals_22, primals_23, primals_24, primals_28, primals_29, primals_30, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_48, primals_52, primals_53, primals_58, primals_59, primals_64, primals_65, primals_70, primals_71, primals_80, primals_81, primals_86, primals_87, primals_92, primals_93, primals_102, primals_103, primals_108, primals_109, primals_114, primals_115, primals_124, primals_125, primals_130, primals_131, primals_136, primals_137, primals_146, primals_147, primals_152, primals_153, primals_158, primals_159, primals_168, primals_169, primals_174, primals_175, primals_180, primals_181, primals_190, primals_191, primals_196, primals_197, primals_202, primals_203, primals_212, primals_213, primals_218, primals_219, primals_224, primals_225, primals_234, primals_235, primals_240, primals_241, primals_242, primals_244, primals_236, primals_230, primals_228, primals_226, primals_220, primals_214, primals_208, primals_206, primals_204, primals_198, primals_192, primals_186, primals_184, primals_182, primals_176, primals_170, primals_164, primals_162, primals_160, primals_154, primals_148, primals_142, primals_140, primals_138, primals_132, primals_126, primals_120, primals_118, primals_116, primals_110, primals_104, primals_98, primals_96, primals_94, primals_88, primals_82, primals_76, primals_74, primals_72, primals_66, primals_60, primals_54, primals_42, primals_36, primals_18, primals_16, primals_14, primals_2, primals_1, convolution, getitem_1, rsqrt, getitem_3, rsqrt_1, mean, relu_1, convolution_3, convolution_4, getitem_5, rsqrt_2, getitem_7, rsqrt_3, getitem_9, rsqrt_4, convolution_7, getitem_11, rsqrt_5, convolution_8, getitem_13, rsqrt_6, getitem_15, rsqrt_7, convolution_10, getitem_17, rsqrt_8, convolution_11, getitem_19, rsqrt_9, convolution_12, getitem_21, rsqrt_10, mean_1, relu_6, convolution_14, convolution_15, getitem_23, rsqrt_11, convolution_16, getitem_25, rsqrt_12, convolution_17, getitem_27, rsqrt_13, mean_2, relu_7, convolution_19, convolution_20, getitem_29, rsqrt_14, convolution_21, getitem_31, rsqrt_15, convolution_22, getitem_33, rsqrt_16, mean_3, relu_8, convolution_24, convolution_25, getitem_35, rsqrt_17, convolution_26, getitem_37, rsqrt_18, convolution_27, getitem_39, rsqrt_19, mean_4, relu_9, convolution_29, convolution_30, getitem_41, rsqrt_20, convolution_31, getitem_43, rsqrt_21, convolution_32, getitem_45, rsqrt_22, mean_5, relu_10, convolution_34, convolution_35, getitem_47, rsqrt_23, convolution_36, getitem_49, rsqrt_24, convolution_37, getitem_51, rsqrt_25, mean_6, relu_11, convolution_39, convolution_40, getitem_53, rsqrt_26, convolution_41, getitem_55, rsqrt_27, convolution_42, getitem_57, rsqrt_28, mean_7, relu_12, convolution_44, convolution_45, getitem_59, rsqrt_29, convolution_46, getitem_61, rsqrt_30, convolution_47, getitem_63, rsqrt_31, mean_8, relu_13, convolution_49, convolution_50, getitem_65, rsqrt_32, convolution_51, getitem_67, rsqrt_33, mean_9, addmm, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
