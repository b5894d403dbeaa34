# AOT ID: ['4_backward']
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


cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_native_layer_norm_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       int64_t* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        {
            int64_t tmp_acc0 = 0;
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(1L + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))))];
                        auto tmp1 = static_cast<int64_t>(-100);
                        auto tmp2 = tmp0 != tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        tmp_acc0 = tmp_acc0 + tmp3;
                    }
                }
            }
            out_ptr0[static_cast<int64_t>(0L)] = tmp_acc0;
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(50257L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6282L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(1L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50257L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(50256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp_acc0_vec = cascade_sum_combine(tmp4, &cascade_helper0);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(50256L) && x1 < static_cast<int64_t>(50257L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(1L));
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            masked_tmp_acc0_vec = cascade_sum_combine(tmp4, static_cast<int64_t>(1L), &masked_cascade_helper0);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec + masked_tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1016L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.log();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            auto tmp11 = in_ptr3[static_cast<int64_t>(0L)];
                            auto tmp12 = out_ptr0[static_cast<int64_t>(0L)];
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
                            auto tmp13 = c10::convert<float>(tmp12);
                            auto tmp14 = tmp11 / tmp13;
                            auto tmp15 = tmp2 ? tmp14 : tmp9;
                            auto tmp16 = float(tmp10 * tmp15);
                            tmp_acc0 = cascade_sum_combine(tmp16, &scalar_cascade_helper0);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                out_ptr2[static_cast<int64_t>(x0)] = tmp_acc0;
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
                                auto tmp20 = in_ptr3[static_cast<int64_t>(0L)];
                                auto tmp21 = out_ptr0[static_cast<int64_t>(0L)];
                                auto tmp22 = c10::convert<float>(tmp21);
                                auto tmp23 = tmp20 / tmp22;
                                auto tmp24 = tmp7 ? tmp23 : tmp16;
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp19 * tmp25;
                                auto tmp27 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr1 + static_cast<int64_t>(x2 + 50257L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 6432896L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L)))));
                                auto tmp28 = in_ptr2[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                auto tmp30 = tmp27 - tmp29;
                                auto tmp31 = in_out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp32 = at::vec::Vectorized<float>(tmp31);
                                auto tmp33 = tmp30 - tmp32;
                                auto tmp34 = tmp33.exp();
                                auto tmp35 = out_ptr2[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp36 = at::vec::Vectorized<float>(tmp35);
                                auto tmp37 = tmp34 * tmp36;
                                auto tmp38 = tmp26 - tmp37;
                                return tmp38;
                            }
                            ;
                            auto tmp39 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp40 = static_cast<float>(0.0);
                            auto tmp41 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp42 = at::vec::Vectorized<float>(tmp40);
                            auto tmp43 = decltype(tmp39)::blendv(tmp42, tmp39, tmp41.template cast<float,1>());
                            tmp43.store(out_ptr3 + static_cast<int64_t>(x2 + 50257L*x1 + 6432896L*x0));
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
                                    auto tmp16 = in_ptr3[static_cast<int64_t>(0L)];
                                    auto tmp17 = out_ptr0[static_cast<int64_t>(0L)];
                                    auto tmp18 = c10::convert<float>(tmp17);
                                    auto tmp19 = tmp16 / tmp18;
                                    auto tmp20 = tmp7 ? tmp19 : tmp14;
                                    auto tmp21 = float(tmp15 * tmp20);
                                    auto tmp22 = in_ptr1[static_cast<int64_t>(x2_tail + 50257L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 6432896L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L))))];
                                    auto tmp23 = in_ptr2[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp24 = float(tmp22 - tmp23);
                                    auto tmp25 = in_out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp26 = float(tmp24 - tmp25);
                                    auto tmp27 = std::exp(tmp26);
                                    auto tmp28 = out_ptr2[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp29 = float(tmp27 * tmp28);
                                    auto tmp30 = float(tmp21 - tmp29);
                                    return tmp30;
                                }
                                ;
                                auto tmp31 = tmp3 ? tmp4() : static_cast<decltype(tmp4())>(0.0);
                                auto tmp32 = static_cast<float>(0.0);
                                auto tmp33 = tmp3 ? tmp31 : tmp32;
                                out_ptr3[static_cast<int64_t>(x2_tail + 50257L*x1 + 6432896L*x0)] = tmp33;
                            }
                        }
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp8 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp7 * tmp12;
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp15 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(1e-05);
                        auto tmp2 = float(tmp0 + tmp1);
                        auto tmp3 = 1 / std::sqrt(tmp2);
                        auto tmp4 = static_cast<float>(768.0);
                        auto tmp5 = tmp3 / tmp4;
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp9 = at::vec::Vectorized<float>(tmp4);
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 - tmp12;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp13 - tmp17;
                        auto tmp19 = at::vec::Vectorized<float>(tmp5);
                        auto tmp20 = tmp19 * tmp18;
                        tmp20.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_tanh_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp11 = static_cast<float>(0.5);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp0 * tmp12;
                    auto tmp14 = static_cast<float>(1.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = tmp10 + tmp15;
                    auto tmp17 = tmp13 * tmp16;
                    auto tmp19 = tmp18 * tmp13;
                    auto tmp20 = tmp10 * tmp10;
                    auto tmp21 = tmp15 - tmp20;
                    auto tmp22 = tmp19 * tmp21;
                    auto tmp23 = tmp22 * tmp8;
                    auto tmp24 = tmp23 * tmp4;
                    auto tmp25 = static_cast<float>(3.0);
                    auto tmp26 = at::vec::Vectorized<float>(tmp25);
                    auto tmp27 = tmp1 * tmp26;
                    auto tmp28 = tmp24 * tmp27;
                    auto tmp29 = tmp23 + tmp28;
                    auto tmp30 = tmp18 * tmp16;
                    auto tmp31 = tmp30 * tmp12;
                    auto tmp32 = tmp29 + tmp31;
                    tmp17.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp32.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(768.0);
                            auto tmp11 = tmp9 / tmp10;
                            auto tmp12 = static_cast<float>(1e-05);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp2 * tmp16;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            tmp_acc2_vec = tmp_acc2_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp24 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp27 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp34 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(768.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp19 = tmp11 / tmp7;
                            auto tmp21 = tmp20 * tmp14;
                            auto tmp22 = at::vec::Vectorized<float>(tmp7);
                            auto tmp23 = tmp21 * tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 - tmp25;
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp13 * tmp28;
                            auto tmp30 = tmp26 - tmp29;
                            auto tmp31 = at::vec::Vectorized<float>(tmp19);
                            auto tmp32 = tmp31 * tmp30;
                            auto tmp33 = tmp18 + tmp32;
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp1 - tmp35;
                            auto tmp37 = tmp36 * tmp36;
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp33.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp37;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_cat_clone_cumsum_expand_mul_ne_pow_slice_split_sub_sum_tanh_backward_transpose_unsqueeze_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(768L + x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(2304L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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
            {
                {
                    auto tmp0 = static_cast<int64_t>(-1);
                    out_ptr2[static_cast<int64_t>(129L*x0)] = tmp0;
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
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = x1;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                        tmp2.store(out_ptr3 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(1L + x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp3 = static_cast<int64_t>(1);
                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                        auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                        auto tmp6 = tmp5.to<int64_t,2>();
                        tmp6.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_split_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
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


cpp_fused_clone_split_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1536L + x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
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


cpp_fused__softmax__softmax_backward_data_mul_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
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
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp5 = tmp4 * tmp3;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp4 = tmp3 * tmp0;
                        auto tmp5 = at::vec::Vectorized<float>(tmp2);
                        auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                        auto tmp7 = static_cast<float>(0.125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_clone_transpose_view_10 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_clone_transpose_view_11 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 98304L*x0), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 2304L*x1 + 2304L*x1_inner + 294912L*x0));
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


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp20 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(768.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-05);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp6 * tmp13;
                            auto tmp15 = tmp0 * tmp14;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp2 - tmp18;
                            auto tmp21 = tmp20 / tmp8;
                            auto tmp22 = float(tmp21 + tmp10);
                            auto tmp23 = 1 / std::sqrt(tmp22);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp19 * tmp24;
                            auto tmp26 = tmp16 * tmp25;
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp26;
                            tmp_acc3_vec = tmp_acc3_vec + tmp16;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
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
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x3 + 64L*x1 + 8192L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 64L*x2 + 768L*x1 + 98304L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(768.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-05);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp6 * tmp13;
                            auto tmp15 = tmp2 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp22 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp25 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp17 = tmp9 / tmp5;
                        auto tmp19 = tmp18 * tmp12;
                        auto tmp20 = at::vec::Vectorized<float>(tmp5);
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp11 * tmp26;
                        auto tmp28 = tmp24 - tmp27;
                        auto tmp29 = at::vec::Vectorized<float>(tmp17);
                        auto tmp30 = tmp29 * tmp28;
                        auto tmp31 = tmp16 + tmp30;
                        tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp31.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_14 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_15 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       float* in_out_ptr4,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    auto out_ptr6 = in_out_ptr3;
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp18 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp21 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp7 - tmp10;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp11 * tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp5 - tmp19;
                            auto tmp22 = static_cast<float>(768.0);
                            auto tmp23 = tmp21 / tmp22;
                            auto tmp24 = float(tmp23 + tmp13);
                            auto tmp25 = 1 / std::sqrt(tmp24);
                            auto tmp26 = at::vec::Vectorized<float>(tmp25);
                            auto tmp27 = tmp20 * tmp26;
                            tmp8.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp27.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr3 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp7 = in_out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(768.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-05);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp6 * tmp13;
                            auto tmp15 = tmp2 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr8[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp4 = in_out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp22 = out_ptr7[static_cast<int64_t>(x0)];
                        auto tmp25 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp17 = tmp9 / tmp5;
                        auto tmp19 = tmp18 * tmp12;
                        auto tmp20 = at::vec::Vectorized<float>(tmp5);
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp11 * tmp26;
                        auto tmp28 = tmp24 - tmp27;
                        auto tmp29 = at::vec::Vectorized<float>(tmp17);
                        auto tmp30 = tmp29 * tmp28;
                        auto tmp31 = tmp16 + tmp30;
                        tmp15.store(out_ptr9 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp31.store(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_16 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(768.0);
                            auto tmp7 = tmp5 / tmp6;
                            auto tmp8 = static_cast<float>(1e-05);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp13 = tmp0 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_split_sum_transpose_view_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(768L + x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(2304L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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


cpp_fused_clone_split_transpose_view_18 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(768L + x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(2304L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_19 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    auto in_ptr2 = in_out_ptr1;
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
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        float tmp_acc1 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    auto tmp30 = tmp29 * tmp2;
                                    auto tmp31 = tmp30 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                    tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp31);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                        tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                        out_ptr1[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc1);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp36 = out_ptr1[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                auto tmp34 = tmp33 * tmp2;
                                auto tmp35 = tmp34 + tmp27;
                                auto tmp37 = at::vec::Vectorized<float>(tmp36);
                                auto tmp38 = tmp35 - tmp37;
                                auto tmp39 = tmp38.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
                                tmp39.store(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__unsafe_view_cat_clone_transpose_view_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp16 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp19 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = static_cast<float>(768.0);
                        auto tmp11 = tmp9 / tmp10;
                        auto tmp13 = tmp12 * tmp1;
                        auto tmp14 = at::vec::Vectorized<float>(tmp10);
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 - tmp17;
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp0 * tmp20;
                        auto tmp22 = tmp18 - tmp21;
                        auto tmp23 = at::vec::Vectorized<float>(tmp11);
                        auto tmp24 = tmp23 * tmp22;
                        auto tmp25 = tmp5 + tmp24;
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_backward_sum_view_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = tmp11 / tmp7;
                        auto tmp14 = tmp13 * tmp1;
                        auto tmp15 = at::vec::Vectorized<float>(tmp7);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp0 * tmp21;
                        auto tmp23 = tmp19 - tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp12);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp5 + tmp25;
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_25 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused_clone_transpose_view_26 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
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
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 8192L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 768L*x1 + 98304L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_27 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp8 * tmp11;
                            auto tmp13 = tmp2 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp13;
                            tmp_acc2_vec = tmp_acc2_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp21 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp24 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp31 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = 1 / std::sqrt(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp11 = tmp9 * tmp10;
                            auto tmp13 = tmp11 + tmp12;
                            auto tmp15 = static_cast<float>(768.0);
                            auto tmp16 = tmp7 / tmp15;
                            auto tmp18 = tmp17 * tmp10;
                            auto tmp19 = at::vec::Vectorized<float>(tmp15);
                            auto tmp20 = tmp18 * tmp19;
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 - tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp9 * tmp25;
                            auto tmp27 = tmp23 - tmp26;
                            auto tmp28 = at::vec::Vectorized<float>(tmp16);
                            auto tmp29 = tmp28 * tmp27;
                            auto tmp30 = tmp14 + tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp0 - tmp32;
                            auto tmp34 = tmp33 * tmp33;
                            tmp13.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp30.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp34;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_28 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp13 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp16 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp6 * tmp9;
                            auto tmp11 = tmp0 * tmp10;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp1 - tmp14;
                            auto tmp17 = static_cast<float>(768.0);
                            auto tmp18 = tmp16 / tmp17;
                            auto tmp19 = static_cast<float>(1e-05);
                            auto tmp20 = float(tmp18 + tmp19);
                            auto tmp21 = 1 / std::sqrt(tmp20);
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 * tmp23;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp24;
                            tmp_acc3_vec = tmp_acc3_vec + tmp12;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_sum_tanh_backward_view_29 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_native_layer_norm_sum_unsqueeze_view_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
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
                                auto tmp0 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp10 = out_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_split_transpose_view_31 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(768L + x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(2304L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_32 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1536L + x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused_add_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_unsqueeze_view_33 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38597376L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38597376L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
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
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp24 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = float(tmp3 + tmp4);
                        auto tmp6 = 1 / std::sqrt(tmp5);
                        auto tmp7 = tmp6 / tmp2;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp15 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp7);
                        auto tmp22 = tmp21 * tmp20;
                        auto tmp23 = tmp0 + tmp22;
                        auto tmp25 = static_cast<int64_t>(50256);
                        auto tmp26 = min_propagate_nan(tmp25, tmp24);
                        auto tmp27 = static_cast<int64_t>(-50257);
                        auto tmp28 = max_propagate_nan(tmp27, tmp26);
                        auto tmp29 = 50257L;
                        auto tmp30 = c10::convert<int64_t>(tmp29);
                        auto tmp31 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp28) + static_cast<std::make_unsigned_t<int64_t>>(tmp30));
                        auto tmp32 = tmp28 < 0;
                        auto tmp33 = tmp32 ? tmp31 : tmp28;
                        auto tmp34 = static_cast<int64_t>(0);
                        auto tmp35 = tmp24 >= tmp34;
                        auto tmp36 = static_cast<int64_t>(50257);
                        auto tmp37 = tmp24 < tmp36;
                        auto tmp38 = decltype(tmp35)(tmp35 & tmp37);
                        auto tmp39 = static_cast<int64_t>(-1);
                        auto tmp40 = tmp24 != tmp39;
                        auto tmp41 = decltype(tmp38)(tmp38 & tmp40);
                        auto tmp42 = static_cast<float>(0.0);
                        auto tmp43 = at::vec::VecMask<float,1>::from(tmp41);
                        auto tmp44 = at::vec::Vectorized<float>(tmp42);
                        auto tmp45 = decltype(tmp23)::blendv(tmp44, tmp23, tmp43.template cast<float,1>());
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp45 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp33))).store(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp33));
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
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
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
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
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
                    tmp1.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp0 = x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(0);
                        auto tmp3 = tmp1 >= tmp2;
                        auto tmp4 = static_cast<int64_t>(1024);
                        auto tmp5 = tmp1 < tmp4;
                        auto tmp6 = decltype(tmp3)(tmp3 & tmp5);
                        auto tmp7 = static_cast<int64_t>(-1);
                        auto tmp8 = tmp1 != tmp7;
                        auto tmp9 = decltype(tmp6)(tmp6 & tmp8);
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::VecMask<float,1>::from(tmp9);
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = decltype(tmp10)::blendv(tmp13, tmp10, tmp12.template cast<float,1>());
                        (tmp14 + at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1 + 768L*std::max(static_cast<int64_t>(-1024L), static_cast<int64_t>(std::min(static_cast<int64_t>(1023L), static_cast<int64_t>(x0))))))).store(out_ptr7 + static_cast<int64_t>(x1 + 768L*std::max(static_cast<int64_t>(-1024L), static_cast<int64_t>(std::min(static_cast<int64_t>(1023L), static_cast<int64_t>(x0))))));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_53, primals_52, primals_51, primals_49, primals_45, primals_43, primals_39, primals_37, primals_33, primals_31, primals_27, primals_25, primals_21, primals_19, primals_15, primals_13, primals_9, clone_3, add_7, addmm_2, addmm_3, add_13, addmm_4, getitem_11, clone_4, addmm_5, addmm_6, addmm_7, getitem_14, addmm_8, getitem_18, clone_8, clone_11, addmm_9, getitem_20, addmm_10, add_30, getitem_22, addmm_12, bmm_7, addmm_13, addmm_14, addmm_15, getitem_28, getitem_29, mul_37, mm, amax_4, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (8, 128), (128, 1), 'input')
        buf0 = empty_strided_cpu((), (), torch.int64)
        assert_size_stride_grouped((mm, amax_4), ((1024, 50257), (1016, 1)), ((50257, 1), (1, 1)), 'input')
        buf1 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf2 = buf1; del buf1  # reuse
        assert_size_stride(tangents_1, (), (), 'input')
        buf3 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf4 = empty_strided_cpu((8, 128, 50257), (6432896, 50257, 1), torch.float32)
        assert_size_stride_grouped((mul_37, primals_53), ((8, 128, 768), (768, )), ((98304, 768, 1), (1, )), 'input')
        buf5 = mul_37; del mul_37  # reuse
        cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_native_layer_norm_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0(buf2, buf5, primals_1, mm, amax_4, tangents_1, primals_53, buf0, buf3, buf4)
        del amax_4
        del buf0
        del buf2
        del buf3
        del mm
        del primals_53
        del tangents_1
        buf6 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_23, reshape_5, cross_entropy, div_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, logits, getitem_22, reshape_4, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_21, hidden_states_26, mm_1], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (50257, 1024), (1, 50257), 0), reinterpret_tensor(buf5, (1024, 768), (768, 1), 0), out=buf6)
        del buf5
        assert_size_stride(primals_2, (50257, 768), (768, 1), 'input')
        buf7 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_23, reshape_5, cross_entropy, div_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, logits, getitem_22, reshape_4, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_23, mm_2], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (1024, 50257), (50257, 1), 0), primals_2, out=buf7)
        del buf4
        assert_size_stride_grouped((addmm_13, add_30, addmm_15, getitem_29, getitem_28, primals_52), ((1024, 768), (8, 128, 768), (1024, 768), (8, 128, 1), (8, 128, 1), (768, )), ((768, 1), (98304, 768, 1), (768, 1), (128, 1, 1), (128, 1, 1), (1, )), 'input')
        buf9 = reinterpret_tensor(addmm_15, (8, 128, 768), (98304, 768, 1), 0); del addmm_15  # reuse
        buf21 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf8 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf10 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf11 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf22 = buf21; del buf21  # reuse
        buf12 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_1(buf9, buf22, addmm_13, add_30, getitem_29, getitem_28, buf7, primals_52, buf8, buf10, buf11, buf12, buf13)
        del buf9
        del getitem_28
        del getitem_29
        del primals_52
        buf14 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, permute_25, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf14)
        del primals_51
        assert_size_stride(addmm_14, (1024, 3072), (3072, 1), 'input')
        buf16 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        buf19 = reinterpret_tensor(buf14, (8, 128, 3072), (393216, 3072, 1), 0); del buf14  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_2(buf19, addmm_14, buf16)
        del addmm_14
        buf17 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, x_29, mul_16, add_22, hidden_states_23, view_43, permute_26, mm_4], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf11, (1024, 768), (768, 1), 0), out=buf17)
        buf18 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_49, (768, 3072), (3072, 1), 'input')
        cpp_fused_sum_view_3(buf11, buf18)
        buf20 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [x_29, mul_16, add_22, view_84, mul_47, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, permute_27, mm_5], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf19, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf20)
        del primals_49
        assert_size_stride_grouped((primals_46, primals_47), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf23 = buf8; del buf8  # reuse
        buf27 = buf10; del buf10  # reuse
        buf28 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf61 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf62 = buf61; del buf61  # reuse
        buf24 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf31 = buf11; del buf11  # reuse
        buf63 = buf62; del buf62  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4(buf63, buf31, addmm_13, add_30, buf22, buf20, primals_46, primals_47, buf23, buf27, buf28, buf24)
        del primals_46
        del primals_47
        buf25 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_29, mul_16, add_22, view_84, mul_47, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, hidden_states_22, view_41, permute_28, mm_6], Original ATen: [aten.view, aten.add, aten.mul, aten.tanh_backward, aten.pow, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf24, (768, 1024), (1, 768), 0), reinterpret_tensor(buf19, (1024, 3072), (3072, 1), 0), out=buf25)
        buf26 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(addmm_12, (1024, 2304), (2304, 1), 'input')
        buf42 = reinterpret_tensor(buf24, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf24  # reuse
        buf38 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf36 = reinterpret_tensor(buf38, (8, 1), (129, 1), 0)  # alias
        buf37 = reinterpret_tensor(buf38, (8, 128), (129, 1), 1)  # alias
        buf39 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cat_clone_cumsum_expand_mul_ne_pow_slice_split_sub_sum_tanh_backward_transpose_unsqueeze_view_5(buf19, addmm_12, buf38, buf26, buf42, buf36, buf37, buf39)
        del buf36
        del buf37
        del buf38
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf40 = torch.ops.aten.cumsum.default(buf39, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf40, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf40, 16, 'torch.ops.aten.cumsum.default')
        del buf39
        buf41 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_6(addmm_12, buf41)
        buf43 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, view_38, query_states_7, transpose_18, matmul_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf41, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf42, (96, 64, 128), (8192, 128, 1), 0), out=buf43)
        buf44 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf45 = reinterpret_tensor(buf43, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf43  # reuse
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7(buf45, buf40, buf44)
        buf32 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_88, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf31, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf32)
        del primals_45
        buf48 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        buf50 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_8(buf32, addmm_12, buf48, buf50)
        del addmm_12
        buf51 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_90, view_91, permute_31, clone_18, view_92, x_25, split_3, view_37, value_states_7, attn_output_12, permute_33, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.split, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf48, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf50, (96, 64, 128), (8192, 1, 64), 0), out=buf51)
        buf46 = buf44; del buf44  # reuse
        buf47 = buf45; del buf45  # reuse
        buf52 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf53 = reinterpret_tensor(buf51, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf51  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_9(buf47, buf53, buf46, buf52)
        buf55 = reinterpret_tensor(buf50, (96, 128, 64), (8192, 64, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, transpose_18, matmul_6, view_94, mul_63, neg_1, fma, mul_64, view_95, permute_35, bmm_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf53, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf42, (96, 128, 64), (8192, 1, 128), 0), out=buf55)
        buf59 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf56 = reinterpret_tensor(buf59, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_10(buf55, buf56)
        buf54 = reinterpret_tensor(buf55, (96, 64, 128), (8192, 128, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_38, query_states_7, matmul_6, view_94, mul_63, neg_1, fma, mul_64, view_95, permute_34, bmm_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf41, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf53, (96, 128, 128), (16384, 128, 1), 0), out=buf54)
        buf57 = reinterpret_tensor(buf59, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_11(buf54, buf57)
        buf49 = reinterpret_tensor(buf54, (96, 128, 64), (8192, 64, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [view_90, view_91, permute_31, clone_18, view_92, attn_weights_17, attn_output_12, permute_32, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf47, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf48, (96, 128, 64), (8192, 64, 1), 0), out=buf49)
        buf58 = reinterpret_tensor(buf59, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_43, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_10(buf49, buf58)
        del buf56
        del buf57
        del buf58
        buf60 = reinterpret_tensor(buf49, (1024, 768), (768, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [view_101, permute_40, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf60)
        del primals_43
        assert_size_stride(getitem_22, (8, 128, 1), (128, 1, 1), 'input')
        buf29 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf30 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf69 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(bmm_7, (96, 128, 64), (8192, 64, 1), 'input')
        buf33 = reinterpret_tensor(buf48, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf48  # reuse
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_12(buf20, addmm_13, add_30, buf22, buf23, buf60, getitem_22, buf63, bmm_7, buf29, buf30, buf69, buf70, buf33)
        del addmm_13
        del bmm_7
        buf34 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_88, attn_output_12, attn_output_13, reshape_3, view_39, permute_30, mm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (768, 1024), (1, 768), 0), reinterpret_tensor(buf31, (1024, 768), (768, 1), 0), out=buf34)
        buf35 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_40, primals_41), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf67 = buf23; del buf23  # reuse
        buf68 = buf22; del buf22  # reuse
        buf64 = reinterpret_tensor(buf33, (8, 128, 768), (98304, 768, 1), 0); del buf33  # reuse
        buf71 = buf31; del buf31  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_13(buf71, buf60, primals_40, add_30, getitem_22, buf63, primals_41, buf35, buf67, buf68, buf64)
        del add_30
        del getitem_22
        del primals_40
        del primals_41
        buf65 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_101, hidden_states_20, view_34, permute_41, mm_10], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (768, 1024), (1, 768), 0), reinterpret_tensor(buf59, (1024, 2304), (2304, 1), 0), out=buf65)
        buf66 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride(primals_39, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_14(buf59, buf66)
        buf72 = reinterpret_tensor(buf19, (1024, 3072), (3072, 1), 0); del buf19  # reuse
        # Topologically Sorted Source Nodes: [view_104, permute_42, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf72)
        del primals_39
        assert_size_stride(addmm_10, (1024, 3072), (3072, 1), 'input')
        buf74 = buf16; del buf16  # reuse
        buf77 = reinterpret_tensor(buf72, (8, 128, 3072), (393216, 3072, 1), 0); del buf72  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_2(buf77, addmm_10, buf74)
        del addmm_10
        buf75 = reinterpret_tensor(buf59, (3072, 768), (768, 1), 0); del buf59  # reuse
        # Topologically Sorted Source Nodes: [view_104, x_21, mul_11, add_17, hidden_states_17, view_32, permute_43, mm_12], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf74, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf71, (1024, 768), (768, 1), 0), out=buf75)
        buf76 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_sum_view_3(buf71, buf76)
        buf78 = reinterpret_tensor(buf64, (1024, 768), (768, 1), 0); del buf64  # reuse
        # Topologically Sorted Source Nodes: [x_21, mul_11, add_17, view_106, mul_72, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_44, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf78)
        del primals_37
        assert_size_stride_grouped((addmm_5, add_7, addmm_3, addmm_7, addmm_9, getitem_14, primals_34, getitem_20, primals_35), ((1024, 768), (8, 128, 768), (1024, 768), (1024, 768), (1024, 768), (8, 128, 1), (768, ), (8, 128, 1), (768, )), ((768, 1), (98304, 768, 1), (768, 1), (768, 1), (768, 1), (128, 1, 1), (1, ), (128, 1, 1), (1, )), 'input')
        buf113 = buf68; del buf68  # reuse
        buf132 = buf67; del buf67  # reuse
        buf114 = buf113; del buf113  # reuse
        buf133 = buf132; del buf132  # reuse
        buf134 = buf63; del buf63  # reuse
        buf168 = buf28; del buf28  # reuse
        buf79 = reinterpret_tensor(addmm_9, (8, 128, 768), (98304, 768, 1), 0); del addmm_9  # reuse
        buf116 = reinterpret_tensor(buf60, (8, 128, 768), (98304, 768, 1), 0); del buf60  # reuse
        buf135 = reinterpret_tensor(buf20, (8, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
        buf80 = buf27; del buf27  # reuse
        buf81 = buf80; del buf80  # reuse
        buf82 = buf81; del buf81  # reuse
        buf86 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf87 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf83 = reinterpret_tensor(buf41, (8, 128, 768), (98304, 768, 1), 0); del buf41  # reuse
        buf90 = buf71; del buf71  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_15(buf114, buf133, buf79, buf82, buf90, addmm_5, add_7, addmm_3, addmm_7, getitem_14, buf78, primals_34, getitem_20, primals_35, buf134, buf168, buf116, buf135, buf86, buf87, buf83)
        del addmm_5
        del addmm_7
        del buf114
        del buf133
        del primals_34
        del primals_35
        buf84 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_21, mul_11, add_17, view_106, mul_72, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, hidden_states_16, view_30, permute_45, mm_14], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf83, (768, 1024), (1, 768), 0), reinterpret_tensor(buf77, (1024, 3072), (3072, 1), 0), out=buf84)
        buf85 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf88 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf89 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_33, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_16(buf77, buf78, buf79, getitem_20, buf82, buf85, buf88, buf89)
        del buf79
        del getitem_20
        buf91 = buf78; del buf78  # reuse
        # Topologically Sorted Source Nodes: [view_110, permute_46, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf91)
        del primals_33
        assert_size_stride(clone_11, (8, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf92 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_110, reshape_2, view_28, permute_47, mm_16], Original ATen: [aten.view, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(clone_11, (768, 1024), (1, 768), 0), reinterpret_tensor(buf90, (1024, 768), (768, 1), 0), out=buf92)
        del clone_11
        buf93 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_8, (1024, 2304), (2304, 1), 'input')
        buf94 = reinterpret_tensor(buf83, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf83  # reuse
        assert_size_stride(clone_8, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_split_sum_transpose_view_17(buf90, addmm_8, buf93, buf94)
        del addmm_8
        buf95 = reinterpret_tensor(buf47, (96, 128, 128), (16384, 128, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, transpose_13, matmul_4], Original ATen: [aten.view, aten.split, aten.transpose, aten._unsafe_view, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_8, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf94, (96, 64, 128), (8192, 128, 1), 0), out=buf95)
        assert_size_stride(addmm_4, (1024, 2304), (2304, 1), 'input')
        buf145 = buf42; del buf42  # reuse
        assert_size_stride(clone_4, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_split_transpose_view_18(addmm_4, buf145)
        del addmm_4
        buf146 = reinterpret_tensor(buf53, (96, 128, 128), (16384, 128, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, transpose_8, matmul_2], Original ATen: [aten.view, aten.split, aten.transpose, aten._unsafe_view, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_4, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf145, (96, 64, 128), (8192, 128, 1), 0), out=buf146)
        buf96 = buf52; del buf52  # reuse
        buf147 = buf46; del buf46  # reuse
        buf97 = reinterpret_tensor(buf95, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf95  # reuse
        buf148 = reinterpret_tensor(buf146, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf146  # reuse
        buf100 = reinterpret_tensor(buf32, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf32  # reuse
        assert_size_stride(getitem_18, (8, 128, 768), (294912, 2304, 1), 'input')
        buf102 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_19(buf97, buf148, buf40, buf91, getitem_18, buf96, buf147, buf100, buf102)
        del getitem_18
        buf103 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_112, view_113, permute_48, clone_21, view_114, view_26, value_states_5, attn_output_8, permute_50, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf100, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf102, (96, 64, 128), (8192, 1, 64), 0), out=buf103)
        buf98 = buf96; del buf96  # reuse
        buf99 = buf97; del buf97  # reuse
        buf104 = buf147; del buf147  # reuse
        buf105 = reinterpret_tensor(buf103, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf103  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_9(buf99, buf105, buf98, buf104)
        buf101 = reinterpret_tensor(buf102, (96, 128, 64), (8192, 64, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [view_112, view_113, permute_48, clone_21, view_114, attn_weights_12, attn_output_8, permute_49, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf99, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf100, (96, 128, 64), (8192, 64, 1), 0), out=buf101)
        del buf99
        buf106 = reinterpret_tensor(buf100, (96, 64, 128), (8192, 128, 1), 0); del buf100  # reuse
        # Topologically Sorted Source Nodes: [matmul_4, view_116, mul_88, neg_2, fma_1, mul_89, view_117, permute_51, bmm_14], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_8, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf105, (96, 128, 128), (16384, 128, 1), 0), out=buf106)
        del clone_8
        buf107 = reinterpret_tensor(buf91, (96, 128, 64), (8192, 64, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, transpose_13, matmul_4, view_116, mul_88, neg_2, fma_1, mul_89, view_117, permute_52, bmm_15], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf105, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf94, (96, 128, 64), (8192, 1, 128), 0), out=buf107)
        buf111 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf108 = reinterpret_tensor(buf111, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf109 = reinterpret_tensor(buf111, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf110 = reinterpret_tensor(buf111, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_31, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_20(buf107, buf106, buf101, buf108, buf109, buf110)
        del buf108
        del buf109
        del buf110
        buf112 = reinterpret_tensor(buf107, (1024, 768), (768, 1), 0); del buf107  # reuse
        # Topologically Sorted Source Nodes: [view_123, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf111, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf112)
        del primals_31
        assert_size_stride_grouped((primals_28, primals_29), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf120 = buf82; del buf82  # reuse
        buf121 = buf87; del buf87  # reuse
        buf117 = reinterpret_tensor(buf106, (8, 128, 768), (98304, 768, 1), 0); del buf106  # reuse
        buf124 = buf90; del buf90  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_21(buf124, buf112, primals_28, buf116, primals_29, getitem_14, buf120, buf121, buf117)
        del getitem_14
        del primals_28
        del primals_29
        buf118 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_123, hidden_states_14, view_23, permute_58, mm_18], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf117, (768, 1024), (1, 768), 0), reinterpret_tensor(buf111, (1024, 2304), (2304, 1), 0), out=buf118)
        buf119 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf122 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf123 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_27, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_22(buf111, buf112, buf116, buf119, buf122, buf123)
        buf125 = reinterpret_tensor(buf77, (1024, 3072), (3072, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [view_126, permute_59, mm_19], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf124, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf125)
        del primals_27
        assert_size_stride(addmm_6, (1024, 3072), (3072, 1), 'input')
        buf127 = buf74; del buf74  # reuse
        buf130 = reinterpret_tensor(buf125, (8, 128, 3072), (393216, 3072, 1), 0); del buf125  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_2(buf130, addmm_6, buf127)
        del addmm_6
        buf128 = reinterpret_tensor(buf111, (3072, 768), (768, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [view_126, x_13, mul_6, add_12, hidden_states_11, view_21, permute_60, mm_20], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf127, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf124, (1024, 768), (768, 1), 0), out=buf128)
        buf129 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_25, (768, 3072), (3072, 1), 'input')
        cpp_fused_sum_view_3(buf124, buf129)
        buf131 = reinterpret_tensor(buf116, (1024, 768), (768, 1), 0); del buf116  # reuse
        # Topologically Sorted Source Nodes: [x_13, mul_6, add_12, view_128, mul_97, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_61, mm_21], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf130, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf131)
        del primals_25
        assert_size_stride_grouped((primals_22, primals_23), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf139 = buf121; del buf121  # reuse
        buf140 = buf120; del buf120  # reuse
        buf136 = reinterpret_tensor(buf112, (8, 128, 768), (98304, 768, 1), 0); del buf112  # reuse
        buf143 = buf124; del buf124  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_23(buf143, buf131, primals_22, buf135, primals_23, buf134, buf139, buf140, buf136)
        del primals_22
        del primals_23
        buf137 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_13, mul_6, add_12, view_128, mul_97, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, hidden_states_10, view_19, permute_62, mm_22], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf136, (768, 1024), (1, 768), 0), reinterpret_tensor(buf130, (1024, 3072), (3072, 1), 0), out=buf137)
        buf138 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf141 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf142 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_24(buf130, buf131, buf135, buf138, buf141, buf142)
        buf144 = reinterpret_tensor(buf135, (1024, 768), (768, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [view_132, permute_63, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf144)
        del primals_21
        assert_size_stride(getitem_11, (8, 128, 768), (294912, 2304, 1), 'input')
        buf151 = reinterpret_tensor(buf131, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf131  # reuse
        buf156 = reinterpret_tensor(buf136, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf136  # reuse
        cpp_fused_clone_transpose_view_25(getitem_11, buf144, buf151, buf156)
        del getitem_11
        buf158 = reinterpret_tensor(buf105, (96, 128, 128), (16384, 128, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [view_15, value_states_3, attn_output_4, view_134, view_135, permute_65, clone_24, view_136, permute_67, bmm_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf156, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf151, (96, 64, 128), (8192, 1, 64), 0), out=buf158)
        buf149 = buf98; del buf98  # reuse
        buf150 = buf148; del buf148  # reuse
        buf159 = buf104; del buf104  # reuse
        buf160 = reinterpret_tensor(buf158, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf158  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_9(buf150, buf160, buf149, buf159)
        buf152 = reinterpret_tensor(buf144, (96, 128, 64), (8192, 64, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [view_15, value_states_3, attn_weights_7, attn_output_4], Original ATen: [aten.view, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf150, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf151, (96, 128, 64), (8192, 64, 1), 0), out=buf152)
        buf153 = reinterpret_tensor(buf151, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf151  # reuse
        cpp_fused_clone_transpose_view_26(buf152, buf153)
        buf154 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_132, attn_output_4, attn_output_5, reshape_1, view_17, permute_64, mm_24], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf153, (768, 1024), (1, 768), 0), reinterpret_tensor(buf143, (1024, 768), (768, 1), 0), out=buf154)
        buf155 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_3(buf143, buf155)
        buf157 = reinterpret_tensor(buf153, (96, 128, 64), (8192, 64, 1), 0); del buf153  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_7, attn_output_4, view_134, view_135, permute_65, clone_24, view_136, permute_66, bmm_16], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf150, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf156, (96, 128, 64), (8192, 64, 1), 0), out=buf157)
        buf161 = reinterpret_tensor(buf156, (96, 64, 128), (8192, 128, 1), 0); del buf156  # reuse
        # Topologically Sorted Source Nodes: [matmul_2, view_138, mul_113, neg_3, fma_2, mul_114, view_139, permute_68, bmm_18], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_4, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf160, (96, 128, 128), (16384, 128, 1), 0), out=buf161)
        del clone_4
        buf162 = buf152; del buf152  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, transpose_8, matmul_2, view_138, mul_113, neg_3, fma_2, mul_114, view_139, permute_69, bmm_19], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf160, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf145, (96, 128, 64), (8192, 1, 128), 0), out=buf162)
        buf166 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf163 = reinterpret_tensor(buf166, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf164 = reinterpret_tensor(buf166, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf165 = reinterpret_tensor(buf166, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_19, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_20(buf162, buf161, buf157, buf163, buf164, buf165)
        del buf163
        del buf164
        del buf165
        buf167 = reinterpret_tensor(buf162, (1024, 768), (768, 1), 0); del buf162  # reuse
        # Topologically Sorted Source Nodes: [view_145, permute_74, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf166, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf167)
        del primals_19
        assert_size_stride_grouped((primals_16, add_13, primals_17), ((768, ), (8, 128, 1), (768, )), ((1, ), (128, 1, 1), (1, )), 'input')
        buf169 = buf168; del buf168  # reuse
        buf174 = buf140; del buf140  # reuse
        buf175 = buf139; del buf139  # reuse
        buf186 = buf134; del buf134  # reuse
        buf187 = buf186; del buf186  # reuse
        buf171 = reinterpret_tensor(buf161, (8, 128, 768), (98304, 768, 1), 0); del buf161  # reuse
        buf178 = buf143; del buf143  # reuse
        buf188 = buf86; del buf86  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_27(buf169, buf187, buf178, buf167, primals_16, add_7, addmm_3, add_13, primals_17, buf174, buf175, buf171, buf188)
        del buf174
        del primals_16
        del primals_17
        buf172 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_7, hidden_states_7, view_145, hidden_states_8, view_12, permute_75, mm_26], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf171, (768, 1024), (1, 768), 0), reinterpret_tensor(buf166, (1024, 2304), (2304, 1), 0), out=buf172)
        buf173 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride(primals_15, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_14(buf166, buf173)
        buf179 = reinterpret_tensor(buf130, (1024, 3072), (3072, 1), 0); del buf130  # reuse
        # Topologically Sorted Source Nodes: [view_148, permute_76, mm_27], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf179)
        del primals_15
        assert_size_stride(addmm_2, (1024, 3072), (3072, 1), 'input')
        buf181 = buf127; del buf127  # reuse
        buf184 = reinterpret_tensor(buf179, (8, 128, 3072), (393216, 3072, 1), 0); del buf179  # reuse
        assert_size_stride(primals_13, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_2(buf184, addmm_2, buf181)
        del addmm_2
        buf185 = reinterpret_tensor(buf171, (1024, 768), (768, 1), 0); del buf171  # reuse
        # Topologically Sorted Source Nodes: [x_5, mul_1, add_7, view_150, mul_122, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_78, mm_29], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf184, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf185)
        del primals_13
        buf176 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf177 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf194 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf195 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_28(buf167, add_7, addmm_3, buf169, add_13, buf185, buf187, buf188, buf176, buf177, buf194, buf195)
        del add_13
        del addmm_3
        buf182 = reinterpret_tensor(buf166, (3072, 768), (768, 1), 0); del buf166  # reuse
        # Topologically Sorted Source Nodes: [view_148, x_5, mul_1, add_7, hidden_states_5, view_10, permute_77, mm_28], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf178, (1024, 768), (768, 1), 0), out=buf182)
        del buf181
        buf183 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_10, primals_11), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf192 = buf169; del buf169  # reuse
        buf193 = buf175; del buf175  # reuse
        buf189 = reinterpret_tensor(buf167, (8, 128, 768), (98304, 768, 1), 0); del buf167  # reuse
        buf196 = buf178; del buf178  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_13(buf196, buf185, primals_10, add_7, buf187, buf188, primals_11, buf183, buf192, buf193, buf189)
        del add_7
        del buf187
        del primals_10
        del primals_11
        buf190 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_5, mul_1, add_7, view_150, mul_122, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, hidden_states_4, view_8, permute_79, mm_30], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf189, (768, 1024), (1, 768), 0), reinterpret_tensor(buf184, (1024, 3072), (3072, 1), 0), out=buf190)
        buf191 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_pow_sum_tanh_backward_view_29(buf184, buf191)
        del buf184
        buf197 = reinterpret_tensor(buf189, (1024, 768), (768, 1), 0); del buf189  # reuse
        # Topologically Sorted Source Nodes: [view_154, permute_80, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf196, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf197)
        del primals_9
        assert_size_stride(clone_3, (8, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf198 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_154, reshape, view_6, permute_81, mm_32], Original ATen: [aten.view, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(clone_3, (768, 1024), (1, 768), 0), reinterpret_tensor(buf196, (1024, 768), (768, 1), 0), out=buf198)
        del clone_3
        buf199 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_3, (1024, 768), (768, 1), 'input')
        buf200 = buf193; del buf193  # reuse
        buf201 = buf200; del buf200  # reuse
        buf202 = buf192; del buf192  # reuse
        buf203 = reinterpret_tensor(buf185, (8, 128, 768), (98304, 768, 1), 0); del buf185  # reuse
        assert_size_stride_grouped((primals_4, primals_5), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf204 = reinterpret_tensor(buf157, (8, 128, 768), (98304, 768, 1), 0); del buf157  # reuse
        assert_size_stride_grouped((primals_6, primals_7), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_sum_unsqueeze_view_30(buf201, buf196, primals_1, primals_2, primals_3, primals_4, primals_5, buf199, buf202, buf203, buf204)
        del primals_2
        del primals_3
        del primals_5
        buf205 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_2, view_1, x], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_6, reinterpret_tensor(buf204, (1024, 768), (768, 1), 0), primals_7, alpha=1, beta=1, out=buf205)
        del primals_6
        buf206 = reinterpret_tensor(buf145, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf145  # reuse
        buf207 = reinterpret_tensor(buf117, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf117  # reuse
        cpp_fused_clone_split_transpose_view_31(buf205, buf206, buf207)
        buf208 = reinterpret_tensor(buf160, (96, 128, 128), (16384, 128, 1), 0); del buf160  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, view_5, query_states_1, transpose_3, matmul], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf206, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf207, (96, 64, 128), (8192, 128, 1), 0), out=buf208)
        buf209 = buf159; del buf159  # reuse
        buf210 = reinterpret_tensor(buf208, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf208  # reuse
        buf213 = reinterpret_tensor(buf101, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf101  # reuse
        buf215 = reinterpret_tensor(buf94, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf94  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_32(buf210, buf40, buf197, buf205, buf209, buf213, buf215)
        del buf197
        del buf40
        buf216 = reinterpret_tensor(buf150, (96, 128, 128), (16384, 128, 1), 0); del buf150  # reuse
        # Topologically Sorted Source Nodes: [view_156, view_157, permute_82, clone_27, view_158, x_1, split, view_4, value_states_1, attn_output, permute_84, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.split, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf213, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf215, (96, 64, 128), (8192, 1, 64), 0), out=buf216)
        buf211 = buf209; del buf209  # reuse
        buf212 = buf210; del buf210  # reuse
        buf217 = buf149; del buf149  # reuse
        buf218 = reinterpret_tensor(buf216, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf216  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_9(buf212, buf218, buf211, buf217)
        del buf211
        del buf217
        buf214 = reinterpret_tensor(buf215, (96, 128, 64), (8192, 64, 1), 0); del buf215  # reuse
        # Topologically Sorted Source Nodes: [view_156, view_157, permute_82, clone_27, view_158, attn_weights_2, attn_output, permute_83, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf212, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf213, (96, 128, 64), (8192, 64, 1), 0), out=buf214)
        del buf212
        buf219 = reinterpret_tensor(buf213, (96, 64, 128), (8192, 128, 1), 0); del buf213  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, matmul, view_160, mul_138, neg_4, fma_3, mul_139, view_161, permute_85, bmm_22], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf206, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf218, (96, 128, 128), (16384, 128, 1), 0), out=buf219)
        buf220 = reinterpret_tensor(buf206, (96, 128, 64), (8192, 64, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, transpose_3, matmul, view_160, mul_138, neg_4, fma_3, mul_139, view_161, permute_86, bmm_23], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf218, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf207, (96, 128, 64), (8192, 1, 128), 0), out=buf220)
        del buf207
        del buf218
        buf224 = reinterpret_tensor(buf205, (8, 128, 2304), (294912, 2304, 1), 0); del buf205  # reuse
        buf221 = reinterpret_tensor(buf224, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf222 = reinterpret_tensor(buf224, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf223 = reinterpret_tensor(buf224, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_20(buf220, buf219, buf214, buf221, buf222, buf223)
        del buf214
        del buf219
        del buf221
        del buf222
        del buf223
        buf225 = reinterpret_tensor(buf220, (1024, 768), (768, 1), 0); del buf220  # reuse
        # Topologically Sorted Source Nodes: [view_167, permute_91, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf224, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf225)
        del primals_7
        buf226 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_2, view_1, view_167, permute_92, mm_34], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf204, (768, 1024), (1, 768), 0), reinterpret_tensor(buf224, (1024, 2304), (2304, 1), 0), out=buf226)
        buf227 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf236 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        buf228 = buf201; del buf201  # reuse
        buf229 = buf188; del buf188  # reuse
        buf232 = buf196; del buf196  # reuse
        buf230 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf231 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf233 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf234 = reinterpret_tensor(buf204, (1024, 768), (768, 1), 0); del buf204  # reuse
        buf238 = buf6; del buf6  # reuse
        cpp_fused_add_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_unsqueeze_view_33(buf232, buf238, buf224, buf225, primals_4, buf203, buf202, primals_1, buf227, buf236, buf228, buf229, buf230, buf231, buf233, buf234)
        del buf202
        del buf203
        del buf224
        del buf225
        del buf228
        del buf229
        del buf232
        del buf233
        del buf236
        del primals_1
        del primals_4
        return (None, buf238, buf234, buf230, buf231, reinterpret_tensor(buf227, (2304, ), (1, ), 0), buf226, reinterpret_tensor(buf199, (768, ), (1, ), 0), buf198, buf194, buf195, reinterpret_tensor(buf191, (3072, ), (1, ), 0), buf190, reinterpret_tensor(buf183, (768, ), (1, ), 0), buf182, buf176, buf177, reinterpret_tensor(buf173, (2304, ), (1, ), 0), buf172, reinterpret_tensor(buf155, (768, ), (1, ), 0), buf154, buf141, buf142, reinterpret_tensor(buf138, (3072, ), (1, ), 0), buf137, reinterpret_tensor(buf129, (768, ), (1, ), 0), buf128, buf122, buf123, reinterpret_tensor(buf119, (2304, ), (1, ), 0), buf118, reinterpret_tensor(buf93, (768, ), (1, ), 0), buf92, buf88, buf89, reinterpret_tensor(buf85, (3072, ), (1, ), 0), buf84, reinterpret_tensor(buf76, (768, ), (1, ), 0), buf75, buf69, buf70, reinterpret_tensor(buf66, (2304, ), (1, ), 0), buf65, reinterpret_tensor(buf35, (768, ), (1, ), 0), buf34, buf29, buf30, reinterpret_tensor(buf26, (3072, ), (1, ), 0), buf25, reinterpret_tensor(buf18, (768, ), (1, ), 0), buf17, buf12, buf13, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_43 = rand_strided((2359296,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_49 = rand_strided((2359296,), (1,), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_3 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_3 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_7 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    addmm_3 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    add_13 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_4 = torch.as_strided(_shared_storage_43, (1024, 2304), (2304, 1))
    getitem_11 = torch.as_strided(_shared_storage_43, (8, 128, 768), (294912, 2304, 1))
    clone_4 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    addmm_5 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_14 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_8 = torch.as_strided(_shared_storage_49, (1024, 2304), (2304, 1))
    getitem_18 = torch.as_strided(_shared_storage_49, (8, 128, 768), (294912, 2304, 1))
    clone_8 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_11 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    addmm_9 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_20 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_30 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    getitem_22 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_12 = rand_strided((1024, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    bmm_7 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    addmm_13 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_14 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    addmm_15 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_28 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_37 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    mm = rand_strided((1024, 50257), (50257, 1), device='cpu', dtype=torch.float32)
    amax_4 = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_53, primals_52, primals_51, primals_49, primals_45, primals_43, primals_39, primals_37, primals_33, primals_31, primals_27, primals_25, primals_21, primals_19, primals_15, primals_13, primals_9, clone_3, add_7, addmm_2, addmm_3, add_13, addmm_4, getitem_11, clone_4, addmm_5, addmm_6, addmm_7, getitem_14, addmm_8, getitem_18, clone_8, clone_11, addmm_9, getitem_20, addmm_10, add_30, getitem_22, addmm_12, bmm_7, addmm_13, addmm_14, addmm_15, getitem_28, getitem_29, mul_37, mm, amax_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
