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


cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_scalar_tensor_slice_slice_backward_view_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(50257L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50257L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(1L + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))))];
                            auto tmp11 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp12 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp1 = static_cast<int64_t>(-100);
                            auto tmp2 = tmp0 != tmp1;
                            auto tmp3 = static_cast<int64_t>(0);
                            auto tmp4 = tmp2 ? tmp0 : tmp3;
                            auto tmp5 = x1;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = tmp4 == tmp6;
                            auto tmp8 = static_cast<float>(-1.0);
                            auto tmp9 = static_cast<float>(0.0);
                            auto tmp10 = tmp7 ? tmp8 : tmp9;
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = tmp2 ? tmp13 : tmp9;
                            auto tmp15 = float(tmp10 * tmp14);
                            tmp_acc0 = cascade_sum_combine(tmp15, &scalar_cascade_helper0);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                out_ptr0[static_cast<int64_t>(x0)] = tmp_acc0;
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(50257L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(50256L)))
                        {
                            auto tmp0 = x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(127);
                            auto tmp3 = tmp1 < tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = in_ptr0[static_cast<int64_t>(1L + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))))];
                                auto tmp6 = static_cast<int64_t>(-100);
                                auto tmp7 = tmp5 != tmp6;
                                auto tmp8 = static_cast<int64_t>(0);
                                auto tmp9 = tmp7 ? tmp5 : tmp8;
                                auto tmp10 = x2;
                                auto tmp11 = c10::convert<int64_t>(tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>::arange(tmp11, 1);
                                auto tmp13 = at::vec::VectorizedN<int64_t,2>(tmp9);
                                auto tmp14 = at::vec::VecMask<int64_t,2>(tmp13 == tmp12);
                                auto tmp15 = static_cast<float>(-1.0);
                                auto tmp16 = static_cast<float>(0.0);
                                auto tmp17 = at::vec::Vectorized<float>(tmp15);
                                auto tmp18 = at::vec::Vectorized<float>(tmp16);
                                auto tmp19 = decltype(tmp17)::blendv(tmp18, tmp17, tmp14.template cast<float,1>());
                                auto tmp20 = in_ptr1[static_cast<int64_t>(0L)];
                                auto tmp21 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp22 = tmp20 / tmp21;
                                auto tmp23 = tmp7 ? tmp22 : tmp16;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp19 * tmp24;
                                auto tmp26 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr3 + static_cast<int64_t>(x2 + 50257L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 6432896L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L)))));
                                auto tmp27 = in_ptr4[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                auto tmp29 = tmp26 - tmp28;
                                auto tmp30 = in_ptr5[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp31 = at::vec::Vectorized<float>(tmp30);
                                auto tmp32 = tmp29 - tmp31;
                                auto tmp33 = tmp32.exp();
                                auto tmp34 = out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp35 = at::vec::Vectorized<float>(tmp34);
                                auto tmp36 = tmp33 * tmp35;
                                auto tmp37 = tmp25 - tmp36;
                                return tmp37;
                            }
                            ;
                            auto tmp38 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp39 = static_cast<float>(0.0);
                            auto tmp40 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp41 = at::vec::Vectorized<float>(tmp39);
                            auto tmp42 = decltype(tmp38)::blendv(tmp41, tmp38, tmp40.template cast<float,1>());
                            tmp42.store(out_ptr1 + static_cast<int64_t>(x2 + 50257L*x1 + 6432896L*x0));
                        }
                        if(C10_UNLIKELY(x2 >= static_cast<int64_t>(50256L) && x2 < static_cast<int64_t>(50257L)))
                        {
                            for (int64_t x2_tail = static_cast<int64_t>(50256L);x2_tail < static_cast<int64_t>(50257L); x2_tail++)
                            {
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(127);
                                auto tmp3 = tmp1 < tmp2;
                                auto tmp4 = [&]
                                {
                                    auto tmp5 = in_ptr0[static_cast<int64_t>(1L + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))))];
                                    auto tmp6 = static_cast<int64_t>(-100);
                                    auto tmp7 = tmp5 != tmp6;
                                    auto tmp8 = static_cast<int64_t>(0);
                                    auto tmp9 = tmp7 ? tmp5 : tmp8;
                                    auto tmp10 = x2_tail;
                                    auto tmp11 = c10::convert<int64_t>(tmp10);
                                    auto tmp12 = tmp9 == tmp11;
                                    auto tmp13 = static_cast<float>(-1.0);
                                    auto tmp14 = static_cast<float>(0.0);
                                    auto tmp15 = tmp12 ? tmp13 : tmp14;
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(0L)];
                                    auto tmp17 = in_ptr2[static_cast<int64_t>(0L)];
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = tmp7 ? tmp18 : tmp14;
                                    auto tmp20 = float(tmp15 * tmp19);
                                    auto tmp21 = in_ptr3[static_cast<int64_t>(x2_tail + 50257L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 6432896L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L))))];
                                    auto tmp22 = in_ptr4[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp23 = float(tmp21 - tmp22);
                                    auto tmp24 = in_ptr5[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp25 = float(tmp23 - tmp24);
                                    auto tmp26 = std::exp(tmp25);
                                    auto tmp27 = out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp28 = float(tmp26 * tmp27);
                                    auto tmp29 = float(tmp20 - tmp28);
                                    return tmp29;
                                }
                                ;
                                auto tmp30 = tmp3 ? tmp4() : static_cast<decltype(tmp4())>(0.0);
                                auto tmp31 = static_cast<float>(0.0);
                                auto tmp32 = tmp3 ? tmp30 : tmp31;
                                out_ptr1[static_cast<int64_t>(x2_tail + 50257L*x1 + 6432896L*x0)] = tmp32;
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


cpp_fused_native_layer_norm_backward_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(768.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp15 * tmp14;
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_sum_tanh_tanh_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0 * tmp0;
                    auto tmp2 = tmp1 * tmp0;
                    auto tmp3 = static_cast<float>(0.044715);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp0 + tmp5;
                    auto tmp7 = static_cast<float>(0.7978845608028654);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp10 = tmp9.tanh();
                    auto tmp12 = static_cast<float>(0.5);
                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                    auto tmp14 = tmp0 * tmp13;
                    auto tmp15 = tmp11 * tmp14;
                    auto tmp16 = tmp10 * tmp10;
                    auto tmp17 = static_cast<float>(1.0);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp18 - tmp16;
                    auto tmp20 = tmp15 * tmp19;
                    auto tmp21 = tmp20 * tmp8;
                    auto tmp22 = tmp21 * tmp4;
                    auto tmp23 = static_cast<float>(3.0);
                    auto tmp24 = at::vec::Vectorized<float>(tmp23);
                    auto tmp25 = tmp1 * tmp24;
                    auto tmp26 = tmp22 * tmp25;
                    auto tmp27 = tmp21 + tmp26;
                    auto tmp28 = tmp10 + tmp18;
                    auto tmp29 = tmp11 * tmp28;
                    auto tmp30 = tmp29 * tmp13;
                    auto tmp31 = tmp27 + tmp30;
                    tmp31.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3072L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_sum_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__softmax_backward_data_mul_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp4 = tmp3 * tmp0;
                        auto tmp5 = at::vec::Vectorized<float>(tmp2);
                        auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                        auto tmp7 = static_cast<float>(0.125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_clone_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*x1 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(64L))) + 98304L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 2304L*x1 + 294912L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 128L*x2 + 98304L*x0), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 2304L*x1 + 2304L*x1_inner + 294912L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(64L*x1 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(64L))) + 98304L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 2304L*x1 + 294912L*x0));
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


