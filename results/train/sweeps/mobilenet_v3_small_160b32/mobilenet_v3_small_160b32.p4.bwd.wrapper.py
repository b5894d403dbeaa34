# AOT ID: ['34_backward']
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_div_hardswish_hardswish_backward_mul_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(5L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(5L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(5L),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 576L*x2 + 2880L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(5L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(5L*x1_inner), static_cast<int64_t>(5L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 5L*x1 + 5L*x1_inner + 2880L*x0), static_cast<int64_t>(5L));
                            }
                        }
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(5L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(5L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(5L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x2 + 2880L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(5L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(5L*x1_inner), static_cast<int64_t>(5L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 5L*x1 + 5L*x1_inner + 2880L*x0), static_cast<int64_t>(5L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(5L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(5L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(5L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 5L*x1 + 2880L*x2 + 14400L*x0), static_cast<int64_t>(5L));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 5L*x2 + 25L*x1 + 14400L*x0), static_cast<int64_t>(5L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(24L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 25L*x0 + 14400L*x1), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 25L*x0 + 14400L*x1), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 25L*x0 + 14400L*x1), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 25L*x0 + 14400L*x1), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x2 + 576L*x2_inner + 14400L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 576L*x2 + 576L*x2_inner + 14400L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp21;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(24L) && x2 < static_cast<int64_t>(25L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(24L);x2_tail < static_cast<int64_t>(25L); x2_tail++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x2_tail + 14400L*x1), static_cast<int64_t>(8));
                                    auto tmp7 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 8> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(x2_tail + 25L*x0 + 25L*x0_inner + 14400L*x1)];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 576L*x2_tail + 14400L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 25L*x2 + 14400L*x0), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 25L*x2 + 14400L*x0), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.00125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 14400L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(24L) && x1 < static_cast<int64_t>(25L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x1 + 25L*x2 + 14400L*x0), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x1 + 25L*x2 + 14400L*x0), static_cast<int64_t>(25L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(1L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.00125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(5L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(5L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(5L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x2 + 1440L*x0), static_cast<int64_t>(288L), tmp0, static_cast<int64_t>(5L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(5L*x1_inner), static_cast<int64_t>(5L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 5L*x1 + 5L*x1_inner + 1440L*x0), static_cast<int64_t>(5L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(5L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(5L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(5L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x3 + 5L*x1 + 1440L*x2 + 7200L*x0), static_cast<int64_t>(5L));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 5L*x2 + 25L*x1 + 7200L*x0), static_cast<int64_t>(5L));
                            }
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
                        tmp8.store(out_ptr5 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp19.store(out_ptr6 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr6 + static_cast<int64_t>(x1 + 288L*x2 + 2880L*x0), static_cast<int64_t>(288L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 2880L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(out_ptr6 + static_cast<int64_t>(x1 + 288L*x2 + 2880L*x0), static_cast<int64_t>(288L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 2880L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardswish_backward_native_batch_norm_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 100L*x0 + 28800L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 100L*x0 + 28800L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 100L*x0 + 28800L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 100L*x0 + 28800L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 288L*x2 + 288L*x2_inner + 28800L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0 + 288L*x2 + 288L*x2_inner + 28800L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp21;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(96L) && x2 < static_cast<int64_t>(100L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(96L);x2_tail < static_cast<int64_t>(100L); x2_tail++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 288L*x2_tail + 28800L*x1), static_cast<int64_t>(8));
                                    auto tmp7 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 8> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr11[static_cast<int64_t>(x2_tail + 100L*x0 + 100L*x0_inner + 28800L*x1)];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0 + 288L*x2_tail + 28800L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(288L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x1 + 100L*x2 + 28800L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x1 + 100L*x2 + 28800L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 288L*x1_inner + 28800L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2 + 288L*x1 + 288L*x1_inner + 28800L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 288L*x1_inner + 28800L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(96L) && x1 < static_cast<int64_t>(100L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr11 + static_cast<int64_t>(x1 + 100L*x2 + 28800L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr11 + static_cast<int64_t>(x1 + 100L*x2 + 28800L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 288L*x1_inner + 28800L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2 + 288L*x1 + 288L*x1_inner + 28800L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 288L*x1_inner + 28800L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 144L*x2 + 1440L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1440L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 144L*x2 + 1440L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1440L*x0), static_cast<int64_t>(2L));
                            }
                        }
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 1440L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1440L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 1440L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1440L*x0), static_cast<int64_t>(2L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(10L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 10L*x1 + 1440L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 14400L*x0));
                            }
                            if(C10_UNLIKELY(x3 >= static_cast<int64_t>(8L) && x3 < static_cast<int64_t>(10L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 10L*x1 + 1440L*x2 + 14400L*x0), static_cast<int64_t>(2L));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 14400L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 14400L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 14400L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 14400L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 14400L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x2 + 144L*x2_inner + 14400L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x2 + 144L*x2_inner + 14400L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp21;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(96L) && x2 < static_cast<int64_t>(100L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(96L);x2_tail < static_cast<int64_t>(100L); x2_tail++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x2_tail + 14400L*x1), static_cast<int64_t>(8));
                                    auto tmp7 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 8> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(x2_tail + 100L*x0 + 100L*x0_inner + 14400L*x1)];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x2_tail + 14400L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 14400L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 14400L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 14400L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(96L) && x1 < static_cast<int64_t>(100L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 14400L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 14400L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 120L*x2 + 1200L*x0), static_cast<int64_t>(120L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1200L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 120L*x2 + 1200L*x0), static_cast<int64_t>(120L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1200L*x0), static_cast<int64_t>(2L));
                            }
                        }
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 1200L*x0), static_cast<int64_t>(120L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1200L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 1200L*x0), static_cast<int64_t>(120L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 1200L*x0), static_cast<int64_t>(2L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(10L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 10L*x1 + 1200L*x2 + 12000L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 12000L*x0));
                            }
                            if(C10_UNLIKELY(x3 >= static_cast<int64_t>(8L) && x3 < static_cast<int64_t>(10L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 10L*x1 + 1200L*x2 + 12000L*x0), static_cast<int64_t>(2L));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 12000L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardswish_backward_native_batch_norm_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x2 + 100L*x0 + 12000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x2 + 100L*x0 + 12000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x2 + 100L*x0 + 12000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x2 + 100L*x0 + 12000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0 + 120L*x2 + 120L*x2_inner + 12000L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0 + 120L*x2 + 120L*x2_inner + 12000L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp21;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(96L) && x2 < static_cast<int64_t>(100L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(96L);x2_tail < static_cast<int64_t>(100L); x2_tail++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0 + 120L*x2_tail + 12000L*x1), static_cast<int64_t>(8));
                                    auto tmp7 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 8> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr16[static_cast<int64_t>(x2_tail + 100L*x0 + 100L*x0_inner + 12000L*x1)];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0 + 120L*x2_tail + 12000L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(120L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x1 + 100L*x2 + 12000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x1 + 100L*x2 + 12000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 12000L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(96L) && x1 < static_cast<int64_t>(100L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(120L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr16 + static_cast<int64_t>(x1 + 100L*x2 + 12000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr16 + static_cast<int64_t>(x1 + 100L*x2 + 12000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 12000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_26 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 240L*x2 + 2400L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 2400L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 240L*x2 + 2400L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 2400L*x0), static_cast<int64_t>(2L));
                            }
                        }
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 2400L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 2400L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 2400L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 2400L*x0), static_cast<int64_t>(2L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(10L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 10L*x1 + 2400L*x2 + 24000L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 24000L*x0));
                            }
                            if(C10_UNLIKELY(x3 >= static_cast<int64_t>(8L) && x3 < static_cast<int64_t>(10L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x3 + 10L*x1 + 2400L*x2 + 24000L*x0), static_cast<int64_t>(2L));
                                tmp0.store(out_ptr7 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 24000L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 24000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 24000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 24000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 100L*x0 + 24000L*x1), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x2 + 240L*x2_inner + 24000L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 240L*x2 + 240L*x2_inner + 24000L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp21;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(96L) && x2 < static_cast<int64_t>(100L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(96L);x2_tail < static_cast<int64_t>(100L); x2_tail++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x2_tail + 24000L*x1), static_cast<int64_t>(8));
                                    auto tmp7 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 8> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(x2_tail + 100L*x0 + 100L*x0_inner + 24000L*x1)];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 240L*x2_tail + 24000L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 24000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 24000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 240L*x1_inner + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 240L*x1 + 240L*x1_inner + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 240L*x1_inner + 24000L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(96L) && x1 < static_cast<int64_t>(100L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 24000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 100L*x2 + 24000L*x0), static_cast<int64_t>(100L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 240L*x1_inner + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 240L*x1 + 240L*x1_inner + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(0.0003125);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 240L*x1_inner + 24000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_32 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 960L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 960L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(10L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 960L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 10L*x1 + 10L*x1_inner + 960L*x0), static_cast<int64_t>(2L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(10L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(10L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x3 + 10L*x1 + 960L*x2 + 9600L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 9600L*x0));
                            }
                            if(C10_UNLIKELY(x3 >= static_cast<int64_t>(8L) && x3 < static_cast<int64_t>(10L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x3 + 10L*x1 + 960L*x2 + 9600L*x0), static_cast<int64_t>(2L));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 10L*x2 + 100L*x1 + 9600L*x0), static_cast<int64_t>(2L));
                            }
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
                        tmp8.store(out_ptr5 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp19.store(out_ptr6 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(640L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr6 + static_cast<int64_t>(x1 + 96L*x2 + 1920L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1920L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(16L) && x2 < static_cast<int64_t>(20L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(out_ptr6 + static_cast<int64_t>(x1 + 96L*x2 + 1920L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1920L*x0), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardswish_backward_native_batch_norm_backward_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(400L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(400L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 400L*x0 + 38400L*x1), static_cast<int64_t>(400L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 400L*x0 + 38400L*x1), static_cast<int64_t>(400L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 400L*x0 + 38400L*x1), static_cast<int64_t>(400L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x2 + 400L*x0 + 38400L*x1), static_cast<int64_t>(400L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 96L*x2 + 96L*x2_inner + 38400L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0 + 96L*x2 + 96L*x2_inner + 38400L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = cascade_sum_combine(tmp17, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp21, &cascade_helper1);
                                }
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(400L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(400L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x1 + 400L*x2 + 38400L*x0), static_cast<int64_t>(400L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x1 + 400L*x2 + 38400L*x0), static_cast<int64_t>(400L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 96L*x1_inner + 38400L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2 + 96L*x1 + 96L*x1_inner + 38400L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(7.8125e-05);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 96L*x1_inner + 38400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_relu_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    auto in_ptr5 = in_out_ptr0;
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(640L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x1 + 88L*x2 + 1760L*x0), static_cast<int64_t>(88L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1760L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(16L) && x2 < static_cast<int64_t>(20L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x1 + 88L*x2 + 1760L*x0), static_cast<int64_t>(88L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1760L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(640L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x2 + 1760L*x0), static_cast<int64_t>(88L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1760L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(16L) && x2 < static_cast<int64_t>(20L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x2 + 1760L*x0), static_cast<int64_t>(88L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1760L*x0), static_cast<int64_t>(4L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(20L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x3 + 20L*x1 + 1760L*x2 + 35200L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr6 + static_cast<int64_t>(x3 + 20L*x2 + 400L*x1 + 35200L*x0));
                            }
                            if(C10_UNLIKELY(x3 >= static_cast<int64_t>(16L) && x3 < static_cast<int64_t>(20L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x3 + 20L*x1 + 1760L*x2 + 35200L*x0), static_cast<int64_t>(4L));
                                tmp0.store(out_ptr6 + static_cast<int64_t>(x3 + 20L*x2 + 400L*x1 + 35200L*x0), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(400L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(400L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 400L*x0 + 35200L*x1), static_cast<int64_t>(400L), tmp4, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 400L*x0 + 35200L*x1), static_cast<int64_t>(400L), tmp4, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 88L*x2 + 88L*x2_inner + 35200L*x1), static_cast<int64_t>(8));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 88L*x2 + 88L*x2_inner + 35200L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                                    auto tmp9 = tmp7 - tmp8;
                                    auto tmp10 = tmp6 * tmp9;
                                    tmp_acc0_vec = cascade_sum_combine(tmp6, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp10, &cascade_helper1);
                                }
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(400L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(88L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(400L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(88L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 400L*x2 + 35200L*x0), static_cast<int64_t>(400L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 88L*x1 + 88L*x1_inner + 35200L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 88L*x1 + 88L*x1_inner + 35200L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                                auto tmp9 = tmp7 - tmp8;
                                auto tmp11 = static_cast<float>(7.8125e-05);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp15 = tmp14 * tmp14;
                                auto tmp16 = tmp13 * tmp15;
                                auto tmp17 = tmp9 * tmp16;
                                auto tmp18 = tmp6 - tmp17;
                                auto tmp20 = tmp19 * tmp12;
                                auto tmp21 = tmp18 - tmp20;
                                auto tmp23 = tmp14 * tmp22;
                                auto tmp24 = tmp21 * tmp23;
                                tmp24.store(in_out_ptr0 + static_cast<int64_t>(x2 + 88L*x1 + 88L*x1_inner + 35200L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_relu_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr3 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_39 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(640L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x2 + 1440L*x0), static_cast<int64_t>(72L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1440L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L) && x2 >= static_cast<int64_t>(16L) && x2 < static_cast<int64_t>(20L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x2 + 1440L*x0), static_cast<int64_t>(72L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 20L*x1 + 20L*x1_inner + 1440L*x0), static_cast<int64_t>(4L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(20L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x3 + 20L*x1 + 1440L*x2 + 28800L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 20L*x2 + 400L*x1 + 28800L*x0));
                            }
                            if(C10_UNLIKELY(x3 >= static_cast<int64_t>(16L) && x3 < static_cast<int64_t>(20L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x3 + 20L*x1 + 1440L*x2 + 28800L*x0), static_cast<int64_t>(4L));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 20L*x2 + 400L*x1 + 28800L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr5 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(40L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(40L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr5 + static_cast<int64_t>(x1 + 72L*x2 + 2880L*x0), static_cast<int64_t>(72L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 40L*x1 + 40L*x1_inner + 2880L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr5 = in_out_ptr0;
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
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1600L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1600L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x2 + 1600L*x0 + 115200L*x1), static_cast<int64_t>(1600L), tmp4, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x2 + 1600L*x0 + 115200L*x1), static_cast<int64_t>(1600L), tmp4, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 72L*x2 + 72L*x2_inner + 115200L*x1), static_cast<int64_t>(8));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 72L*x2 + 72L*x2_inner + 115200L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                                    auto tmp9 = tmp7 - tmp8;
                                    auto tmp10 = tmp6 * tmp9;
                                    tmp_acc0_vec = cascade_sum_combine(tmp6, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp10, &cascade_helper1);
                                }
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1600L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(72L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1600L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(72L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x1 + 1600L*x2 + 115200L*x0), static_cast<int64_t>(1600L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 72L*x1 + 72L*x1_inner + 115200L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 72L*x1 + 72L*x1_inner + 115200L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                                auto tmp9 = tmp7 - tmp8;
                                auto tmp11 = static_cast<float>(1.953125e-05);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp15 = tmp14 * tmp14;
                                auto tmp16 = tmp13 * tmp15;
                                auto tmp17 = tmp9 * tmp16;
                                auto tmp18 = tmp6 - tmp17;
                                auto tmp20 = tmp19 * tmp12;
                                auto tmp21 = tmp18 - tmp20;
                                auto tmp23 = tmp14 * tmp22;
                                auto tmp24 = tmp21 * tmp23;
                                tmp24.store(in_out_ptr0 + static_cast<int64_t>(x2 + 72L*x1 + 72L*x1_inner + 115200L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_mul_native_batch_norm_backward_relu_41 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_backward_mul_sum_42 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
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


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_43 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_44 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(40L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(40L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 640L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 40L*x1 + 40L*x1_inner + 640L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(40L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(40L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(40L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x3 + 40L*x1 + 640L*x2 + 25600L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 40L*x2 + 1600L*x1 + 25600L*x0));
                            }
                        }
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
                        tmp8.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp19.store(out_ptr6 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2560L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(80L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(80L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr6 + static_cast<int64_t>(x1 + 16L*x2 + 1280L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 80L*x1 + 80L*x1_inner + 1280L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_45 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(6400L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(6400L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 6400L*x0 + 102400L*x1), static_cast<int64_t>(6400L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 6400L*x0 + 102400L*x1), static_cast<int64_t>(6400L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 6400L*x0 + 102400L*x1), static_cast<int64_t>(6400L), tmp7, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 6400L*x0 + 102400L*x1), static_cast<int64_t>(6400L), tmp7, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x2 + 16L*x2_inner + 102400L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x2 + 16L*x2_inner + 102400L*x1), static_cast<int64_t>(8));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(-3.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp4 = static_cast<float>(3.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                    auto tmp9 = tmp0 / tmp5;
                                    auto tmp10 = static_cast<float>(0.5);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp8 * tmp12;
                                    auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                    auto tmp20 = tmp18 - tmp19;
                                    auto tmp21 = tmp17 * tmp20;
                                    tmp_acc0_vec = cascade_sum_combine(tmp17, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp21, &cascade_helper1);
                                }
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6400L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(6400L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 6400L*x2 + 102400L*x0), static_cast<int64_t>(6400L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 6400L*x2 + 102400L*x0), static_cast<int64_t>(6400L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 102400L*x0), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 102400L*x0), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp22 = static_cast<float>(4.8828125e-06);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 * tmp23;
                                auto tmp26 = tmp25 * tmp25;
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp20 * tmp27;
                                auto tmp29 = tmp17 - tmp28;
                                auto tmp31 = tmp30 * tmp23;
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp34 = tmp25 * tmp33;
                                auto tmp35 = tmp32 * tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 102400L*x0));
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


cpp_fused_sum_46 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
        primals_6, primals_7, primals_12, primals_13, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_52, primals_53, primals_58, primals_59, primals_64, primals_65, primals_70, primals_71, primals_80, primals_81, primals_86, primals_87, primals_92, primals_93, primals_102, primals_103, primals_108, primals_109, primals_114, primals_115, primals_124, primals_125, primals_130, primals_131, primals_136, primals_137, primals_146, primals_147, primals_152, primals_153, primals_158, primals_159, primals_168, primals_169, primals_174, primals_175, primals_180, primals_181, primals_190, primals_191, primals_196, primals_197, primals_202, primals_203, primals_212, primals_213, primals_218, primals_219, primals_224, primals_225, primals_234, primals_235, primals_240, primals_241, primals_242, primals_244, primals_236, primals_230, primals_228, primals_226, primals_220, primals_214, primals_208, primals_206, primals_204, primals_198, primals_192, primals_186, primals_184, primals_182, primals_176, primals_170, primals_164, primals_162, primals_160, primals_154, primals_148, primals_142, primals_140, primals_138, primals_132, primals_126, primals_120, primals_118, primals_116, primals_110, primals_104, primals_98, primals_96, primals_94, primals_88, primals_82, primals_76, primals_74, primals_72, primals_66, primals_60, primals_54, primals_48, primals_42, primals_36, primals_30, primals_24, primals_18, primals_16, primals_14, primals_8, primals_2, primals_1, convolution, getitem_1, rsqrt, convolution_1, getitem_3, rsqrt_1, mean, relu_1, convolution_3, convolution_4, getitem_5, rsqrt_2, convolution_5, getitem_7, rsqrt_3, convolution_6, getitem_9, rsqrt_4, convolution_7, getitem_11, rsqrt_5, convolution_8, getitem_13, rsqrt_6, convolution_9, getitem_15, rsqrt_7, convolution_10, getitem_17, rsqrt_8, convolution_11, getitem_19, rsqrt_9, convolution_12, getitem_21, rsqrt_10, mean_1, relu_6, convolution_14, convolution_15, getitem_23, rsqrt_11, convolution_16, getitem_25, rsqrt_12, convolution_17, getitem_27, rsqrt_13, mean_2, relu_7, convolution_19, convolution_20, getitem_29, rsqrt_14, convolution_21, getitem_31, rsqrt_15, convolution_22, getitem_33, rsqrt_16, mean_3, relu_8, convolution_24, convolution_25, getitem_35, rsqrt_17, convolution_26, getitem_37, rsqrt_18, convolution_27, getitem_39, rsqrt_19, mean_4, relu_9, convolution_29, convolution_30, getitem_41, rsqrt_20, convolution_31, getitem_43, rsqrt_21, convolution_32, getitem_45, rsqrt_22, mean_5, relu_10, convolution_34, convolution_35, getitem_47, rsqrt_23, convolution_36, getitem_49, rsqrt_24, convolution_37, getitem_51, rsqrt_25, mean_6, relu_11, convolution_39, convolution_40, getitem_53, rsqrt_26, convolution_41, getitem_55, rsqrt_27, convolution_42, getitem_57, rsqrt_28, mean_7, relu_12, convolution_44, convolution_45, getitem_59, rsqrt_29, convolution_46, getitem_61, rsqrt_30, convolution_47, getitem_63, rsqrt_31, mean_8, relu_13, convolution_49, convolution_50, getitem_65, rsqrt_32, convolution_51, getitem_67, rsqrt_33, mean_9, addmm, bernoulli, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((convolution_40, getitem_53, rsqrt_26, primals_190, primals_191, convolution_45, getitem_59, rsqrt_29, primals_212, primals_213, convolution_50, getitem_65, rsqrt_32, primals_234, primals_235), ((32, 96, 5, 5), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, ), (32, 96, 5, 5), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, ), (32, 96, 5, 5), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((2400, 1, 480, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, ), (2400, 1, 480, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, ), (2400, 1, 480, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf12 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        buf13 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        buf15 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        assert_size_stride_grouped((tangents_1, primals_244), ((32, 1000), (1000, 1024)), ((1000, 1), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_view_0(convolution_40, getitem_53, rsqrt_26, primals_190, primals_191, convolution_45, getitem_59, rsqrt_29, primals_212, primals_213, convolution_50, getitem_65, rsqrt_32, primals_234, primals_235, buf12, buf13, buf15)
        del primals_191
        del primals_213
        del primals_235
        buf0 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_104, permute_2, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_244, out=buf0)
        del primals_244
        assert_size_stride_grouped((addmm, bernoulli), ((32, 1024), (32, 1024)), ((1024, 1), (1024, 1)), 'input')
        buf1 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        buf4 = buf0; del buf0  # reuse
        assert_size_stride(primals_242, (1024, 576), (576, 1), 'input')
        cpp_fused_div_hardswish_hardswish_backward_mul_1(buf4, addmm, bernoulli, buf1)
        del addmm
        del bernoulli
        buf5 = empty_strided_cpu((32, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_101, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf4, primals_242, out=buf5)
        del primals_242
        assert_size_stride_grouped((convolution_51, getitem_67, rsqrt_33, primals_240, primals_241), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 1, 1), (576, 1, 1, 1), (1, ), (1, )), 'input')
        buf8 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        buf9 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf14 = buf8; del buf8  # reuse
        assert_size_stride(primals_236, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_view_2(buf14, convolution_51, getitem_67, rsqrt_33, primals_240, primals_241, buf5, buf9, buf10, buf11)
        del convolution_51
        del getitem_67
        del primals_240
        del primals_241
        del rsqrt_33
        # Topologically Sorted Source Nodes: [full_default, view_3, expand, div_30, le_1, lt_1, div_31, add_205, mul_269, where_2, where_3, input_99, unsqueeze_136, unsqueeze_137, unsqueeze_138, sub_34, mul_271, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_272, mul_273, mul_274, unsqueeze_142, unsqueeze_143, unsqueeze_144, mul_275, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_276, sub_36, sub_37, mul_277, input_97, result_5, convolution_backward], Original ATen: [aten.hardswish_backward, aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf16 = torch.ops.aten.convolution_backward.default(buf14, buf15, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf15
        del primals_236
        buf17 = buf16[0]
        assert_tensor_metadata(buf17, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf16[1]
        assert_tensor_metadata(buf18, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf16
        buf19 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf21 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf23 = convolution_50; del convolution_50  # reuse
        assert_size_stride_grouped((convolution_47, getitem_63, rsqrt_31, primals_224, primals_225), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf22 = buf14; del buf14  # reuse
        assert_size_stride(convolution_49, (32, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf24 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        assert_size_stride(primals_230, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_3(buf23, buf17, getitem_65, rsqrt_32, primals_234, convolution_47, getitem_63, rsqrt_31, primals_224, primals_225, convolution_49, buf19, buf20, buf21, buf22, buf24)
        del buf20
        del getitem_65
        del primals_225
        del primals_234
        del rsqrt_32
        # Topologically Sorted Source Nodes: [input_97, unsqueeze_148, unsqueeze_149, unsqueeze_150, sub_38, mul_280, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_281, mul_282, mul_283, unsqueeze_154, unsqueeze_155, unsqueeze_156, mul_284, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_285, sub_40, sub_41, mul_286, input_94, scale_44, input_95, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf25 = torch.ops.aten.convolution_backward.default(buf23, buf24, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf23
        del primals_230
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_tensor_metadata(buf27, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf27 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf25
        buf28 = reinterpret_tensor(buf5, (32, 576, 1, 1), (576, 1, 18432, 18432), 0); del buf5  # reuse
        buf29 = reinterpret_tensor(buf28, (32, 576, 1, 1), (576, 1, 576, 576), 0); del buf28  # reuse
        assert_size_stride_grouped((relu_13, primals_228), ((32, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_4(buf29, buf26, buf22, convolution_49)
        # Topologically Sorted Source Nodes: [full_default, gt, lt_2, bitwise_and, mul_290, where_4, convolution_backward_2], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf30 = torch.ops.aten.convolution_backward.default(buf29, relu_13, primals_228, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf29
        del primals_228
        buf31 = buf30[0]
        assert_tensor_metadata(buf31, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf30[1]
        assert_tensor_metadata(buf32, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf33 = buf30[2]
        assert_tensor_metadata(buf33, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf30
        buf34 = relu_13; del relu_13  # reuse
        assert_size_stride_grouped((mean_8, primals_226), ((32, 576, 1, 1), (144, 576, 1, 1)), ((576, 1, 576, 576), (576, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_5(buf34, buf31)
        del buf31
        # Topologically Sorted Source Nodes: [full_default, le_2, where_5, convolution_backward_3], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf35 = torch.ops.aten.convolution_backward.default(buf34, mean_8, primals_226, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf34
        del mean_8
        del primals_226
        buf36 = buf35[0]
        assert_tensor_metadata(buf36, (32, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf37 = buf35[1]
        assert_tensor_metadata(buf37, (144, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf35[2]
        assert_tensor_metadata(buf38, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf35
        assert_size_stride_grouped((convolution_46, getitem_61, rsqrt_30, primals_218, primals_219), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf42 = buf24; del buf24  # reuse
        buf44 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        buf45 = empty_strided_cpu((32, 576, 5, 5), (14400, 5, 2880, 1), torch.float32)
        buf39 = buf10; del buf10  # reuse
        buf40 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf43 = buf22; del buf22  # reuse
        buf46 = empty_strided_cpu((32, 576, 5, 5), (14400, 5, 2880, 1), torch.float32)
        buf47 = empty_strided_cpu((32, 576, 5, 5), (14400, 25, 5, 1), torch.float32)
        assert_size_stride(primals_220, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_6(buf43, convolution_46, getitem_61, rsqrt_30, primals_218, primals_219, buf26, convolution_49, buf36, convolution_47, getitem_63, rsqrt_31, primals_224, buf42, buf44, buf45, buf39, buf40, buf41, buf46, buf47)
        del buf26
        del buf36
        del buf43
        del buf44
        del convolution_47
        del convolution_49
        del getitem_63
        del primals_219
        del primals_224
        del rsqrt_31
        # Topologically Sorted Source Nodes: [full_default, scale_44, mul_288, expand_1, div_32, add_206, le_3, lt_3, div_33, add_207, mul_291, where_6, where_7, input_93, unsqueeze_160, unsqueeze_161, unsqueeze_162, sub_42, mul_293, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_294, mul_295, mul_296, unsqueeze_166, unsqueeze_167, unsqueeze_168, mul_297, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_298, sub_44, sub_45, mul_299, input_91, convolution_backward_4], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf48 = torch.ops.aten.convolution_backward.default(buf47, buf45, primals_220, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del primals_220
        buf49 = buf48[0]
        assert_tensor_metadata(buf49, (32, 576, 5, 5), (14400, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf49 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf50 = buf48[1]
        assert_tensor_metadata(buf50, (576, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf50 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf48
        buf51 = buf40; del buf40  # reuse
        buf52 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf53 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf54 = buf42; del buf42  # reuse
        assert_size_stride(primals_214, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_7(buf54, buf49, convolution_46, getitem_61, rsqrt_30, primals_218, buf51, buf52, buf53)
        del buf49
        del convolution_46
        del getitem_61
        del primals_218
        del rsqrt_30
        # Topologically Sorted Source Nodes: [full_default, le_4, lt_4, div_34, add_208, mul_301, where_8, where_9, input_90, unsqueeze_172, unsqueeze_173, unsqueeze_174, sub_46, mul_303, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_304, mul_305, mul_306, unsqueeze_178, unsqueeze_179, unsqueeze_180, mul_307, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_308, sub_48, sub_49, mul_309, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf55 = torch.ops.aten.convolution_backward.default(buf54, buf13, primals_214, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf13
        del primals_214
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf56 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf57 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf55
        buf58 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf59 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf60 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf62 = convolution_45; del convolution_45  # reuse
        assert_size_stride_grouped((convolution_42, getitem_57, rsqrt_28, primals_202, primals_203), ((32, 576, 5, 5), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((14400, 1, 2880, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf61 = buf54; del buf54  # reuse
        assert_size_stride(convolution_44, (32, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf63 = reinterpret_tensor(buf47, (32, 576, 5, 5), (14400, 1, 2880, 576), 0); del buf47  # reuse
        assert_size_stride(primals_208, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_8(buf62, buf17, buf56, getitem_59, rsqrt_29, primals_212, convolution_42, getitem_57, rsqrt_28, primals_202, primals_203, convolution_44, buf58, buf59, buf60, buf61, buf63)
        del getitem_59
        del primals_203
        del primals_212
        del rsqrt_29
        # Topologically Sorted Source Nodes: [add_209, input_88, unsqueeze_184, unsqueeze_185, unsqueeze_186, sub_50, mul_312, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_313, mul_314, mul_315, unsqueeze_190, unsqueeze_191, unsqueeze_192, mul_316, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_317, sub_52, sub_53, mul_318, input_85, scale_39, input_86, convolution_backward_6], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf64 = torch.ops.aten.convolution_backward.default(buf62, buf63, primals_208, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf62
        del primals_208
        buf65 = buf64[0]
        assert_tensor_metadata(buf65, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf65 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf66 = buf64[1]
        assert_tensor_metadata(buf66, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf64
        buf67 = empty_strided_cpu((32, 576, 1, 1), (576, 1, 18432, 18432), torch.float32)
        buf68 = reinterpret_tensor(buf67, (32, 576, 1, 1), (576, 1, 576, 576), 0); del buf67  # reuse
        assert_size_stride_grouped((relu_12, primals_206), ((32, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_4(buf68, buf65, buf61, convolution_44)
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
        buf73 = relu_12; del relu_12  # reuse
        assert_size_stride_grouped((mean_7, primals_204), ((32, 576, 1, 1), (144, 576, 1, 1)), ((576, 1, 576, 576), (576, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_5(buf73, buf70)
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
        buf81 = buf63; del buf63  # reuse
        buf83 = reinterpret_tensor(buf45, (32, 576, 5, 5), (14400, 1, 2880, 576), 0); del buf45  # reuse
        buf84 = buf46; del buf46  # reuse
        buf78 = buf52; del buf52  # reuse
        buf79 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf80 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf82 = buf61; del buf61  # reuse
        buf85 = empty_strided_cpu((32, 576, 5, 5), (14400, 5, 2880, 1), torch.float32)
        buf86 = empty_strided_cpu((32, 576, 5, 5), (14400, 25, 5, 1), torch.float32)
        assert_size_stride(primals_198, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_6(buf82, convolution_41, getitem_55, rsqrt_27, primals_196, primals_197, buf65, convolution_44, buf75, convolution_42, getitem_57, rsqrt_28, primals_202, buf81, buf83, buf84, buf78, buf79, buf80, buf85, buf86)
        del buf65
        del buf75
        del buf82
        del buf83
        del buf85
        del convolution_42
        del convolution_44
        del getitem_57
        del primals_197
        del primals_202
        del rsqrt_28
        # Topologically Sorted Source Nodes: [full_default, scale_39, mul_320, expand_2, div_35, add_210, le_6, lt_6, div_36, add_211, mul_323, where_12, where_13, input_84, unsqueeze_196, unsqueeze_197, unsqueeze_198, sub_54, mul_325, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_326, mul_327, mul_328, unsqueeze_202, unsqueeze_203, unsqueeze_204, mul_329, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_330, sub_56, sub_57, mul_331, input_82, convolution_backward_9], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf87 = torch.ops.aten.convolution_backward.default(buf86, buf84, primals_198, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf84
        del primals_198
        buf88 = buf87[0]
        assert_tensor_metadata(buf88, (32, 576, 5, 5), (14400, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf88 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf89 = buf87[1]
        assert_tensor_metadata(buf89, (576, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf89 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf87
        buf90 = buf79; del buf79  # reuse
        buf91 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf92 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf93 = buf81; del buf81  # reuse
        assert_size_stride(primals_192, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_7(buf93, buf88, convolution_41, getitem_55, rsqrt_27, primals_196, buf90, buf91, buf92)
        del buf88
        del buf91
        del convolution_41
        del getitem_55
        del primals_196
        del rsqrt_27
        # Topologically Sorted Source Nodes: [full_default, le_7, lt_7, div_37, add_212, mul_333, where_14, where_15, input_81, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_58, mul_335, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_336, mul_337, mul_338, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_339, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_340, sub_60, sub_61, mul_341, convolution_backward_10], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf94 = torch.ops.aten.convolution_backward.default(buf93, buf12, primals_192, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf12
        del primals_192
        buf95 = buf94[0]
        assert_tensor_metadata(buf95, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf95 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf96 = buf94[1]
        assert_tensor_metadata(buf96, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf94
        buf97 = buf59; del buf59  # reuse
        buf98 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf99 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf101 = buf17; del buf17  # reuse
        assert_size_stride_grouped((convolution_37, getitem_51, rsqrt_25, primals_180, primals_181), ((32, 288, 5, 5), (1, 288, 1, 1), (1, 288, 1, 1), (288, ), (288, )), ((7200, 1, 1440, 288), (288, 1, 288, 288), (288, 1, 288, 288), (1, ), (1, )), 'input')
        buf100 = empty_strided_cpu((32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32)
        assert_size_stride(convolution_39, (32, 288, 1, 1), (288, 1, 288, 288), 'input')
        buf102 = empty_strided_cpu((32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32)
        assert_size_stride(primals_186, (96, 288, 1, 1), (288, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_9(buf101, buf56, buf95, convolution_40, getitem_53, rsqrt_26, primals_190, convolution_37, getitem_51, rsqrt_25, primals_180, primals_181, convolution_39, buf97, buf98, buf99, buf100, buf102)
        del buf56
        del buf95
        del convolution_40
        del getitem_53
        del primals_181
        del primals_190
        del rsqrt_26
        # Topologically Sorted Source Nodes: [add_209, add_213, input_79, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_62, mul_344, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_345, mul_346, mul_347, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_348, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_349, sub_64, sub_65, mul_350, input_76, scale_34, input_77, convolution_backward_11], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf103 = torch.ops.aten.convolution_backward.default(buf101, buf102, primals_186, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf101
        del primals_186
        buf104 = buf103[0]
        assert_tensor_metadata(buf104, (32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf104 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf105 = buf103[1]
        assert_tensor_metadata(buf105, (96, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf105 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf103
        buf106 = empty_strided_cpu((32, 288, 1, 1), (288, 1, 9216, 9216), torch.float32)
        buf107 = reinterpret_tensor(buf106, (32, 288, 1, 1), (288, 1, 288, 288), 0); del buf106  # reuse
        assert_size_stride_grouped((relu_11, primals_184), ((32, 72, 1, 1), (288, 72, 1, 1)), ((72, 1, 72, 72), (72, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_10(buf107, buf104, buf100, convolution_39)
        # Topologically Sorted Source Nodes: [full_default, gt_2, lt_8, bitwise_and_2, mul_354, where_16, convolution_backward_12], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf108 = torch.ops.aten.convolution_backward.default(buf107, relu_11, primals_184, [288], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf107
        del primals_184
        buf109 = buf108[0]
        assert_tensor_metadata(buf109, (32, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf109 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf110 = buf108[1]
        assert_tensor_metadata(buf110, (288, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf110 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf111 = buf108[2]
        assert_tensor_metadata(buf111, (288, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf111 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf108
        buf112 = relu_11; del relu_11  # reuse
        assert_size_stride_grouped((mean_6, primals_182), ((32, 288, 1, 1), (72, 288, 1, 1)), ((288, 1, 288, 288), (288, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_11(buf112, buf109)
        del buf109
        # Topologically Sorted Source Nodes: [full_default, le_8, where_17, convolution_backward_13], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf113 = torch.ops.aten.convolution_backward.default(buf112, mean_6, primals_182, [72], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf112
        del mean_6
        del primals_182
        buf114 = buf113[0]
        assert_tensor_metadata(buf114, (32, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf114 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf115 = buf113[1]
        assert_tensor_metadata(buf115, (72, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf115 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf116 = buf113[2]
        assert_tensor_metadata(buf116, (72, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf113
        buf117 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf118 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf119 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf121 = buf100; del buf100  # reuse
        buf124 = reinterpret_tensor(buf102, (32, 288, 5, 5), (7200, 5, 1440, 1), 0); del buf102  # reuse
        buf125 = empty_strided_cpu((32, 288, 5, 5), (7200, 25, 5, 1), torch.float32)
        assert_size_stride_grouped((convolution_36, getitem_49, rsqrt_24, primals_174, primals_175), ((32, 288, 10, 10), (1, 288, 1, 1), (1, 288, 1, 1), (288, ), (288, )), ((28800, 1, 2880, 288), (288, 1, 288, 288), (288, 1, 288, 288), (1, ), (1, )), 'input')
        buf120 = empty_strided_cpu((32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32)
        buf122 = empty_strided_cpu((32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32)
        buf123 = empty_strided_cpu((32, 288, 10, 10), (28800, 10, 2880, 1), torch.float32)
        assert_size_stride(primals_176, (288, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_12(buf121, buf104, convolution_39, buf114, convolution_37, getitem_51, rsqrt_25, primals_180, convolution_36, getitem_49, rsqrt_24, primals_174, primals_175, buf117, buf118, buf119, buf124, buf125, buf120, buf122, buf123)
        del buf104
        del buf114
        del buf121
        del buf122
        del buf124
        del convolution_37
        del convolution_39
        del getitem_51
        del primals_175
        del primals_180
        del rsqrt_25
        # Topologically Sorted Source Nodes: [full_default, scale_34, mul_352, expand_3, div_38, add_214, le_9, lt_9, div_39, add_215, mul_355, where_18, where_19, input_75, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_66, mul_357, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_358, mul_359, mul_360, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_361, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_362, sub_68, sub_69, mul_363, input_73, convolution_backward_14], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf126 = torch.ops.aten.convolution_backward.default(buf125, buf123, primals_176, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 288, [True, True, False])
        del buf123
        del buf125
        del primals_176
        buf127 = buf126[0]
        assert_tensor_metadata(buf127, (32, 288, 10, 10), (28800, 100, 10, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf127 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf128 = buf126[1]
        assert_tensor_metadata(buf128, (288, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf128 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf126
        assert_size_stride_grouped((convolution_30, getitem_41, rsqrt_20, primals_146, primals_147, convolution_35, getitem_47, rsqrt_23, primals_168, primals_169), ((32, 48, 10, 10), (1, 48, 1, 1), (1, 48, 1, 1), (48, ), (48, ), (32, 48, 10, 10), (1, 48, 1, 1), (1, 48, 1, 1), (48, ), (48, )), ((4800, 1, 480, 48), (48, 1, 48, 48), (48, 1, 48, 48), (1, ), (1, ), (4800, 1, 480, 48), (48, 1, 48, 48), (48, 1, 48, 48), (1, ), (1, )), 'input')
        buf132 = empty_strided_cpu((32, 48, 10, 10), (4800, 1, 480, 48), torch.float32)
        buf134 = empty_strided_cpu((32, 48, 10, 10), (4800, 1, 480, 48), torch.float32)
        buf129 = buf118; del buf118  # reuse
        buf130 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf131 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf133 = buf120; del buf120  # reuse
        assert_size_stride(primals_170, (288, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardswish_backward_native_batch_norm_backward_13(buf133, convolution_30, getitem_41, rsqrt_20, primals_146, primals_147, convolution_35, getitem_47, rsqrt_23, primals_168, primals_169, buf127, convolution_36, getitem_49, rsqrt_24, primals_174, buf132, buf134, buf129, buf130, buf131)
        del buf127
        del buf130
        del convolution_36
        del getitem_49
        del primals_147
        del primals_169
        del primals_174
        del rsqrt_24
        # Topologically Sorted Source Nodes: [full_default, le_10, lt_10, div_40, add_216, mul_365, where_20, where_21, input_72, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_70, mul_367, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_368, mul_369, mul_370, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_371, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_372, sub_72, sub_73, mul_373, input_70, result_3, convolution_backward_15], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf135 = torch.ops.aten.convolution_backward.default(buf133, buf134, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf134
        del primals_170
        buf136 = buf135[0]
        assert_tensor_metadata(buf136, (32, 48, 10, 10), (4800, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf136 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf137 = buf135[1]
        assert_tensor_metadata(buf137, (288, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf137 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf135
        buf138 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf139 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf140 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf142 = convolution_35; del convolution_35  # reuse
        assert_size_stride_grouped((convolution_32, getitem_45, rsqrt_22, primals_158, primals_159), ((32, 144, 10, 10), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((14400, 1, 1440, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf141 = reinterpret_tensor(buf93, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf93  # reuse
        assert_size_stride(convolution_34, (32, 144, 1, 1), (144, 1, 144, 144), 'input')
        buf143 = reinterpret_tensor(buf86, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf86  # reuse
        assert_size_stride(primals_164, (48, 144, 1, 1), (144, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_14(buf142, buf136, getitem_47, rsqrt_23, primals_168, convolution_32, getitem_45, rsqrt_22, primals_158, primals_159, convolution_34, buf138, buf139, buf140, buf141, buf143)
        del getitem_47
        del primals_159
        del primals_168
        del rsqrt_23
        # Topologically Sorted Source Nodes: [input_70, unsqueeze_256, unsqueeze_257, unsqueeze_258, sub_74, mul_376, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_377, mul_378, mul_379, unsqueeze_262, unsqueeze_263, unsqueeze_264, mul_380, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_381, sub_76, sub_77, mul_382, input_67, scale_29, input_68, convolution_backward_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf144 = torch.ops.aten.convolution_backward.default(buf142, buf143, primals_164, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf142
        del primals_164
        buf145 = buf144[0]
        assert_tensor_metadata(buf145, (32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf145 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf146 = buf144[1]
        assert_tensor_metadata(buf146, (48, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf144
        buf147 = empty_strided_cpu((32, 144, 1, 1), (144, 1, 4608, 4608), torch.float32)
        buf148 = reinterpret_tensor(buf147, (32, 144, 1, 1), (144, 1, 144, 144), 0); del buf147  # reuse
        assert_size_stride_grouped((relu_10, primals_162), ((32, 40, 1, 1), (144, 40, 1, 1)), ((40, 1, 40, 40), (40, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_15(buf148, buf145, buf141, convolution_34)
        # Topologically Sorted Source Nodes: [full_default, gt_3, lt_11, bitwise_and_3, mul_386, where_22, convolution_backward_17], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf149 = torch.ops.aten.convolution_backward.default(buf148, relu_10, primals_162, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf148
        del primals_162
        buf150 = buf149[0]
        assert_tensor_metadata(buf150, (32, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf150 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf151 = buf149[1]
        assert_tensor_metadata(buf151, (144, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf151 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf152 = buf149[2]
        assert_tensor_metadata(buf152, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf152 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf149
        buf153 = relu_10; del relu_10  # reuse
        assert_size_stride_grouped((mean_5, primals_160), ((32, 144, 1, 1), (40, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_16(buf153, buf150)
        del buf150
        # Topologically Sorted Source Nodes: [full_default, le_11, where_23, convolution_backward_18], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf154 = torch.ops.aten.convolution_backward.default(buf153, mean_5, primals_160, [40], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf153
        del mean_5
        del primals_160
        buf155 = buf154[0]
        assert_tensor_metadata(buf155, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf155 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf156 = buf154[1]
        assert_tensor_metadata(buf156, (40, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf156 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf157 = buf154[2]
        assert_tensor_metadata(buf157, (40, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf157 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf154
        assert_size_stride_grouped((convolution_31, getitem_43, rsqrt_21, primals_152, primals_153), ((32, 144, 10, 10), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((14400, 1, 1440, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf161 = buf143; del buf143  # reuse
        buf163 = empty_strided_cpu((32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32)
        buf164 = empty_strided_cpu((32, 144, 10, 10), (14400, 10, 1440, 1), torch.float32)
        buf158 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf159 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf160 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf162 = buf141; del buf141  # reuse
        buf165 = empty_strided_cpu((32, 144, 10, 10), (14400, 10, 1440, 1), torch.float32)
        buf166 = empty_strided_cpu((32, 144, 10, 10), (14400, 100, 10, 1), torch.float32)
        assert_size_stride(primals_154, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_17(buf162, convolution_31, getitem_43, rsqrt_21, primals_152, primals_153, buf145, convolution_34, buf155, convolution_32, getitem_45, rsqrt_22, primals_158, buf161, buf163, buf164, buf158, buf159, buf160, buf165, buf166)
        del buf145
        del buf155
        del buf162
        del buf163
        del buf165
        del convolution_32
        del convolution_34
        del getitem_45
        del primals_153
        del primals_158
        del rsqrt_22
        # Topologically Sorted Source Nodes: [full_default, scale_29, mul_384, expand_4, div_41, add_217, le_12, lt_12, div_42, add_218, mul_387, where_24, where_25, input_66, unsqueeze_268, unsqueeze_269, unsqueeze_270, sub_78, mul_389, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_390, mul_391, mul_392, unsqueeze_274, unsqueeze_275, unsqueeze_276, mul_393, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_394, sub_80, sub_81, mul_395, input_64, convolution_backward_19], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf167 = torch.ops.aten.convolution_backward.default(buf166, buf164, primals_154, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf164
        del buf166
        del primals_154
        buf168 = buf167[0]
        assert_tensor_metadata(buf168, (32, 144, 10, 10), (14400, 100, 10, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf168 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf169 = buf167[1]
        assert_tensor_metadata(buf169, (144, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf169 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf167
        buf170 = buf159; del buf159  # reuse
        buf171 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf172 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf173 = buf161; del buf161  # reuse
        assert_size_stride(primals_148, (144, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_18(buf173, buf168, convolution_31, getitem_43, rsqrt_21, primals_152, buf170, buf171, buf172)
        del buf168
        del buf171
        del convolution_31
        del getitem_43
        del primals_152
        del rsqrt_21
        # Topologically Sorted Source Nodes: [full_default, le_13, lt_13, div_43, add_219, mul_397, where_26, where_27, input_63, unsqueeze_280, unsqueeze_281, unsqueeze_282, sub_82, mul_399, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_400, mul_401, mul_402, unsqueeze_286, unsqueeze_287, unsqueeze_288, mul_403, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_404, sub_84, sub_85, mul_405, convolution_backward_20], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf174 = torch.ops.aten.convolution_backward.default(buf173, buf132, primals_148, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf132
        del buf173
        del primals_148
        buf175 = buf174[0]
        assert_tensor_metadata(buf175, (32, 48, 10, 10), (4800, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf175 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf176 = buf174[1]
        assert_tensor_metadata(buf176, (144, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf176 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf174
        buf177 = buf139; del buf139  # reuse
        buf178 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf179 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf181 = buf136; del buf136  # reuse
        assert_size_stride_grouped((convolution_27, getitem_39, rsqrt_19, primals_136, primals_137), ((32, 120, 10, 10), (1, 120, 1, 1), (1, 120, 1, 1), (120, ), (120, )), ((12000, 1, 1200, 120), (120, 1, 120, 120), (120, 1, 120, 120), (1, ), (1, )), 'input')
        buf180 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        assert_size_stride(convolution_29, (32, 120, 1, 1), (120, 1, 120, 120), 'input')
        buf182 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        assert_size_stride(primals_142, (48, 120, 1, 1), (120, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_19(buf181, buf175, convolution_30, getitem_41, rsqrt_20, primals_146, convolution_27, getitem_39, rsqrt_19, primals_136, primals_137, convolution_29, buf177, buf178, buf179, buf180, buf182)
        del buf175
        del buf178
        del convolution_30
        del getitem_41
        del primals_137
        del primals_146
        del rsqrt_20
        # Topologically Sorted Source Nodes: [add_220, input_61, unsqueeze_292, unsqueeze_293, unsqueeze_294, sub_86, mul_408, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_409, mul_410, mul_411, unsqueeze_298, unsqueeze_299, unsqueeze_300, mul_412, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_413, sub_88, sub_89, mul_414, input_58, scale_24, input_59, convolution_backward_21], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf183 = torch.ops.aten.convolution_backward.default(buf181, buf182, primals_142, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf181
        del primals_142
        buf184 = buf183[0]
        assert_tensor_metadata(buf184, (32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf184 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf185 = buf183[1]
        assert_tensor_metadata(buf185, (48, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf185 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf183
        buf186 = empty_strided_cpu((32, 120, 1, 1), (120, 1, 3840, 3840), torch.float32)
        buf187 = reinterpret_tensor(buf186, (32, 120, 1, 1), (120, 1, 120, 120), 0); del buf186  # reuse
        assert_size_stride_grouped((relu_9, primals_140), ((32, 32, 1, 1), (120, 32, 1, 1)), ((32, 1, 32, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_20(buf187, buf184, buf180, convolution_29)
        # Topologically Sorted Source Nodes: [full_default, gt_4, lt_14, bitwise_and_4, mul_418, where_28, convolution_backward_22], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf188 = torch.ops.aten.convolution_backward.default(buf187, relu_9, primals_140, [120], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf187
        del primals_140
        buf189 = buf188[0]
        assert_tensor_metadata(buf189, (32, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf189 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf190 = buf188[1]
        assert_tensor_metadata(buf190, (120, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf190 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf191 = buf188[2]
        assert_tensor_metadata(buf191, (120, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf191 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf188
        buf192 = relu_9; del relu_9  # reuse
        assert_size_stride_grouped((mean_4, primals_138), ((32, 120, 1, 1), (32, 120, 1, 1)), ((120, 1, 120, 120), (120, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_21(buf192, buf189)
        del buf189
        # Topologically Sorted Source Nodes: [full_default, le_14, where_29, convolution_backward_23], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf193 = torch.ops.aten.convolution_backward.default(buf192, mean_4, primals_138, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf192
        del mean_4
        del primals_138
        buf194 = buf193[0]
        assert_tensor_metadata(buf194, (32, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf194 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf195 = buf193[1]
        assert_tensor_metadata(buf195, (32, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf195 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf196 = buf193[2]
        assert_tensor_metadata(buf196, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf196 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf193
        assert_size_stride_grouped((convolution_26, getitem_37, rsqrt_18, primals_130, primals_131), ((32, 120, 10, 10), (1, 120, 1, 1), (1, 120, 1, 1), (120, ), (120, )), ((12000, 1, 1200, 120), (120, 1, 120, 120), (120, 1, 120, 120), (1, ), (1, )), 'input')
        buf200 = buf182; del buf182  # reuse
        buf202 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        buf203 = empty_strided_cpu((32, 120, 10, 10), (12000, 10, 1200, 1), torch.float32)
        buf197 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf198 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf199 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf201 = buf180; del buf180  # reuse
        buf204 = empty_strided_cpu((32, 120, 10, 10), (12000, 10, 1200, 1), torch.float32)
        buf205 = empty_strided_cpu((32, 120, 10, 10), (12000, 100, 10, 1), torch.float32)
        assert_size_stride(primals_132, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_22(buf201, convolution_26, getitem_37, rsqrt_18, primals_130, primals_131, buf184, convolution_29, buf194, convolution_27, getitem_39, rsqrt_19, primals_136, buf200, buf202, buf203, buf197, buf198, buf199, buf204, buf205)
        del buf184
        del buf194
        del buf201
        del buf202
        del buf204
        del convolution_27
        del convolution_29
        del getitem_39
        del primals_131
        del primals_136
        del rsqrt_19
        # Topologically Sorted Source Nodes: [full_default, scale_24, mul_416, expand_5, div_44, add_221, le_15, lt_15, div_45, add_222, mul_419, where_30, where_31, input_57, unsqueeze_304, unsqueeze_305, unsqueeze_306, sub_90, mul_421, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_422, mul_423, mul_424, unsqueeze_310, unsqueeze_311, unsqueeze_312, mul_425, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_426, sub_92, sub_93, mul_427, input_55, convolution_backward_24], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf206 = torch.ops.aten.convolution_backward.default(buf205, buf203, primals_132, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 120, [True, True, False])
        del buf203
        del buf205
        del primals_132
        buf207 = buf206[0]
        assert_tensor_metadata(buf207, (32, 120, 10, 10), (12000, 100, 10, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf207 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf208 = buf206[1]
        assert_tensor_metadata(buf208, (120, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf208 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf206
        assert_size_stride_grouped((convolution_15, getitem_23, rsqrt_11, primals_80, primals_81, convolution_20, getitem_29, rsqrt_14, primals_102, primals_103, convolution_25, getitem_35, rsqrt_17, primals_124, primals_125), ((32, 40, 10, 10), (1, 40, 1, 1), (1, 40, 1, 1), (40, ), (40, ), (32, 40, 10, 10), (1, 40, 1, 1), (1, 40, 1, 1), (40, ), (40, ), (32, 40, 10, 10), (1, 40, 1, 1), (1, 40, 1, 1), (40, ), (40, )), ((4000, 1, 400, 40), (40, 1, 40, 40), (40, 1, 40, 40), (1, ), (1, ), (4000, 1, 400, 40), (40, 1, 40, 40), (40, 1, 40, 40), (1, ), (1, ), (4000, 1, 400, 40), (40, 1, 40, 40), (40, 1, 40, 40), (1, ), (1, )), 'input')
        buf212 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf213 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf215 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf209 = buf198; del buf198  # reuse
        buf210 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf211 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf214 = buf200; del buf200  # reuse
        assert_size_stride(primals_126, (120, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardswish_backward_native_batch_norm_backward_23(buf214, convolution_15, getitem_23, rsqrt_11, primals_80, primals_81, convolution_20, getitem_29, rsqrt_14, primals_102, primals_103, convolution_25, getitem_35, rsqrt_17, primals_124, primals_125, buf207, convolution_26, getitem_37, rsqrt_18, primals_130, buf212, buf213, buf215, buf209, buf210, buf211)
        del buf207
        del buf210
        del convolution_26
        del getitem_37
        del primals_103
        del primals_125
        del primals_130
        del primals_81
        del rsqrt_18
        # Topologically Sorted Source Nodes: [full_default, le_16, lt_16, div_46, add_223, mul_429, where_32, where_33, input_54, unsqueeze_316, unsqueeze_317, unsqueeze_318, sub_94, mul_431, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_432, mul_433, mul_434, unsqueeze_322, unsqueeze_323, unsqueeze_324, mul_435, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_436, sub_96, sub_97, mul_437, input_52, result_2, convolution_backward_25], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf216 = torch.ops.aten.convolution_backward.default(buf214, buf215, primals_126, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf214
        del buf215
        del primals_126
        buf217 = buf216[0]
        assert_tensor_metadata(buf217, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf217 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf218 = buf216[1]
        assert_tensor_metadata(buf218, (120, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf218 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf216
        buf219 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf220 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf221 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf223 = convolution_25; del convolution_25  # reuse
        assert_size_stride_grouped((convolution_22, getitem_33, rsqrt_16, primals_114, primals_115), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf222 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        assert_size_stride(convolution_24, (32, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf224 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        assert_size_stride(primals_120, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_24(buf223, buf217, getitem_35, rsqrt_17, primals_124, convolution_22, getitem_33, rsqrt_16, primals_114, primals_115, convolution_24, buf219, buf220, buf221, buf222, buf224)
        del getitem_35
        del primals_115
        del primals_124
        del rsqrt_17
        # Topologically Sorted Source Nodes: [input_52, unsqueeze_328, unsqueeze_329, unsqueeze_330, sub_98, mul_440, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_441, mul_442, mul_443, unsqueeze_334, unsqueeze_335, unsqueeze_336, mul_444, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_445, sub_100, sub_101, mul_446, input_49, scale_19, input_50, convolution_backward_26], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf225 = torch.ops.aten.convolution_backward.default(buf223, buf224, primals_120, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf223
        del primals_120
        buf226 = buf225[0]
        assert_tensor_metadata(buf226, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf226 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf227 = buf225[1]
        assert_tensor_metadata(buf227, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf227 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf225
        buf228 = empty_strided_cpu((32, 240, 1, 1), (240, 1, 7680, 7680), torch.float32)
        buf229 = reinterpret_tensor(buf228, (32, 240, 1, 1), (240, 1, 240, 240), 0); del buf228  # reuse
        assert_size_stride_grouped((relu_8, primals_118), ((32, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_25(buf229, buf226, buf222, convolution_24)
        # Topologically Sorted Source Nodes: [full_default, gt_5, lt_17, bitwise_and_5, mul_450, where_34, convolution_backward_27], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf230 = torch.ops.aten.convolution_backward.default(buf229, relu_8, primals_118, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_118
        buf231 = buf230[0]
        assert_tensor_metadata(buf231, (32, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf231 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf232 = buf230[1]
        assert_tensor_metadata(buf232, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf232 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf233 = buf230[2]
        assert_tensor_metadata(buf233, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf233 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf230
        buf234 = relu_8; del relu_8  # reuse
        assert_size_stride_grouped((mean_3, primals_116), ((32, 240, 1, 1), (64, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_26(buf234, buf231)
        del buf231
        # Topologically Sorted Source Nodes: [full_default, le_17, where_35, convolution_backward_28], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf235 = torch.ops.aten.convolution_backward.default(buf234, mean_3, primals_116, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf234
        del mean_3
        del primals_116
        buf236 = buf235[0]
        assert_tensor_metadata(buf236, (32, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf236 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf237 = buf235[1]
        assert_tensor_metadata(buf237, (64, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf237 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf238 = buf235[2]
        assert_tensor_metadata(buf238, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf238 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf235
        assert_size_stride_grouped((convolution_21, getitem_31, rsqrt_15, primals_108, primals_109), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf242 = buf224; del buf224  # reuse
        buf244 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        buf245 = empty_strided_cpu((32, 240, 10, 10), (24000, 10, 2400, 1), torch.float32)
        buf239 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf240 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf241 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf243 = buf222; del buf222  # reuse
        buf246 = empty_strided_cpu((32, 240, 10, 10), (24000, 10, 2400, 1), torch.float32)
        buf247 = empty_strided_cpu((32, 240, 10, 10), (24000, 100, 10, 1), torch.float32)
        assert_size_stride(primals_110, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_27(buf243, convolution_21, getitem_31, rsqrt_15, primals_108, primals_109, buf226, convolution_24, buf236, convolution_22, getitem_33, rsqrt_16, primals_114, buf242, buf244, buf245, buf239, buf240, buf241, buf246, buf247)
        del buf226
        del buf236
        del convolution_22
        del convolution_24
        del getitem_33
        del primals_109
        del primals_114
        del rsqrt_16
        # Topologically Sorted Source Nodes: [full_default, scale_19, mul_448, expand_6, div_47, add_224, le_18, lt_18, div_48, add_225, mul_451, where_36, where_37, input_48, unsqueeze_340, unsqueeze_341, unsqueeze_342, sub_102, mul_453, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_454, mul_455, mul_456, unsqueeze_346, unsqueeze_347, unsqueeze_348, mul_457, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_458, sub_104, sub_105, mul_459, input_46, convolution_backward_29], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf248 = torch.ops.aten.convolution_backward.default(buf247, buf245, primals_110, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del primals_110
        buf249 = buf248[0]
        assert_tensor_metadata(buf249, (32, 240, 10, 10), (24000, 100, 10, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf249 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf250 = buf248[1]
        assert_tensor_metadata(buf250, (240, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf250 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf248
        buf251 = buf240; del buf240  # reuse
        buf252 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf253 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf254 = buf242; del buf242  # reuse
        assert_size_stride(primals_104, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_28(buf254, buf249, convolution_21, getitem_31, rsqrt_15, primals_108, buf251, buf252, buf253)
        del buf249
        del convolution_21
        del getitem_31
        del primals_108
        del rsqrt_15
        # Topologically Sorted Source Nodes: [full_default, le_19, lt_19, div_49, add_226, mul_461, where_38, where_39, input_45, unsqueeze_352, unsqueeze_353, unsqueeze_354, sub_106, mul_463, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_464, mul_465, mul_466, unsqueeze_358, unsqueeze_359, unsqueeze_360, mul_467, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_468, sub_108, sub_109, mul_469, convolution_backward_30], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf255 = torch.ops.aten.convolution_backward.default(buf254, buf213, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf213
        del primals_104
        buf256 = buf255[0]
        assert_tensor_metadata(buf256, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf256 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf257 = buf255[1]
        assert_tensor_metadata(buf257, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf257 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf255
        buf258 = buf220; del buf220  # reuse
        buf259 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf260 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf262 = convolution_20; del convolution_20  # reuse
        assert_size_stride_grouped((convolution_17, getitem_27, rsqrt_13, primals_92, primals_93), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf261 = buf254; del buf254  # reuse
        assert_size_stride(convolution_19, (32, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf263 = reinterpret_tensor(buf247, (32, 240, 10, 10), (24000, 1, 2400, 240), 0); del buf247  # reuse
        assert_size_stride(primals_98, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_29(buf262, buf217, buf256, getitem_29, rsqrt_14, primals_102, convolution_17, getitem_27, rsqrt_13, primals_92, primals_93, convolution_19, buf258, buf259, buf260, buf261, buf263)
        del getitem_29
        del primals_102
        del primals_93
        del rsqrt_14
        # Topologically Sorted Source Nodes: [add_227, input_43, unsqueeze_364, unsqueeze_365, unsqueeze_366, sub_110, mul_472, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_473, mul_474, mul_475, unsqueeze_370, unsqueeze_371, unsqueeze_372, mul_476, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_477, sub_112, sub_113, mul_478, input_40, scale_14, input_41, convolution_backward_31], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf264 = torch.ops.aten.convolution_backward.default(buf262, buf263, primals_98, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf262
        del primals_98
        buf265 = buf264[0]
        assert_tensor_metadata(buf265, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf265 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf266 = buf264[1]
        assert_tensor_metadata(buf266, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf266 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf264
        buf267 = reinterpret_tensor(buf229, (32, 240, 1, 1), (240, 1, 7680, 7680), 0); del buf229  # reuse
        buf268 = reinterpret_tensor(buf267, (32, 240, 1, 1), (240, 1, 240, 240), 0); del buf267  # reuse
        assert_size_stride_grouped((relu_7, primals_96), ((32, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_25(buf268, buf265, buf261, convolution_19)
        # Topologically Sorted Source Nodes: [full_default, gt_6, lt_20, bitwise_and_6, mul_482, where_40, convolution_backward_32], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf269 = torch.ops.aten.convolution_backward.default(buf268, relu_7, primals_96, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf268
        del primals_96
        buf270 = buf269[0]
        assert_tensor_metadata(buf270, (32, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf270 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf271 = buf269[1]
        assert_tensor_metadata(buf271, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf271 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf272 = buf269[2]
        assert_tensor_metadata(buf272, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf272 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf269
        buf273 = relu_7; del relu_7  # reuse
        assert_size_stride_grouped((mean_2, primals_94), ((32, 240, 1, 1), (64, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_26(buf273, buf270)
        del buf270
        # Topologically Sorted Source Nodes: [full_default, le_20, where_41, convolution_backward_33], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf274 = torch.ops.aten.convolution_backward.default(buf273, mean_2, primals_94, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf273
        del mean_2
        del primals_94
        buf275 = buf274[0]
        assert_tensor_metadata(buf275, (32, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf275 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf276 = buf274[1]
        assert_tensor_metadata(buf276, (64, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf276 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf277 = buf274[2]
        assert_tensor_metadata(buf277, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf277 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf274
        assert_size_stride_grouped((convolution_16, getitem_25, rsqrt_12, primals_86, primals_87), ((32, 240, 10, 10), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((24000, 1, 2400, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf281 = buf263; del buf263  # reuse
        buf283 = reinterpret_tensor(buf245, (32, 240, 10, 10), (24000, 1, 2400, 240), 0); del buf245  # reuse
        buf284 = buf246; del buf246  # reuse
        buf278 = buf252; del buf252  # reuse
        buf279 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf280 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf282 = buf261; del buf261  # reuse
        buf285 = reinterpret_tensor(buf244, (32, 240, 10, 10), (24000, 10, 2400, 1), 0); del buf244  # reuse
        buf286 = reinterpret_tensor(buf243, (32, 240, 10, 10), (24000, 100, 10, 1), 0); del buf243  # reuse
        assert_size_stride(primals_88, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_27(buf282, convolution_16, getitem_25, rsqrt_12, primals_86, primals_87, buf265, convolution_19, buf275, convolution_17, getitem_27, rsqrt_13, primals_92, buf281, buf283, buf284, buf278, buf279, buf280, buf285, buf286)
        del buf265
        del buf275
        del buf282
        del buf283
        del buf285
        del convolution_17
        del convolution_19
        del getitem_27
        del primals_87
        del primals_92
        del rsqrt_13
        # Topologically Sorted Source Nodes: [full_default, scale_14, mul_480, expand_7, div_50, add_228, le_21, lt_21, div_51, add_229, mul_483, where_42, where_43, input_39, unsqueeze_376, unsqueeze_377, unsqueeze_378, sub_114, mul_485, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_486, mul_487, mul_488, unsqueeze_382, unsqueeze_383, unsqueeze_384, mul_489, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_490, sub_116, sub_117, mul_491, input_37, convolution_backward_34], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf287 = torch.ops.aten.convolution_backward.default(buf286, buf284, primals_88, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del buf284
        del buf286
        del primals_88
        buf288 = buf287[0]
        assert_tensor_metadata(buf288, (32, 240, 10, 10), (24000, 100, 10, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf288 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf289 = buf287[1]
        assert_tensor_metadata(buf289, (240, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf289 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf287
        buf290 = buf279; del buf279  # reuse
        buf291 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf292 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf293 = buf281; del buf281  # reuse
        assert_size_stride(primals_82, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_28(buf293, buf288, convolution_16, getitem_25, rsqrt_12, primals_86, buf290, buf291, buf292)
        del buf288
        del buf291
        del convolution_16
        del getitem_25
        del primals_86
        del rsqrt_12
        # Topologically Sorted Source Nodes: [full_default, le_22, lt_22, div_52, add_230, mul_493, where_44, where_45, input_36, unsqueeze_388, unsqueeze_389, unsqueeze_390, sub_118, mul_495, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_496, mul_497, mul_498, unsqueeze_394, unsqueeze_395, unsqueeze_396, mul_499, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_500, sub_120, sub_121, mul_501, convolution_backward_35], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf294 = torch.ops.aten.convolution_backward.default(buf293, buf212, primals_82, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf212
        del buf293
        del primals_82
        buf295 = buf294[0]
        assert_tensor_metadata(buf295, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf295 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf296 = buf294[1]
        assert_tensor_metadata(buf296, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf296 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf294
        assert_size_stride_grouped((convolution_12, getitem_21, rsqrt_10, primals_70, primals_71), ((32, 96, 10, 10), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((9600, 1, 960, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf300 = empty_strided_cpu((32, 96, 10, 10), (9600, 1, 960, 96), torch.float32)
        assert_size_stride(convolution_14, (32, 96, 1, 1), (96, 1, 96, 96), 'input')
        buf302 = empty_strided_cpu((32, 96, 10, 10), (9600, 1, 960, 96), torch.float32)
        buf297 = buf259; del buf259  # reuse
        buf298 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf299 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf301 = buf217; del buf217  # reuse
        assert_size_stride(primals_76, (40, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardsigmoid_hardswish_mul_native_batch_norm_backward_30(buf301, convolution_12, getitem_21, rsqrt_10, primals_70, primals_71, convolution_14, buf256, buf295, convolution_15, getitem_23, rsqrt_11, primals_80, buf300, buf302, buf297, buf298, buf299)
        del buf256
        del buf295
        del buf298
        del convolution_15
        del getitem_23
        del primals_71
        del primals_80
        del rsqrt_11
        # Topologically Sorted Source Nodes: [add_227, add_231, input_34, unsqueeze_400, unsqueeze_401, unsqueeze_402, sub_122, mul_504, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_505, mul_506, mul_507, unsqueeze_406, unsqueeze_407, unsqueeze_408, mul_508, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_509, sub_124, sub_125, mul_510, input_31, scale_9, input_32, convolution_backward_36], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf303 = torch.ops.aten.convolution_backward.default(buf301, buf302, primals_76, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf301
        del primals_76
        buf304 = buf303[0]
        assert_tensor_metadata(buf304, (32, 96, 10, 10), (9600, 1, 960, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf304 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf305 = buf303[1]
        assert_tensor_metadata(buf305, (40, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf305 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf303
        buf306 = empty_strided_cpu((32, 96, 1, 1), (96, 1, 3072, 3072), torch.float32)
        buf307 = reinterpret_tensor(buf306, (32, 96, 1, 1), (96, 1, 96, 96), 0); del buf306  # reuse
        assert_size_stride_grouped((relu_6, primals_74), ((32, 24, 1, 1), (96, 24, 1, 1)), ((24, 1, 24, 24), (24, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_31(buf307, buf304, buf300, convolution_14)
        # Topologically Sorted Source Nodes: [full_default, gt_7, lt_23, bitwise_and_7, mul_514, where_46, convolution_backward_37], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf308 = torch.ops.aten.convolution_backward.default(buf307, relu_6, primals_74, [96], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf307
        del primals_74
        buf309 = buf308[0]
        assert_tensor_metadata(buf309, (32, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf309 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf310 = buf308[1]
        assert_tensor_metadata(buf310, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf310 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf311 = buf308[2]
        assert_tensor_metadata(buf311, (96, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf311 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf308
        buf312 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((mean_1, primals_72), ((32, 96, 1, 1), (24, 96, 1, 1)), ((96, 1, 96, 96), (96, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_32(buf312, buf309)
        del buf309
        # Topologically Sorted Source Nodes: [full_default, le_23, where_47, convolution_backward_38], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf313 = torch.ops.aten.convolution_backward.default(buf312, mean_1, primals_72, [24], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf312
        del mean_1
        del primals_72
        buf314 = buf313[0]
        assert_tensor_metadata(buf314, (32, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf314 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf315 = buf313[1]
        assert_tensor_metadata(buf315, (24, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf315 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf316 = buf313[2]
        assert_tensor_metadata(buf316, (24, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf316 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf313
        buf317 = buf98; del buf98  # reuse
        buf318 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf319 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf321 = buf300; del buf300  # reuse
        buf324 = reinterpret_tensor(buf302, (32, 96, 10, 10), (9600, 10, 960, 1), 0); del buf302  # reuse
        buf325 = empty_strided_cpu((32, 96, 10, 10), (9600, 100, 10, 1), torch.float32)
        assert_size_stride_grouped((convolution_11, getitem_19, rsqrt_9, primals_64, primals_65), ((32, 96, 20, 20), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((38400, 1, 1920, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf320 = empty_strided_cpu((32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32)
        buf322 = empty_strided_cpu((32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32)
        buf323 = empty_strided_cpu((32, 96, 20, 20), (38400, 20, 1920, 1), torch.float32)
        assert_size_stride(primals_66, (96, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_33(buf321, buf304, convolution_14, buf314, convolution_12, getitem_21, rsqrt_10, primals_70, convolution_11, getitem_19, rsqrt_9, primals_64, primals_65, buf317, buf318, buf319, buf324, buf325, buf320, buf322, buf323)
        del buf304
        del buf314
        del buf321
        del buf322
        del convolution_12
        del convolution_14
        del getitem_21
        del primals_65
        del primals_70
        del rsqrt_10
        # Topologically Sorted Source Nodes: [full_default, scale_9, mul_512, expand_8, div_53, add_232, le_24, lt_24, div_54, add_233, mul_515, where_48, where_49, input_30, unsqueeze_412, unsqueeze_413, unsqueeze_414, sub_126, mul_517, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_518, mul_519, mul_520, unsqueeze_418, unsqueeze_419, unsqueeze_420, mul_521, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_522, sub_128, sub_129, mul_523, input_28, convolution_backward_39], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf326 = torch.ops.aten.convolution_backward.default(buf325, buf323, primals_66, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf323
        del primals_66
        buf327 = buf326[0]
        assert_tensor_metadata(buf327, (32, 96, 20, 20), (38400, 400, 20, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf327 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf328 = buf326[1]
        assert_tensor_metadata(buf328, (96, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf328 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf326
        assert_size_stride_grouped((convolution_7, getitem_11, rsqrt_5, primals_40, primals_41, convolution_10, getitem_17, rsqrt_8, primals_58, primals_59), ((32, 24, 20, 20), (1, 24, 1, 1), (1, 24, 1, 1), (24, ), (24, ), (32, 24, 20, 20), (1, 24, 1, 1), (1, 24, 1, 1), (24, ), (24, )), ((9600, 1, 480, 24), (24, 1, 24, 24), (24, 1, 24, 24), (1, ), (1, ), (9600, 1, 480, 24), (24, 1, 24, 24), (24, 1, 24, 24), (1, ), (1, )), 'input')
        buf332 = reinterpret_tensor(buf325, (32, 24, 20, 20), (9600, 1, 480, 24), 0); del buf325  # reuse
        buf334 = reinterpret_tensor(buf324, (32, 24, 20, 20), (9600, 1, 480, 24), 0); del buf324  # reuse
        buf329 = buf318; del buf318  # reuse
        buf330 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf331 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf333 = buf320; del buf320  # reuse
        assert_size_stride(primals_60, (96, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_hardswish_backward_native_batch_norm_backward_34(buf333, convolution_7, getitem_11, rsqrt_5, primals_40, primals_41, convolution_10, getitem_17, rsqrt_8, primals_58, primals_59, buf327, convolution_11, getitem_19, rsqrt_9, primals_64, buf332, buf334, buf329, buf330, buf331)
        del buf327
        del buf330
        del convolution_11
        del getitem_19
        del primals_41
        del primals_59
        del primals_64
        del rsqrt_9
        # Topologically Sorted Source Nodes: [full_default, le_25, lt_25, div_55, add_234, mul_525, where_50, where_51, input_27, unsqueeze_424, unsqueeze_425, unsqueeze_426, sub_130, mul_527, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_528, mul_529, mul_530, unsqueeze_430, unsqueeze_431, unsqueeze_432, mul_531, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_532, sub_132, sub_133, mul_533, input_25, result, convolution_backward_40], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf335 = torch.ops.aten.convolution_backward.default(buf333, buf334, primals_60, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf333
        del buf334
        del primals_60
        buf336 = buf335[0]
        assert_tensor_metadata(buf336, (32, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf336 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf337 = buf335[1]
        assert_tensor_metadata(buf337, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf337 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf335
        buf338 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf339 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf340 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf342 = convolution_10; del convolution_10  # reuse
        assert_size_stride_grouped((convolution_9, getitem_15, rsqrt_7, primals_52, primals_53), ((32, 88, 20, 20), (1, 88, 1, 1), (1, 88, 1, 1), (88, ), (88, )), ((35200, 1, 1760, 88), (88, 1, 88, 88), (88, 1, 88, 88), (1, ), (1, )), 'input')
        buf341 = empty_strided_cpu((32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32)
        assert_size_stride(primals_54, (24, 88, 1, 1), (88, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_relu_35(buf342, buf336, getitem_17, rsqrt_8, primals_58, convolution_9, getitem_15, rsqrt_7, primals_52, primals_53, buf338, buf339, buf340, buf341)
        del getitem_17
        del primals_53
        del primals_58
        del rsqrt_8
        # Topologically Sorted Source Nodes: [input_25, unsqueeze_436, unsqueeze_437, unsqueeze_438, sub_134, mul_536, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_537, mul_538, mul_539, unsqueeze_442, unsqueeze_443, unsqueeze_444, mul_540, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_541, sub_136, sub_137, mul_542, convolution_backward_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf343 = torch.ops.aten.convolution_backward.default(buf342, buf341, primals_54, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf342
        del primals_54
        buf344 = buf343[0]
        assert_tensor_metadata(buf344, (32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf344 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf345 = buf343[1]
        assert_tensor_metadata(buf345, (24, 88, 1, 1), (88, 1, 88, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf345 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf343
        assert_size_stride_grouped((convolution_8, getitem_13, rsqrt_6, primals_46, primals_47), ((32, 88, 20, 20), (1, 88, 1, 1), (1, 88, 1, 1), (88, ), (88, )), ((35200, 1, 1760, 88), (88, 1, 88, 88), (88, 1, 88, 88), (1, ), (1, )), 'input')
        buf349 = empty_strided_cpu((32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32)
        buf351 = empty_strided_cpu((32, 88, 20, 20), (35200, 20, 1760, 1), torch.float32)
        buf346 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf347 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf348 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf350 = buf341; del buf341  # reuse
        buf352 = empty_strided_cpu((32, 88, 20, 20), (35200, 20, 1760, 1), torch.float32)
        buf353 = empty_strided_cpu((32, 88, 20, 20), (35200, 400, 20, 1), torch.float32)
        assert_size_stride(primals_48, (88, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_36(buf350, convolution_8, getitem_13, rsqrt_6, primals_46, primals_47, buf344, convolution_9, getitem_15, rsqrt_7, primals_52, buf349, buf351, buf346, buf347, buf348, buf352, buf353)
        del buf344
        del buf350
        del buf352
        del convolution_9
        del getitem_15
        del primals_47
        del primals_52
        del rsqrt_7
        # Topologically Sorted Source Nodes: [full_default, le_26, where_52, input_22, unsqueeze_448, unsqueeze_449, unsqueeze_450, sub_138, mul_545, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_546, mul_547, mul_548, unsqueeze_454, unsqueeze_455, unsqueeze_456, mul_549, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_550, sub_140, sub_141, mul_551, convolution_backward_42], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf354 = torch.ops.aten.convolution_backward.default(buf353, buf351, primals_48, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 88, [True, True, False])
        del buf351
        del buf353
        del primals_48
        buf355 = buf354[0]
        assert_tensor_metadata(buf355, (32, 88, 20, 20), (35200, 400, 20, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf355 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf356 = buf354[1]
        assert_tensor_metadata(buf356, (88, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf356 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf354
        buf357 = buf347; del buf347  # reuse
        buf358 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf359 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf360 = buf349; del buf349  # reuse
        assert_size_stride(primals_42, (88, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_37(buf360, buf355, convolution_8, getitem_13, rsqrt_6, primals_46, buf357, buf358, buf359)
        del buf355
        del buf358
        del convolution_8
        del getitem_13
        del primals_46
        del rsqrt_6
        # Topologically Sorted Source Nodes: [full_default, le_27, where_53, input_19, unsqueeze_460, unsqueeze_461, unsqueeze_462, sub_142, mul_554, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_555, mul_556, mul_557, unsqueeze_466, unsqueeze_467, unsqueeze_468, mul_558, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_559, sub_144, sub_145, mul_560, convolution_backward_43], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf361 = torch.ops.aten.convolution_backward.default(buf360, buf332, primals_42, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf332
        del buf360
        del primals_42
        buf362 = buf361[0]
        assert_tensor_metadata(buf362, (32, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf362 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf363 = buf361[1]
        assert_tensor_metadata(buf363, (88, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf363 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf361
        buf364 = buf339; del buf339  # reuse
        buf365 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf366 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf368 = buf336; del buf336  # reuse
        assert_size_stride_grouped((convolution_6, getitem_9, rsqrt_4, primals_34, primals_35), ((32, 72, 20, 20), (1, 72, 1, 1), (1, 72, 1, 1), (72, ), (72, )), ((28800, 1, 1440, 72), (72, 1, 72, 72), (72, 1, 72, 72), (1, ), (1, )), 'input')
        buf367 = reinterpret_tensor(buf133, (32, 72, 20, 20), (28800, 1, 1440, 72), 0); del buf133  # reuse
        assert_size_stride(primals_36, (24, 72, 1, 1), (72, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_relu_38(buf368, buf362, convolution_7, getitem_11, rsqrt_5, primals_40, convolution_6, getitem_9, rsqrt_4, primals_34, primals_35, buf364, buf365, buf366, buf367)
        del buf362
        del buf365
        del convolution_7
        del getitem_11
        del primals_35
        del primals_40
        del rsqrt_5
        # Topologically Sorted Source Nodes: [add_235, input_17, unsqueeze_472, unsqueeze_473, unsqueeze_474, sub_146, mul_563, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_564, mul_565, mul_566, unsqueeze_478, unsqueeze_479, unsqueeze_480, mul_567, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_568, sub_148, sub_149, mul_569, convolution_backward_44], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf369 = torch.ops.aten.convolution_backward.default(buf368, buf367, primals_36, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf368
        del primals_36
        buf370 = buf369[0]
        assert_tensor_metadata(buf370, (32, 72, 20, 20), (28800, 1, 1440, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf370 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf371 = buf369[1]
        assert_tensor_metadata(buf371, (24, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf371 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf369
        buf372 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf373 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf374 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf376 = buf367; del buf367  # reuse
        buf378 = empty_strided_cpu((32, 72, 20, 20), (28800, 20, 1440, 1), torch.float32)
        buf379 = empty_strided_cpu((32, 72, 20, 20), (28800, 400, 20, 1), torch.float32)
        assert_size_stride_grouped((convolution_5, getitem_7, rsqrt_3, primals_28, primals_29), ((32, 72, 40, 40), (1, 72, 1, 1), (1, 72, 1, 1), (72, ), (72, )), ((115200, 1, 2880, 72), (72, 1, 72, 72), (72, 1, 72, 72), (1, ), (1, )), 'input')
        buf375 = empty_strided_cpu((32, 72, 40, 40), (115200, 1, 2880, 72), torch.float32)
        buf377 = empty_strided_cpu((32, 72, 40, 40), (115200, 40, 2880, 1), torch.float32)
        assert_size_stride(primals_30, (72, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_39(buf376, buf370, convolution_6, getitem_9, rsqrt_4, primals_34, convolution_5, getitem_7, rsqrt_3, primals_28, primals_29, buf372, buf373, buf374, buf378, buf379, buf375, buf377)
        del buf370
        del buf376
        del buf378
        del convolution_6
        del getitem_9
        del primals_29
        del primals_34
        del rsqrt_4
        # Topologically Sorted Source Nodes: [full_default, le_28, where_54, input_14, unsqueeze_484, unsqueeze_485, unsqueeze_486, sub_150, mul_572, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_573, mul_574, mul_575, unsqueeze_490, unsqueeze_491, unsqueeze_492, mul_576, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_577, sub_152, sub_153, mul_578, convolution_backward_45], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf380 = torch.ops.aten.convolution_backward.default(buf379, buf377, primals_30, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 72, [True, True, False])
        del buf377
        del buf379
        del primals_30
        buf381 = buf380[0]
        assert_tensor_metadata(buf381, (32, 72, 40, 40), (115200, 1600, 40, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf381 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf382 = buf380[1]
        assert_tensor_metadata(buf382, (72, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf382 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf380
        assert_size_stride_grouped((convolution_4, getitem_5, rsqrt_2, primals_22, primals_23), ((32, 16, 40, 40), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((25600, 1, 640, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf387 = empty_strided_cpu((32, 16, 40, 40), (25600, 1, 640, 16), torch.float32)
        buf383 = buf373; del buf373  # reuse
        buf384 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf385 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf386 = buf375; del buf375  # reuse
        assert_size_stride(primals_24, (72, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_40(buf386, convolution_4, getitem_5, rsqrt_2, primals_22, primals_23, buf381, convolution_5, getitem_7, rsqrt_3, primals_28, buf387, buf383, buf384, buf385)
        del buf381
        del buf384
        del convolution_5
        del getitem_7
        del primals_23
        del primals_28
        del rsqrt_3
        # Topologically Sorted Source Nodes: [full_default, le_29, where_55, input_11, unsqueeze_496, unsqueeze_497, unsqueeze_498, sub_154, mul_581, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_582, mul_583, mul_584, unsqueeze_502, unsqueeze_503, unsqueeze_504, mul_585, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_586, sub_156, sub_157, mul_587, input_9, convolution_backward_46], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf388 = torch.ops.aten.convolution_backward.default(buf386, buf387, primals_24, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf386
        del primals_24
        buf389 = buf388[0]
        assert_tensor_metadata(buf389, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf389 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf390 = buf388[1]
        assert_tensor_metadata(buf390, (72, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf390 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf388
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_12, primals_13), ((32, 16, 40, 40), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((25600, 1, 640, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf394 = buf387; del buf387  # reuse
        assert_size_stride(convolution_3, (32, 16, 1, 1), (16, 1, 16, 16), 'input')
        buf396 = empty_strided_cpu((32, 16, 40, 40), (25600, 1, 640, 16), torch.float32)
        buf391 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf392 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf393 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf395 = buf389; del buf389  # reuse
        assert_size_stride(primals_18, (16, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardsigmoid_mul_native_batch_norm_backward_relu_41(buf395, convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, convolution_3, convolution_4, getitem_5, rsqrt_2, primals_22, buf394, buf396, buf391, buf392, buf393)
        del convolution_4
        del getitem_5
        del primals_13
        del primals_22
        del rsqrt_2
        # Topologically Sorted Source Nodes: [input_9, unsqueeze_508, unsqueeze_509, unsqueeze_510, sub_158, mul_590, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_591, mul_592, mul_593, unsqueeze_514, unsqueeze_515, unsqueeze_516, mul_594, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_595, sub_160, sub_161, mul_596, scale_4, input_7, convolution_backward_47], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf397 = torch.ops.aten.convolution_backward.default(buf395, buf396, primals_18, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf395
        del primals_18
        buf398 = buf397[0]
        assert_tensor_metadata(buf398, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf398 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf399 = buf397[1]
        assert_tensor_metadata(buf399, (16, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf399 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf397
        buf400 = empty_strided_cpu((32, 16, 1, 1), (16, 1, 512, 512), torch.float32)
        buf401 = reinterpret_tensor(buf400, (32, 16, 1, 1), (16, 1, 16, 16), 0); del buf400  # reuse
        assert_size_stride_grouped((relu_1, primals_16), ((32, 8, 1, 1), (16, 8, 1, 1)), ((8, 1, 8, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_backward_mul_sum_42(buf401, buf398, buf394, convolution_3)
        # Topologically Sorted Source Nodes: [full_default, gt_8, lt_26, bitwise_and_8, mul_600, where_56, convolution_backward_48], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf402 = torch.ops.aten.convolution_backward.default(buf401, relu_1, primals_16, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf401
        del primals_16
        buf403 = buf402[0]
        assert_tensor_metadata(buf403, (32, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf403 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf404 = buf402[1]
        assert_tensor_metadata(buf404, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf404 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf405 = buf402[2]
        assert_tensor_metadata(buf405, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf405 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf402
        buf406 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((mean, primals_14), ((32, 16, 1, 1), (8, 16, 1, 1)), ((16, 1, 16, 16), (16, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_43(buf406, buf403)
        del buf403
        # Topologically Sorted Source Nodes: [full_default, le_30, where_57, convolution_backward_49], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf407 = torch.ops.aten.convolution_backward.default(buf406, mean, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf406
        del mean
        del primals_14
        buf408 = buf407[0]
        assert_tensor_metadata(buf408, (32, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf408 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf409 = buf407[1]
        assert_tensor_metadata(buf409, (8, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf409 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf410 = buf407[2]
        assert_tensor_metadata(buf410, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf410 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf407
        buf411 = buf392; del buf392  # reuse
        buf412 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf413 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf415 = buf394; del buf394  # reuse
        buf418 = reinterpret_tensor(buf396, (32, 16, 40, 40), (25600, 40, 640, 1), 0); del buf396  # reuse
        buf419 = empty_strided_cpu((32, 16, 40, 40), (25600, 1600, 40, 1), torch.float32)
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((32, 16, 80, 80), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((102400, 1, 1280, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf414 = empty_strided_cpu((32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32)
        buf416 = empty_strided_cpu((32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32)
        buf417 = empty_strided_cpu((32, 16, 80, 80), (102400, 80, 1280, 1), torch.float32)
        assert_size_stride(primals_8, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_44(buf415, buf398, convolution_3, buf408, convolution_1, getitem_3, rsqrt_1, primals_12, convolution, getitem_1, rsqrt, primals_6, primals_7, buf411, buf412, buf413, buf418, buf419, buf414, buf416, buf417)
        del buf398
        del buf408
        del buf415
        del buf416
        del buf418
        del convolution_1
        del convolution_3
        del getitem_3
        del primals_12
        del primals_7
        del rsqrt_1
        # Topologically Sorted Source Nodes: [full_default, scale_4, mul_598, expand_9, div_56, add_236, le_31, where_58, input_5, unsqueeze_520, unsqueeze_521, unsqueeze_522, sub_162, mul_602, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_603, mul_604, mul_605, unsqueeze_526, unsqueeze_527, unsqueeze_528, mul_606, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_607, sub_164, sub_165, mul_608, input_3, convolution_backward_50], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf420 = torch.ops.aten.convolution_backward.default(buf419, buf417, primals_8, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 16, [True, True, False])
        del buf417
        del buf419
        del primals_8
        buf421 = buf420[0]
        assert_tensor_metadata(buf421, (32, 16, 80, 80), (102400, 6400, 80, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf421 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf422 = buf420[1]
        assert_tensor_metadata(buf422, (16, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf422 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf420
        buf423 = buf412; del buf412  # reuse
        buf424 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf425 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf426 = buf414; del buf414  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((32, 3, 160, 160), (16, 3, 3, 3)), ((76800, 1, 480, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_45(buf426, buf421, convolution, getitem_1, rsqrt, primals_6, buf423, buf424, buf425)
        del buf421
        del buf424
        del convolution
        del getitem_1
        del primals_6
        del rsqrt
        # Topologically Sorted Source Nodes: [full_default, le_32, lt_27, div_57, add_237, mul_610, where_59, where_60, input_2, unsqueeze_532, unsqueeze_533, unsqueeze_534, sub_166, mul_612, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_613, mul_614, mul_615, unsqueeze_538, unsqueeze_539, unsqueeze_540, mul_616, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_617, sub_168, sub_169, mul_618, convolution_backward_51], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf427 = torch.ops.aten.convolution_backward.default(buf426, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf426
        del primals_1
        del primals_2
        buf428 = buf427[1]
        assert_tensor_metadata(buf428, (16, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf428 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf427
        buf3 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        buf7 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride(mean_9, (32, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused_sum_46(tangents_1, buf4, buf3, buf7)
        buf6 = empty_strided_cpu((1024, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_7, x_1, mm_3], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (1024, 32), (1, 1024), 0), reinterpret_tensor(mean_9, (32, 576), (576, 1), 0), out=buf6)
        del buf4
        del mean_9
        buf2 = empty_strided_cpu((1000, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, input_102, input_103, mm_1], Original ATen: [aten.t, aten.hardswish, aten.div, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 32), (1, 1000), 0), buf1, out=buf2)
        del buf1
        del tangents_1
        return (buf428, None, None, None, None, buf425, buf423, reinterpret_tensor(buf422, (16, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf413, buf411, buf409, buf410, buf404, buf405, buf399, None, None, None, buf393, buf391, buf390, None, None, None, buf385, buf383, reinterpret_tensor(buf382, (72, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf374, buf372, buf371, None, None, None, buf366, buf364, buf363, None, None, None, buf359, buf357, reinterpret_tensor(buf356, (88, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf348, buf346, buf345, None, None, None, buf340, buf338, buf337, None, None, None, buf331, buf329, reinterpret_tensor(buf328, (96, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf319, buf317, buf315, buf316, buf310, buf311, buf305, None, None, None, buf299, buf297, buf296, None, None, None, buf292, buf290, reinterpret_tensor(buf289, (240, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf280, buf278, buf276, buf277, buf271, buf272, buf266, None, None, None, buf260, buf258, buf257, None, None, None, buf253, buf251, reinterpret_tensor(buf250, (240, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf241, buf239, buf237, buf238, buf232, buf233, buf227, None, None, None, buf221, buf219, buf218, None, None, None, buf211, buf209, reinterpret_tensor(buf208, (120, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf199, buf197, buf195, buf196, buf190, buf191, buf185, None, None, None, buf179, buf177, buf176, None, None, None, buf172, buf170, reinterpret_tensor(buf169, (144, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf160, buf158, buf156, buf157, buf151, buf152, buf146, None, None, None, buf140, buf138, buf137, None, None, None, buf131, buf129, reinterpret_tensor(buf128, (288, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf119, buf117, buf115, buf116, buf110, buf111, buf105, None, None, None, buf99, buf97, buf96, None, None, None, buf92, buf90, reinterpret_tensor(buf89, (576, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf80, buf78, buf76, buf77, buf71, buf72, buf66, None, None, None, buf60, buf58, buf57, None, None, None, buf53, buf51, reinterpret_tensor(buf50, (576, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf41, buf39, buf37, buf38, buf32, buf33, buf27, None, None, None, buf21, buf19, buf18, None, None, None, buf11, buf9, buf6, reinterpret_tensor(buf7, (1024, ), (1, ), 0), buf2, reinterpret_tensor(buf3, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
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
    primals_48 = rand_strided((88, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((88, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((72, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, 3, 160, 160), (76800, 1, 480, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    convolution = rand_strided((32, 16, 80, 80), (102400, 1, 1280, 16), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((32, 16, 40, 40), (25600, 1, 640, 16), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    mean = rand_strided((32, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((32, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((32, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((32, 16, 40, 40), (25600, 1, 640, 16), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((32, 72, 40, 40), (115200, 1, 2880, 72), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((32, 72, 20, 20), (28800, 1, 1440, 72), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((32, 24, 20, 20), (9600, 1, 480, 24), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((32, 88, 20, 20), (35200, 1, 1760, 88), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((1, 88, 1, 1), (88, 1, 88, 88), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((1, 88, 1, 1), (88, 1, 88, 88), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((32, 88, 20, 20), (35200, 1, 1760, 88), device='cpu', dtype=torch.float32)
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
    bernoulli = rand_strided((32, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_6, primals_7, primals_12, primals_13, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_52, primals_53, primals_58, primals_59, primals_64, primals_65, primals_70, primals_71, primals_80, primals_81, primals_86, primals_87, primals_92, primals_93, primals_102, primals_103, primals_108, primals_109, primals_114, primals_115, primals_124, primals_125, primals_130, primals_131, primals_136, primals_137, primals_146, primals_147, primals_152, primals_153, primals_158, primals_159, primals_168, primals_169, primals_174, primals_175, primals_180, primals_181, primals_190, primals_191, primals_196, primals_197, primals_202, primals_203, primals_212, primals_213, primals_218, primals_219, primals_224, primals_225, primals_234, primals_235, primals_240, primals_241, primals_242, primals_244, primals_236, primals_230, primals_228, primals_226, primals_220, primals_214, primals_208, primals_206, primals_204, primals_198, primals_192, primals_186, primals_184, primals_182, primals_176, primals_170, primals_164, primals_162, primals_160, primals_154, primals_148, primals_142, primals_140, primals_138, primals_132, primals_126, primals_120, primals_118, primals_116, primals_110, primals_104, primals_98, primals_96, primals_94, primals_88, primals_82, primals_76, primals_74, primals_72, primals_66, primals_60, primals_54, primals_48, primals_42, primals_36, primals_30, primals_24, primals_18, primals_16, primals_14, primals_8, primals_2, primals_1, convolution, getitem_1, rsqrt, convolution_1, getitem_3, rsqrt_1, mean, relu_1, convolution_3, convolution_4, getitem_5, rsqrt_2, convolution_5, getitem_7, rsqrt_3, convolution_6, getitem_9, rsqrt_4, convolution_7, getitem_11, rsqrt_5, convolution_8, getitem_13, rsqrt_6, convolution_9, getitem_15, rsqrt_7, convolution_10, getitem_17, rsqrt_8, convolution_11, getitem_19, rsqrt_9, convolution_12, getitem_21, rsqrt_10, mean_1, relu_6, convolution_14, convolution_15, getitem_23, rsqrt_11, convolution_16, getitem_25, rsqrt_12, convolution_17, getitem_27, rsqrt_13, mean_2, relu_7, convolution_19, convolution_20, getitem_29, rsqrt_14, convolution_21, getitem_31, rsqrt_15, convolution_22, getitem_33, rsqrt_16, mean_3, relu_8, convolution_24, convolution_25, getitem_35, rsqrt_17, convolution_26, getitem_37, rsqrt_18, convolution_27, getitem_39, rsqrt_19, mean_4, relu_9, convolution_29, convolution_30, getitem_41, rsqrt_20, convolution_31, getitem_43, rsqrt_21, convolution_32, getitem_45, rsqrt_22, mean_5, relu_10, convolution_34, convolution_35, getitem_47, rsqrt_23, convolution_36, getitem_49, rsqrt_24, convolution_37, getitem_51, rsqrt_25, mean_6, relu_11, convolution_39, convolution_40, getitem_53, rsqrt_26, convolution_41, getitem_55, rsqrt_27, convolution_42, getitem_57, rsqrt_28, mean_7, relu_12, convolution_44, convolution_45, getitem_59, rsqrt_29, convolution_46, getitem_61, rsqrt_30, convolution_47, getitem_63, rsqrt_31, mean_8, relu_13, convolution_49, convolution_50, getitem_65, rsqrt_32, convolution_51, getitem_67, rsqrt_33, mean_9, addmm, bernoulli, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