cpp_fused_add_native_layer_norm_backward_sum_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp16 * tmp15;
                        auto tmp18 = tmp0 + tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp6 = in_ptr5[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp9 = in_ptr6[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr6[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr5[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp20 = out_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp18 = at::vec::Vectorized<float>(tmp1);
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp11 - tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp3);
                            auto tmp25 = tmp24 * tmp23;
                            auto tmp26 = tmp0 + tmp25;
                            tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2 + 98304L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x2 + 98304L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x2), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr5[static_cast<int64_t>(x2 + 128L*x1)];
                                auto tmp7 = in_ptr6[static_cast<int64_t>(x2 + 128L*x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 98304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<int64_t>(1023);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-1024);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 1024L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(1024);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp21 = at::vec::Vectorized<float>(tmp19);
                        auto tmp22 = decltype(tmp18)::blendv(tmp21, tmp18, tmp20.template cast<float,1>());
                        (tmp22 + at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 768L*tmp9))).store(out_ptr6 + static_cast<int64_t>(x1 + 768L*tmp9));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38597376L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38597376L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<int64_t>(50256);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-50257);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 50257L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(50257);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp21 = at::vec::Vectorized<float>(tmp19);
                        auto tmp22 = decltype(tmp18)::blendv(tmp21, tmp18, tmp20.template cast<float,1>());
                        (tmp22 + at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1 + 768L*tmp9))).store(out_ptr7 + static_cast<int64_t>(x1 + 768L*tmp9));
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, embedding, unsqueeze, embedding_1, getitem_1, rsqrt, div, mul_3, addmm_2, mul_9, div_1, mul_12, addmm_6, mul_18, div_2, mul_21, addmm_10, mul_27, div_3, mul_30, addmm_14, mul_36, view_74, mm, amax_4, log, convert_element_type, div_6, permute_26, permute_28, div_7, permute_30, permute_33, permute_34, permute_35, permute_41, div_8, permute_43, permute_45, div_9, permute_47, permute_50, permute_51, permute_52, permute_58, div_10, permute_60, permute_62, div_11, permute_64, permute_67, permute_68, permute_69, permute_75, div_12, permute_77, permute_79, div_13, permute_81, permute_84, permute_85, permute_86, permute_92, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_1, tangents_1, convert_element_type), ((8, 128), (), ()), ((128, 1), (), ()), 'input')
        buf0 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        assert_size_stride_grouped((mm, amax_4, log), ((1024, 50257), (1016, 1), (1016, 1)), ((50257, 1), (1, 1), (1, 1)), 'input')
        buf1 = empty_strided_cpu((8, 128, 50257), (6432896, 50257, 1), torch.float32)
        assert_size_stride(primals_2, (50257, 768), (768, 1), 'input')
        cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_scalar_tensor_slice_slice_backward_view_0(primals_1, tangents_1, convert_element_type, mm, amax_4, log, buf0, buf1)
        del amax_4
        del buf0
        del convert_element_type
        del log
        del mm
        del tangents_1
        buf2 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, reshape_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, logits, getitem_22, reshape_4, cross_entropy, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_23, mm_2], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (1024, 50257), (50257, 1), 0), primals_2, out=buf2)
        del primals_2
        assert_size_stride_grouped((primals_52, mul_36, div_6), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf3 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf4 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf5 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_view_1(buf2, primals_52, mul_36, div_6, buf3, buf4, buf5, buf6, buf7)
        del div_6
        del mul_36
        del primals_52
        buf8 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, permute_25, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf8)
        del primals_51
        assert_size_stride(permute_26, (3072, 1024), (1, 3072), 'input')
        buf9 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, mm_4], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_26, reinterpret_tensor(buf5, (1024, 768), (768, 1), 0), out=buf9)
        del permute_26
        buf10 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_14, (1024, 3072), (3072, 1), 'input')
        buf12 = reinterpret_tensor(buf8, (8, 128, 3072), (393216, 3072, 1), 0); del buf8  # reuse
        assert_size_stride(primals_49, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_pow_sum_tanh_tanh_backward_view_2(buf12, buf5, addmm_14, buf10)
        del addmm_14
        buf13 = buf2; del buf2  # reuse
        # Topologically Sorted Source Nodes: [view_84, x_29, mul_16, mul_47, add_22, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, permute_27, mm_5], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf13)
        del primals_49
        assert_size_stride(permute_28, (768, 1024), (1, 768), 'input')
        buf14 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_84, x_29, mul_16, mul_47, add_22, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, mm_6], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_28, reinterpret_tensor(buf12, (1024, 3072), (3072, 1), 0), out=buf14)
        del permute_28
        buf15 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride_grouped((primals_46, mul_30, div_7), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf16 = buf4; del buf4  # reuse
        buf17 = buf3; del buf3  # reuse
        buf20 = buf5; del buf5  # reuse
        buf18 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf19 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf20, buf12, buf13, primals_46, mul_30, div_7, buf15, buf16, buf17, buf18, buf19)
        del div_7
        del mul_30
        del primals_46
        buf21 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_88, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf21)
        del primals_45
        assert_size_stride(permute_30, (768, 1024), (1, 768), 'input')
        buf22 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_88, mm_8], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_30, reinterpret_tensor(buf20, (1024, 768), (768, 1), 0), out=buf22)
        del permute_30
        buf23 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf24 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        assert_size_stride(div_3, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_4(buf20, buf21, buf23, buf24)
        buf25 = reinterpret_tensor(buf21, (96, 128, 64), (8192, 64, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [view_90, view_91, permute_31, clone_18, view_92, attn_output_12, permute_32, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_3, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf24, (96, 128, 64), (8192, 64, 1), 0), out=buf25)
        assert_size_stride(permute_33, (96, 64, 128), (8192, 1, 64), 'input')
        buf26 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_90, view_91, permute_31, clone_18, view_92, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf24, (96, 128, 64), (8192, 64, 1), 0), permute_33, out=buf26)
        del permute_33
        buf27 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf28 = div_3; del div_3  # reuse
        assert_size_stride(permute_34, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf28, buf26, buf27)
        buf29 = reinterpret_tensor(buf24, (96, 64, 128), (8192, 128, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [view_94, mul_63, neg_1, fma, mul_64, view_95, bmm_10], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_34, reinterpret_tensor(buf28, (96, 128, 128), (16384, 128, 1), 0), out=buf29)
        del permute_34
        assert_size_stride(permute_35, (96, 128, 64), (8192, 1, 128), 'input')
        buf30 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_94, mul_63, neg_1, fma, mul_64, view_95, bmm_11], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf28, (96, 128, 128), (16384, 128, 1), 0), permute_35, out=buf30)
        del buf28
        del permute_35
        buf34 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf31 = reinterpret_tensor(buf34, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf32 = reinterpret_tensor(buf34, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf33 = reinterpret_tensor(buf34, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_43, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf30, buf29, buf25, buf31, buf32, buf33)
        del buf31
        del buf32
        del buf33
        buf35 = reinterpret_tensor(buf30, (1024, 768), (768, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [view_101, permute_40, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf35)
        del primals_43
        assert_size_stride(permute_41, (768, 1024), (1, 768), 'input')
        buf36 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_101, mm_10], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_41, reinterpret_tensor(buf34, (1024, 2304), (2304, 1), 0), out=buf36)
        del permute_41
        buf37 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride_grouped((primals_40, mul_27, div_8), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf38 = buf17; del buf17  # reuse
        buf39 = buf16; del buf16  # reuse
        buf42 = buf20; del buf20  # reuse
        buf40 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_39, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_sum_view_7(buf42, buf34, buf35, primals_40, mul_27, div_8, buf37, buf38, buf39, buf40, buf41)
        del div_8
        del mul_27
        del primals_40
        buf43 = reinterpret_tensor(buf12, (1024, 3072), (3072, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [view_104, permute_42, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf42, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf43)
        del primals_39
        assert_size_stride(permute_43, (3072, 1024), (1, 3072), 'input')
        buf44 = reinterpret_tensor(buf34, (3072, 768), (768, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [view_104, mm_12], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_43, reinterpret_tensor(buf42, (1024, 768), (768, 1), 0), out=buf44)
        del permute_43
        buf45 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_10, (1024, 3072), (3072, 1), 'input')
        buf47 = reinterpret_tensor(buf43, (8, 128, 3072), (393216, 3072, 1), 0); del buf43  # reuse
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_pow_sum_tanh_tanh_backward_view_2(buf47, buf42, addmm_10, buf45)
        del addmm_10
        buf48 = buf35; del buf35  # reuse
        # Topologically Sorted Source Nodes: [view_106, x_21, mul_11, mul_72, add_17, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_44, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf48)
        del primals_37
        assert_size_stride(permute_45, (768, 1024), (1, 768), 'input')
        buf49 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_106, x_21, mul_11, mul_72, add_17, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, mm_14], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_45, reinterpret_tensor(buf47, (1024, 3072), (3072, 1), 0), out=buf49)
        del permute_45
        buf50 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride_grouped((primals_34, mul_21, div_9), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf51 = buf39; del buf39  # reuse
        buf52 = buf38; del buf38  # reuse
        buf55 = buf42; del buf42  # reuse
        buf53 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf54 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_33, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf55, buf47, buf48, primals_34, mul_21, div_9, buf50, buf51, buf52, buf53, buf54)
        del div_9
        del mul_21
        del primals_34
        buf56 = buf48; del buf48  # reuse
        # Topologically Sorted Source Nodes: [view_110, permute_46, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf56)
        del primals_33
        assert_size_stride(permute_47, (768, 1024), (1, 768), 'input')
        buf57 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_110, mm_16], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_47, reinterpret_tensor(buf55, (1024, 768), (768, 1), 0), out=buf57)
        del permute_47
        buf58 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf59 = reinterpret_tensor(buf29, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf29  # reuse
        assert_size_stride(div_2, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_4(buf55, buf56, buf58, buf59)
        buf60 = reinterpret_tensor(buf56, (96, 128, 64), (8192, 64, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [view_112, view_113, permute_48, clone_21, view_114, attn_output_8, permute_49, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_2, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf59, (96, 128, 64), (8192, 64, 1), 0), out=buf60)
        assert_size_stride(permute_50, (96, 64, 128), (8192, 1, 64), 'input')
        buf61 = buf26; del buf26  # reuse
        # Topologically Sorted Source Nodes: [view_112, view_113, permute_48, clone_21, view_114, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf59, (96, 128, 64), (8192, 64, 1), 0), permute_50, out=buf61)
        del permute_50
        buf62 = buf27; del buf27  # reuse
        buf63 = div_2; del div_2  # reuse
        assert_size_stride(permute_51, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf63, buf61, buf62)
        buf64 = reinterpret_tensor(buf59, (96, 64, 128), (8192, 128, 1), 0); del buf59  # reuse
        # Topologically Sorted Source Nodes: [view_116, mul_88, neg_2, fma_1, mul_89, view_117, bmm_14], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_51, reinterpret_tensor(buf63, (96, 128, 128), (16384, 128, 1), 0), out=buf64)
        del permute_51
        assert_size_stride(permute_52, (96, 128, 64), (8192, 1, 128), 'input')
        buf65 = buf25; del buf25  # reuse
        # Topologically Sorted Source Nodes: [view_116, mul_88, neg_2, fma_1, mul_89, view_117, bmm_15], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf63, (96, 128, 128), (16384, 128, 1), 0), permute_52, out=buf65)
        del buf63
        del permute_52
        buf69 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf66 = reinterpret_tensor(buf69, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf67 = reinterpret_tensor(buf69, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf68 = reinterpret_tensor(buf69, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_31, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf65, buf64, buf60, buf66, buf67, buf68)
        del buf66
        del buf67
        del buf68
        buf70 = reinterpret_tensor(buf65, (1024, 768), (768, 1), 0); del buf65  # reuse
        # Topologically Sorted Source Nodes: [view_123, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf70)
        del primals_31
        assert_size_stride(permute_58, (768, 1024), (1, 768), 'input')
        buf71 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_123, mm_18], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_58, reinterpret_tensor(buf69, (1024, 2304), (2304, 1), 0), out=buf71)
        del permute_58
        buf72 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride_grouped((primals_28, mul_18, div_10), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf73 = buf52; del buf52  # reuse
        buf74 = buf51; del buf51  # reuse
        buf77 = buf55; del buf55  # reuse
        buf75 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf76 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_27, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_sum_view_7(buf77, buf69, buf70, primals_28, mul_18, div_10, buf72, buf73, buf74, buf75, buf76)
        del div_10
        del mul_18
        del primals_28
        buf78 = reinterpret_tensor(buf47, (1024, 3072), (3072, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [view_126, permute_59, mm_19], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf78)
        del primals_27
        assert_size_stride(permute_60, (3072, 1024), (1, 3072), 'input')
        buf79 = reinterpret_tensor(buf69, (3072, 768), (768, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [view_126, mm_20], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_60, reinterpret_tensor(buf77, (1024, 768), (768, 1), 0), out=buf79)
        del permute_60
        buf80 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_6, (1024, 3072), (3072, 1), 'input')
        buf82 = reinterpret_tensor(buf78, (8, 128, 3072), (393216, 3072, 1), 0); del buf78  # reuse
        assert_size_stride(primals_25, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_pow_sum_tanh_tanh_backward_view_2(buf82, buf77, addmm_6, buf80)
        del addmm_6
        buf83 = buf70; del buf70  # reuse
        # Topologically Sorted Source Nodes: [view_128, x_13, mul_6, mul_97, add_12, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_61, mm_21], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf82, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf83)
        del primals_25
        assert_size_stride(permute_62, (768, 1024), (1, 768), 'input')
        buf84 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_128, x_13, mul_6, mul_97, add_12, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, mm_22], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_62, reinterpret_tensor(buf82, (1024, 3072), (3072, 1), 0), out=buf84)
        del permute_62
        buf85 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride_grouped((primals_22, mul_12, div_11), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf86 = buf74; del buf74  # reuse
        buf87 = buf73; del buf73  # reuse
        buf90 = buf77; del buf77  # reuse
        buf88 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf89 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf90, buf82, buf83, primals_22, mul_12, div_11, buf85, buf86, buf87, buf88, buf89)
        del div_11
        del mul_12
        del primals_22
        buf91 = buf83; del buf83  # reuse
        # Topologically Sorted Source Nodes: [view_132, permute_63, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf91)
        del primals_21
        assert_size_stride(permute_64, (768, 1024), (1, 768), 'input')
        buf92 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_132, mm_24], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_64, reinterpret_tensor(buf90, (1024, 768), (768, 1), 0), out=buf92)
        del permute_64
        buf93 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf94 = reinterpret_tensor(buf64, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf64  # reuse
        assert_size_stride(div_1, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_4(buf90, buf91, buf93, buf94)
        buf95 = reinterpret_tensor(buf91, (96, 128, 64), (8192, 64, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [view_134, view_135, permute_65, clone_24, view_136, attn_output_4, permute_66, bmm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_1, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf94, (96, 128, 64), (8192, 64, 1), 0), out=buf95)
        assert_size_stride(permute_67, (96, 64, 128), (8192, 1, 64), 'input')
        buf96 = buf61; del buf61  # reuse
        # Topologically Sorted Source Nodes: [view_134, view_135, permute_65, clone_24, view_136, bmm_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf94, (96, 128, 64), (8192, 64, 1), 0), permute_67, out=buf96)
        del permute_67
        buf97 = buf62; del buf62  # reuse
        buf98 = div_1; del div_1  # reuse
        assert_size_stride(permute_68, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf98, buf96, buf97)
        buf99 = reinterpret_tensor(buf94, (96, 64, 128), (8192, 128, 1), 0); del buf94  # reuse
        # Topologically Sorted Source Nodes: [view_138, mul_113, neg_3, fma_2, mul_114, view_139, bmm_18], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_68, reinterpret_tensor(buf98, (96, 128, 128), (16384, 128, 1), 0), out=buf99)
        del permute_68
        assert_size_stride(permute_69, (96, 128, 64), (8192, 1, 128), 'input')
        buf100 = buf60; del buf60  # reuse
        # Topologically Sorted Source Nodes: [view_138, mul_113, neg_3, fma_2, mul_114, view_139, bmm_19], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf98, (96, 128, 128), (16384, 128, 1), 0), permute_69, out=buf100)
        del buf98
        del permute_69
        buf104 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf101 = reinterpret_tensor(buf104, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf102 = reinterpret_tensor(buf104, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf103 = reinterpret_tensor(buf104, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_19, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf100, buf99, buf95, buf101, buf102, buf103)
        del buf101
        del buf102
        del buf103
        buf105 = reinterpret_tensor(buf99, (1024, 768), (768, 1), 0); del buf99  # reuse
        # Topologically Sorted Source Nodes: [view_145, permute_74, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf104, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf105)
        del primals_19
        assert_size_stride(permute_75, (768, 1024), (1, 768), 'input')
        buf106 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_145, mm_26], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_75, reinterpret_tensor(buf104, (1024, 2304), (2304, 1), 0), out=buf106)
        del permute_75
        buf107 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride_grouped((primals_16, mul_9, div_12), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf108 = buf87; del buf87  # reuse
        buf109 = buf86; del buf86  # reuse
        buf112 = buf90; del buf90  # reuse
        buf110 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf111 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_15, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_sum_view_7(buf112, buf104, buf105, primals_16, mul_9, div_12, buf107, buf108, buf109, buf110, buf111)
        del div_12
        del mul_9
        del primals_16
        buf113 = reinterpret_tensor(buf82, (1024, 3072), (3072, 1), 0); del buf82  # reuse
        # Topologically Sorted Source Nodes: [view_148, permute_76, mm_27], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf113)
        del primals_15
        assert_size_stride(permute_77, (3072, 1024), (1, 3072), 'input')
        buf114 = reinterpret_tensor(buf104, (3072, 768), (768, 1), 0); del buf104  # reuse
        # Topologically Sorted Source Nodes: [view_148, mm_28], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_77, reinterpret_tensor(buf112, (1024, 768), (768, 1), 0), out=buf114)
        del permute_77
        buf115 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_2, (1024, 3072), (3072, 1), 'input')
        buf117 = reinterpret_tensor(buf113, (8, 128, 3072), (393216, 3072, 1), 0); del buf113  # reuse
        assert_size_stride(primals_13, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_pow_sum_tanh_tanh_backward_view_2(buf117, buf112, addmm_2, buf115)
        del addmm_2
        buf118 = buf105; del buf105  # reuse
        # Topologically Sorted Source Nodes: [view_150, x_5, mul_1, mul_122, add_7, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_78, mm_29], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf117, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf118)
        del primals_13
        assert_size_stride(permute_79, (768, 1024), (1, 768), 'input')
        buf119 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_150, x_5, mul_1, mul_122, add_7, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, mm_30], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_79, reinterpret_tensor(buf117, (1024, 3072), (3072, 1), 0), out=buf119)
        del permute_79
        buf120 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride_grouped((primals_10, mul_3, div_13), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf121 = buf109; del buf109  # reuse
        buf122 = buf108; del buf108  # reuse
        buf125 = buf112; del buf112  # reuse
        buf123 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf124 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf125, buf117, buf118, primals_10, mul_3, div_13, buf120, buf121, buf122, buf123, buf124)
        del buf117
        del div_13
        del mul_3
        del primals_10
        buf126 = buf118; del buf118  # reuse
        # Topologically Sorted Source Nodes: [view_154, permute_80, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf125, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf126)
        del primals_9
        assert_size_stride(permute_81, (768, 1024), (1, 768), 'input')
        buf127 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_154, mm_32], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_81, reinterpret_tensor(buf125, (1024, 768), (768, 1), 0), out=buf127)
        del permute_81
        buf128 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf129 = reinterpret_tensor(buf95, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf95  # reuse
        assert_size_stride(div, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_4(buf125, buf126, buf128, buf129)
        buf130 = reinterpret_tensor(buf126, (96, 128, 64), (8192, 64, 1), 0); del buf126  # reuse
        # Topologically Sorted Source Nodes: [view_156, view_157, permute_82, clone_27, view_158, attn_output, permute_83, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf129, (96, 128, 64), (8192, 64, 1), 0), out=buf130)
        assert_size_stride(permute_84, (96, 64, 128), (8192, 1, 64), 'input')
        buf131 = buf96; del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_156, view_157, permute_82, clone_27, view_158, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf129, (96, 128, 64), (8192, 64, 1), 0), permute_84, out=buf131)
        del permute_84
        buf132 = buf97; del buf97  # reuse
        buf133 = div; del div  # reuse
        assert_size_stride(permute_85, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf133, buf131, buf132)
        del buf131
        del buf132
        buf134 = reinterpret_tensor(buf129, (96, 64, 128), (8192, 128, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [view_160, mul_138, neg_4, fma_3, mul_139, view_161, bmm_22], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_85, reinterpret_tensor(buf133, (96, 128, 128), (16384, 128, 1), 0), out=buf134)
        del permute_85
        assert_size_stride(permute_86, (96, 128, 64), (8192, 1, 128), 'input')
        buf135 = buf100; del buf100  # reuse
        # Topologically Sorted Source Nodes: [view_160, mul_138, neg_4, fma_3, mul_139, view_161, bmm_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf133, (96, 128, 128), (16384, 128, 1), 0), permute_86, out=buf135)
        del buf133
        del permute_86
        buf139 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf136 = reinterpret_tensor(buf139, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf137 = reinterpret_tensor(buf139, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf138 = reinterpret_tensor(buf139, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_7, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf135, buf134, buf130, buf136, buf137, buf138)
        del buf130
        del buf136
        del buf137
        del buf138
        buf140 = reinterpret_tensor(buf135, (1024, 768), (768, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [view_167, permute_91, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf139, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf140)
        del primals_7
        assert_size_stride(permute_92, (768, 1024), (1, 768), 'input')
        buf141 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_167, mm_34], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_92, reinterpret_tensor(buf139, (1024, 2304), (2304, 1), 0), out=buf141)
        del permute_92
        buf142 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride(primals_4, (768, ), (1, ), 'input')
        buf143 = buf122; del buf122  # reuse
        assert_size_stride_grouped((embedding, embedding_1, getitem_1, rsqrt), ((8, 128, 768), (1, 128, 768), (8, 128, 1), (8, 128, 1)), ((98304, 768, 1), (98304, 768, 1), (128, 1, 1), (128, 1, 1)), 'input')
        buf144 = buf121; del buf121  # reuse
        buf147 = buf125; del buf125  # reuse
        buf145 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf146 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf148 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf149 = reinterpret_tensor(buf134, (1024, 768), (768, 1), 0); del buf134  # reuse
        assert_size_stride(unsqueeze, (1, 128), (128, 1), 'input')
        buf151 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        assert_size_stride(view_74, (1024, 768), (768, 1), 'input')
        cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_view_8(buf147, buf139, buf140, primals_4, embedding, embedding_1, getitem_1, rsqrt, unsqueeze, primals_1, buf142, buf143, buf144, buf145, buf146, buf148, buf149, buf151)
        del buf139
        del buf140
        del buf143
        del buf144
        del buf147
        del buf148
        del embedding
        del embedding_1
        del getitem_1
        del primals_1
        del primals_4
        del rsqrt
        del unsqueeze
        buf153 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, reshape_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, logits, getitem_22, reshape_4, cross_entropy, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_21, addmm_default], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.add]
        extern_kernels.addmm(buf151, reinterpret_tensor(buf1, (50257, 1024), (1, 50257), 0), view_74, alpha=1, beta=1, out=buf153)
        del buf1
        del buf151
        del view_74
        return (None, buf153, buf149, buf145, buf146, reinterpret_tensor(buf142, (2304, ), (1, ), 0), buf141, reinterpret_tensor(buf128, (768, ), (1, ), 0), buf127, buf123, buf124, reinterpret_tensor(buf120, (3072, ), (1, ), 0), buf119, reinterpret_tensor(buf115, (768, ), (1, ), 0), buf114, buf110, buf111, reinterpret_tensor(buf107, (2304, ), (1, ), 0), buf106, reinterpret_tensor(buf93, (768, ), (1, ), 0), buf92, buf88, buf89, reinterpret_tensor(buf85, (3072, ), (1, ), 0), buf84, reinterpret_tensor(buf80, (768, ), (1, ), 0), buf79, buf75, buf76, reinterpret_tensor(buf72, (2304, ), (1, ), 0), buf71, reinterpret_tensor(buf58, (768, ), (1, ), 0), buf57, buf53, buf54, reinterpret_tensor(buf50, (3072, ), (1, ), 0), buf49, reinterpret_tensor(buf45, (768, ), (1, ), 0), buf44, buf40, buf41, reinterpret_tensor(buf37, (2304, ), (1, ), 0), buf36, reinterpret_tensor(buf23, (768, ), (1, ), 0), buf22, buf18, buf19, reinterpret_tensor(buf15, (3072, ), (1, ), 0), buf14, reinterpret_tensor(buf10, (768, ), (1, ), 0), buf9, buf6, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    embedding = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    unsqueeze = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    embedding_1 = rand_strided((1, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    mul_3 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_9 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    mul_12 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_18 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    mul_21 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_27 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    mul_30 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_14 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_36 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_74 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    mm = rand_strided((1024, 50257), (50257, 1), device='cpu', dtype=torch.float32)
    amax_4 = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_26 = rand_strided((3072, 1024), (1, 3072), device='cpu', dtype=torch.float32)
    permute_28 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_30 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    permute_33 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_34 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_35 = rand_strided((96, 128, 64), (8192, 1, 128), device='cpu', dtype=torch.float32)
    permute_41 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_43 = rand_strided((3072, 1024), (1, 3072), device='cpu', dtype=torch.float32)
    permute_45 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_47 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    permute_50 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_51 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_52 = rand_strided((96, 128, 64), (8192, 1, 128), device='cpu', dtype=torch.float32)
    permute_58 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_60 = rand_strided((3072, 1024), (1, 3072), device='cpu', dtype=torch.float32)
    permute_62 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_64 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    permute_67 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_68 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_69 = rand_strided((96, 128, 64), (8192, 1, 128), device='cpu', dtype=torch.float32)
    permute_75 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_77 = rand_strided((3072, 1024), (1, 3072), device='cpu', dtype=torch.float32)
    permute_79 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    div_13 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_81 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    permute_84 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_85 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_86 = rand_strided((96, 128, 64), (8192, 1, 128), device='cpu', dtype=torch.float32)
    permute_92 = rand_strided((768, 1024), (1, 768), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, embedding, unsqueeze, embedding_1, getitem_1, rsqrt, div, mul_3, addmm_2, mul_9, div_1, mul_12, addmm_6, mul_18, div_2, mul_21, addmm_10, mul_27, div_3, mul_30, addmm_14, mul_36, view_74, mm, amax_4, log, convert_element_type, div_6, permute_26, permute_28, div_7, permute_30, permute_33, permute_34, permute_35, permute_41, div_8, permute_43, permute_45, div_9, permute_47, permute_50, permute_51, permute_52, permute_58, div_10, permute_60, permute_62, div_11, permute_64, permute_67, permute_68, permute_69, permute_75, div_12, permute_77, permute_79, div_13, permute_81, permute_84, permute_85, permute_86, permute_92, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
