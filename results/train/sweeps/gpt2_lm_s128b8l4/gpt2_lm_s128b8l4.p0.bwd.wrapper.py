# AOT ID: ['1_backward']
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


cpp_fused__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_scalar_tensor_slice_slice_backward_view_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                                auto tmp26 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr3 + static_cast<int64_t>(x2 + 50257L*x1 + 6382639L*x0));
                                auto tmp27 = tmp26.exp();
                                auto tmp28 = out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                auto tmp30 = tmp27 * tmp29;
                                auto tmp31 = tmp25 - tmp30;
                                return tmp31;
                            }
                            ;
                            auto tmp32 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp33 = static_cast<float>(0.0);
                            auto tmp34 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp35 = at::vec::Vectorized<float>(tmp33);
                            auto tmp36 = decltype(tmp32)::blendv(tmp35, tmp32, tmp34.template cast<float,1>());
                            tmp36.store(out_ptr1 + static_cast<int64_t>(x2 + 50257L*x1 + 6432896L*x0));
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
                                    auto tmp21 = in_ptr3[static_cast<int64_t>(x2_tail + 50257L*x1 + 6382639L*x0)];
                                    auto tmp22 = std::exp(tmp21);
                                    auto tmp23 = out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp24 = float(tmp22 * tmp23);
                                    auto tmp25 = float(tmp20 - tmp24);
                                    return tmp25;
                                }
                                ;
                                auto tmp26 = tmp3 ? tmp4() : static_cast<decltype(tmp4())>(0.0);
                                auto tmp27 = static_cast<float>(0.0);
                                auto tmp28 = tmp3 ? tmp26 : tmp27;
                                out_ptr1[static_cast<int64_t>(x2_tail + 50257L*x1 + 6432896L*x0)] = tmp28;
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
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp1);
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp10 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp2);
                        auto tmp17 = tmp16 * tmp15;
                        tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp16 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = at::vec::Vectorized<float>(tmp7);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp0 * tmp17;
                        auto tmp19 = tmp15 - tmp18;
                        auto tmp20 = at::vec::Vectorized<float>(tmp8);
                        auto tmp21 = tmp20 * tmp19;
                        auto tmp22 = tmp5 + tmp21;
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_cat_cumsum_expand_ne_slice_sub_sum_unsqueeze_view_5 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'float*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3)
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
            {
                {
                    auto tmp0 = static_cast<int64_t>(-1);
                    out_ptr1[static_cast<int64_t>(129L*x0)] = tmp0;
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
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(1L + x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp3 = static_cast<int64_t>(1);
                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                        auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                        auto tmp6 = tmp5.to<int64_t,2>();
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_6 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                                    auto tmp13 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp14 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = x3;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);
                                    auto tmp4 = x2;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                    auto tmp7 = at::vec::VecMask<int64_t,2>(tmp3 <= tmp6);
                                    auto tmp8 = static_cast<bool>(true);
                                    auto tmp9 = at::vec::VecMask<float,1>::from(tmp8);
                                    auto tmp10 = tmp9.template cast<int32_t,1>();
                                    auto tmp11 = tmp7.template cast<int32_t,1>();
                                    auto tmp12 = tmp10 & tmp11;
                                    auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp13);
                                    auto tmp16 = at::vec::VecMask<int64_t,2>(tmp15 == tmp14);
                                    auto tmp17 = tmp12.template cast<int32_t,1>();
                                    auto tmp18 = tmp16.template cast<int32_t,1>();
                                    auto tmp19 = tmp17 & tmp18;
                                    auto tmp20 = static_cast<float>(0.0);
                                    auto tmp21 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp22 = at::vec::Vectorized<float>(tmp20);
                                    auto tmp23 = at::vec::Vectorized<float>(tmp21);
                                    auto tmp24 = decltype(tmp22)::blendv(tmp23, tmp22, tmp19.template cast<float,1>());
                                    auto tmp25 = tmp0 + tmp24;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp25);
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
                                auto tmp13 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp14 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp26 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = x3;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);
                                auto tmp4 = x2;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                auto tmp7 = at::vec::VecMask<int64_t,2>(tmp3 <= tmp6);
                                auto tmp8 = static_cast<bool>(true);
                                auto tmp9 = at::vec::VecMask<float,1>::from(tmp8);
                                auto tmp10 = tmp9.template cast<int32_t,1>();
                                auto tmp11 = tmp7.template cast<int32_t,1>();
                                auto tmp12 = tmp10 & tmp11;
                                auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp13);
                                auto tmp16 = at::vec::VecMask<int64_t,2>(tmp15 == tmp14);
                                auto tmp17 = tmp12.template cast<int32_t,1>();
                                auto tmp18 = tmp16.template cast<int32_t,1>();
                                auto tmp19 = tmp17 & tmp18;
                                auto tmp20 = static_cast<float>(0.0);
                                auto tmp21 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp22 = at::vec::Vectorized<float>(tmp20);
                                auto tmp23 = at::vec::Vectorized<float>(tmp21);
                                auto tmp24 = decltype(tmp22)::blendv(tmp23, tmp22, tmp19.template cast<float,1>());
                                auto tmp25 = tmp0 + tmp24;
                                auto tmp27 = at::vec::Vectorized<float>(tmp26);
                                auto tmp28 = tmp25 - tmp27;
                                auto tmp29 = tmp28.exp();
                                tmp29.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
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


cpp_fused__softmax__softmax_backward_data_mul_view_7 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_clone_split_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_cat_clone_transpose_view_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_native_layer_norm_backward_sum_view_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_mul_pow_tanh_tanh_backward_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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


cpp_fused_sum_view_12 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = 1 / std::sqrt(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp3 * tmp6;
                            auto tmp8 = tmp2 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp8;
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
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp16 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = 1 / std::sqrt(tmp1);
                        auto tmp3 = static_cast<float>(768.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp8 = at::vec::Vectorized<float>(tmp3);
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 - tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp2);
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = tmp12 - tmp18;
                        auto tmp20 = at::vec::Vectorized<float>(tmp4);
                        auto tmp21 = tmp20 * tmp19;
                        auto tmp22 = tmp0 + tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp2 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp3 = 1 / std::sqrt(tmp2);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp1 * tmp4;
                            auto tmp6 = tmp0 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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


cpp_fused_clone_sum_transpose_view_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_16 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr2[static_cast<int64_t>(x0)];
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
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp26.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_tanh_backward_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
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
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp5 = tmp3 * tmp4;
                    auto tmp7 = tmp6 * tmp3;
                    auto tmp8 = tmp0 * tmp0;
                    auto tmp9 = tmp8 * tmp0;
                    auto tmp10 = static_cast<float>(0.044715);
                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                    auto tmp12 = tmp9 * tmp11;
                    auto tmp13 = tmp0 + tmp12;
                    auto tmp14 = static_cast<float>(0.7978845608028654);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = tmp13 * tmp15;
                    auto tmp17 = tmp16.tanh();
                    auto tmp18 = tmp17 * tmp17;
                    auto tmp19 = static_cast<float>(1.0);
                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                    auto tmp21 = tmp20 - tmp18;
                    auto tmp22 = tmp7 * tmp21;
                    auto tmp23 = tmp22 * tmp15;
                    auto tmp24 = tmp23 * tmp11;
                    auto tmp25 = static_cast<float>(3.0);
                    auto tmp26 = at::vec::Vectorized<float>(tmp25);
                    auto tmp27 = tmp8 * tmp26;
                    auto tmp28 = tmp24 * tmp27;
                    auto tmp29 = tmp23 + tmp28;
                    auto tmp30 = tmp6 * tmp4;
                    auto tmp31 = tmp30 * tmp2;
                    auto tmp32 = tmp29 + tmp31;
                    tmp5.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp32.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_18 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp7 = out_ptr1[static_cast<int64_t>(x0)];
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp22 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp25 = out_ptr3[static_cast<int64_t>(x0)];
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
                        tmp15.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp31.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_view_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_view_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38597376L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38597376L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp23 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = at::vec::Vectorized<float>(tmp7);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp0 * tmp17;
                        auto tmp19 = tmp15 - tmp18;
                        auto tmp20 = at::vec::Vectorized<float>(tmp8);
                        auto tmp21 = tmp20 * tmp19;
                        auto tmp22 = tmp5 + tmp21;
                        auto tmp24 = static_cast<int64_t>(50256);
                        auto tmp25 = min_propagate_nan(tmp24, tmp23);
                        auto tmp26 = static_cast<int64_t>(-50257);
                        auto tmp27 = max_propagate_nan(tmp26, tmp25);
                        auto tmp28 = 50257L;
                        auto tmp29 = c10::convert<int64_t>(tmp28);
                        auto tmp30 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp27) + static_cast<std::make_unsigned_t<int64_t>>(tmp29));
                        auto tmp31 = tmp27 < 0;
                        auto tmp32 = tmp31 ? tmp30 : tmp27;
                        auto tmp33 = static_cast<int64_t>(0);
                        auto tmp34 = tmp23 >= tmp33;
                        auto tmp35 = static_cast<int64_t>(50257);
                        auto tmp36 = tmp23 < tmp35;
                        auto tmp37 = decltype(tmp34)(tmp34 & tmp36);
                        auto tmp38 = static_cast<int64_t>(-1);
                        auto tmp39 = tmp23 != tmp38;
                        auto tmp40 = decltype(tmp37)(tmp37 & tmp39);
                        auto tmp41 = static_cast<float>(0.0);
                        auto tmp42 = at::vec::VecMask<float,1>::from(tmp40);
                        auto tmp43 = at::vec::Vectorized<float>(tmp41);
                        auto tmp44 = decltype(tmp22)::blendv(tmp43, tmp22, tmp42.template cast<float,1>());
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp44 + at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*tmp32))).store(out_ptr0 + static_cast<int64_t>(x1 + 768L*tmp32));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_unsqueeze_view_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 98304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
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
                    tmp1.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        (tmp14 + at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 768L*std::max(static_cast<int64_t>(-1024L), static_cast<int64_t>(std::min(static_cast<int64_t>(1023L), static_cast<int64_t>(x0))))))).store(out_ptr4 + static_cast<int64_t>(x1 + 768L*std::max(static_cast<int64_t>(-1024L), static_cast<int64_t>(std::min(static_cast<int64_t>(1023L), static_cast<int64_t>(x0))))));
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
        primals_4, primals_5, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, primals_34, primals_40, primals_41, primals_46, primals_47, primals_52, primals_2, primals_1, primals_51, primals_49, primals_45, primals_43, primals_39, primals_37, primals_33, primals_31, primals_27, primals_25, primals_21, primals_19, primals_15, primals_13, primals_9, primals_7, rsqrt, mul, clone, clone_1, div, clone_2, clone_3, add_7, addmm_2, add_11, rsqrt_2, mul_9, clone_4, clone_5, div_1, clone_6, clone_7, add_16, rsqrt_3, mul_12, addmm_6, add_20, addmm_7, mul_18, addmm_8, clone_8, div_2, clone_10, clone_11, add_26, sub_10, add_27, addmm_10, rsqrt_6, mul_27, addmm_12, getitem_25, clone_12, mul_29, clone_15, rsqrt_7, mul_30, addmm_14, mul_35, rsqrt_8, mul_36, add_41, sub_16, convert_element_type, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_1, tangents_1, convert_element_type), ((8, 128), (), ()), ((128, 1), (), ()), 'input')
        buf0 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        assert_size_stride(sub_16, (1016, 50257), (50257, 1), 'input')
        buf1 = empty_strided_cpu((8, 128, 50257), (6432896, 50257, 1), torch.float32)
        assert_size_stride(primals_2, (50257, 768), (768, 1), 'input')
        cpp_fused__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_scalar_tensor_slice_slice_backward_view_0(primals_1, tangents_1, convert_element_type, sub_16, buf0, buf1)
        del buf0
        del convert_element_type
        del sub_16
        del tangents_1
        buf2 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, reshape_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, logits, permute_23, mm_2], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (1024, 50257), (50257, 1), 0), primals_2, out=buf2)
        del primals_2
        assert_size_stride_grouped((primals_52, mul_36, rsqrt_8), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf3 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf4 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf5 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_view_1(buf2, primals_52, mul_36, rsqrt_8, buf3, buf4, buf5, buf6, buf7)
        del mul_36
        del primals_52
        del rsqrt_8
        buf8 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, permute_25, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf8)
        del primals_51
        assert_size_stride(mul_35, (8, 128, 3072), (393216, 3072, 1), 'input')
        buf9 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, view_43, permute_26, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_35, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf5, (1024, 768), (768, 1), 0), out=buf9)
        del mul_35
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
        assert_size_stride_grouped((primals_46, mul_30, primals_47, rsqrt_7), ((768, ), (8, 128, 768), (768, ), (8, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf17 = buf4; del buf4  # reuse
        buf18 = buf3; del buf3  # reuse
        buf14 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf21 = buf5; del buf5  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3(buf21, buf13, primals_46, mul_30, primals_47, rsqrt_7, buf17, buf18, buf14)
        del primals_46
        del primals_47
        del rsqrt_7
        buf15 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_84, x_29, mul_16, mul_47, add_22, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, hidden_states_22, view_41, permute_28, mm_6], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (768, 1024), (1, 768), 0), reinterpret_tensor(buf12, (1024, 3072), (3072, 1), 0), out=buf15)
        buf16 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf19 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_4(buf12, buf13, mul_30, buf16, buf19, buf20)
        del mul_30
        buf22 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_88, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf21, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf22)
        del primals_45
        assert_size_stride(clone_15, (8, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf23 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_88, reshape_3, view_39, permute_30, mm_8], Original ATen: [aten.view, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(clone_15, (768, 1024), (1, 768), 0), reinterpret_tensor(buf21, (1024, 768), (768, 1), 0), out=buf23)
        del clone_15
        buf24 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf27 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf25 = reinterpret_tensor(buf27, (8, 1), (129, 1), 0)  # alias
        buf26 = reinterpret_tensor(buf27, (8, 128), (129, 1), 1)  # alias
        buf28 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cat_cumsum_expand_ne_slice_sub_sum_unsqueeze_view_5(buf21, buf27, buf24, buf25, buf26, buf28)
        del buf25
        del buf26
        del buf27
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf29 = torch.ops.aten.cumsum.default(buf28, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf29, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf29, 16, 'torch.ops.aten.cumsum.default')
        del buf28
        assert_size_stride(mul_29, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        buf30 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf31 = mul_29; del mul_29  # reuse
        buf34 = reinterpret_tensor(buf14, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf14  # reuse
        assert_size_stride(getitem_25, (8, 128, 768), (294912, 2304, 1), 'input')
        buf36 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_6(buf31, buf29, buf22, getitem_25, buf30, buf34, buf36)
        del buf29
        del getitem_25
        buf37 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_90, view_91, permute_31, clone_18, view_92, view_37, value_states_7, attn_output_12, permute_33, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf34, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf36, (96, 64, 128), (8192, 1, 64), 0), out=buf37)
        buf32 = buf30; del buf30  # reuse
        buf33 = buf31; del buf31  # reuse
        buf38 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf39 = reinterpret_tensor(buf37, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf37  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_7(buf33, buf39, buf32, buf38)
        del buf32
        buf35 = reinterpret_tensor(buf36, (96, 128, 64), (8192, 64, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [view_90, view_91, permute_31, clone_18, view_92, attn_weights_17, attn_output_12, permute_32, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf33, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf34, (96, 128, 64), (8192, 64, 1), 0), out=buf35)
        del buf33
        assert_size_stride(clone_12, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf40 = reinterpret_tensor(buf34, (96, 64, 128), (8192, 128, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [view_94, mul_63, neg_1, fma, mul_64, view_95, matmul_6, permute_34, bmm_10], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_12, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf39, (96, 128, 128), (16384, 128, 1), 0), out=buf40)
        del clone_12
        assert_size_stride(addmm_12, (1024, 2304), (2304, 1), 'input')
        buf41 = reinterpret_tensor(buf22, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf22  # reuse
        cpp_fused_clone_split_transpose_view_8(addmm_12, buf41)
        del addmm_12
        buf42 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_94, mul_63, neg_1, fma, mul_64, view_95, x_25, split_3, view_36, key_states_7, transpose_18, matmul_6, permute_35, bmm_11], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf39, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf41, (96, 128, 64), (8192, 1, 128), 0), out=buf42)
        buf46 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf43 = reinterpret_tensor(buf46, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf44 = reinterpret_tensor(buf46, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf45 = reinterpret_tensor(buf46, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_43, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_9(buf42, buf40, buf35, buf43, buf44, buf45)
        del buf43
        del buf44
        del buf45
        buf47 = reinterpret_tensor(buf42, (1024, 768), (768, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [view_101, permute_40, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf46, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf47)
        del primals_43
        assert_size_stride_grouped((primals_40, mul_27, primals_41, rsqrt_6), ((768, ), (8, 128, 768), (768, ), (8, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf51 = buf18; del buf18  # reuse
        buf52 = buf17; del buf17  # reuse
        buf48 = reinterpret_tensor(buf40, (8, 128, 768), (98304, 768, 1), 0); del buf40  # reuse
        buf55 = buf21; del buf21  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3(buf55, buf47, primals_40, mul_27, primals_41, rsqrt_6, buf51, buf52, buf48)
        del primals_40
        del primals_41
        del rsqrt_6
        buf49 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_101, hidden_states_20, view_34, permute_41, mm_10], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (768, 1024), (1, 768), 0), reinterpret_tensor(buf46, (1024, 2304), (2304, 1), 0), out=buf49)
        buf50 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf53 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf54 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_39, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_10(buf46, buf47, mul_27, buf50, buf53, buf54)
        del mul_27
        buf56 = reinterpret_tensor(buf12, (1024, 3072), (3072, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [view_104, permute_42, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf56)
        del primals_39
        assert_size_stride(addmm_10, (1024, 3072), (3072, 1), 'input')
        buf58 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        buf61 = reinterpret_tensor(buf56, (8, 128, 3072), (393216, 3072, 1), 0); del buf56  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_11(buf61, addmm_10, buf58)
        del addmm_10
        buf59 = reinterpret_tensor(buf46, (3072, 768), (768, 1), 0); del buf46  # reuse
        # Topologically Sorted Source Nodes: [view_104, x_21, mul_11, add_17, hidden_states_17, view_32, permute_43, mm_12], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf58, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf55, (1024, 768), (768, 1), 0), out=buf59)
        buf60 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_sum_view_12(buf55, buf60)
        buf62 = buf47; del buf47  # reuse
        # Topologically Sorted Source Nodes: [x_21, mul_11, add_17, view_106, mul_72, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_44, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf62)
        del primals_37
        assert_size_stride(add_27, (8, 128, 768), (98304, 768, 1), 'input')
        buf63 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_21, mul_11, add_17, view_106, mul_72, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, view_30, permute_45, mm_14], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(add_27, (768, 1024), (1, 768), 0), reinterpret_tensor(buf61, (1024, 3072), (3072, 1), 0), out=buf63)
        del add_27
        buf64 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride_grouped((primals_34, sub_10, add_26), ((768, ), (8, 128, 768), (8, 128, 1)), ((1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf65 = buf52; del buf52  # reuse
        buf66 = buf51; del buf51  # reuse
        buf69 = buf55; del buf55  # reuse
        buf67 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf68 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_33, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_13(buf69, buf61, buf62, primals_34, sub_10, add_26, buf64, buf65, buf66, buf67, buf68)
        del add_26
        del primals_34
        del sub_10
        buf70 = buf62; del buf62  # reuse
        # Topologically Sorted Source Nodes: [view_110, permute_46, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf70)
        del primals_33
        assert_size_stride(clone_11, (8, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf71 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_110, reshape_2, view_28, permute_47, mm_16], Original ATen: [aten.view, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(clone_11, (768, 1024), (1, 768), 0), reinterpret_tensor(buf69, (1024, 768), (768, 1), 0), out=buf71)
        del clone_11
        buf72 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf73 = reinterpret_tensor(buf48, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf48  # reuse
        assert_size_stride(div_2, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_14(buf69, buf70, buf72, buf73)
        buf74 = reinterpret_tensor(buf70, (96, 128, 64), (8192, 64, 1), 0); del buf70  # reuse
        # Topologically Sorted Source Nodes: [view_112, view_113, permute_48, clone_21, view_114, attn_output_8, permute_49, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_2, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf73, (96, 128, 64), (8192, 64, 1), 0), out=buf74)
        assert_size_stride(clone_10, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf75 = reinterpret_tensor(buf39, (96, 128, 128), (16384, 128, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [view_112, view_113, permute_48, clone_21, view_114, attn_output_8, permute_50, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf73, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_10, (96, 64, 128), (8192, 1, 64), 0), out=buf75)
        del clone_10
        buf76 = buf38; del buf38  # reuse
        buf77 = div_2; del div_2  # reuse
        assert_size_stride(clone_8, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused__softmax_backward_data_mul_view_15(buf77, buf75, buf76)
        buf78 = reinterpret_tensor(buf73, (96, 64, 128), (8192, 128, 1), 0); del buf73  # reuse
        # Topologically Sorted Source Nodes: [view_116, mul_88, neg_2, fma_1, mul_89, view_117, matmul_4, permute_51, bmm_14], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_8, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf77, (96, 128, 128), (16384, 128, 1), 0), out=buf78)
        del clone_8
        assert_size_stride(addmm_8, (1024, 2304), (2304, 1), 'input')
        buf79 = reinterpret_tensor(buf35, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf35  # reuse
        cpp_fused_clone_split_transpose_view_8(addmm_8, buf79)
        del addmm_8
        buf80 = reinterpret_tensor(buf41, (96, 128, 64), (8192, 64, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [view_116, mul_88, neg_2, fma_1, mul_89, view_117, x_17, split_2, view_25, key_states_5, transpose_13, matmul_4, permute_52, bmm_15], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf77, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf79, (96, 128, 64), (8192, 1, 128), 0), out=buf80)
        del buf77
        del buf79
        buf84 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf81 = reinterpret_tensor(buf84, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf82 = reinterpret_tensor(buf84, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf83 = reinterpret_tensor(buf84, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_31, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_9(buf80, buf78, buf74, buf81, buf82, buf83)
        del buf81
        del buf82
        del buf83
        buf85 = reinterpret_tensor(buf80, (1024, 768), (768, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [view_123, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf84, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf85)
        del primals_31
        assert_size_stride_grouped((add_16, addmm_7, primals_28, mul_18, primals_29), ((8, 128, 768), (1024, 768), (768, ), (8, 128, 768), (768, )), ((98304, 768, 1), (768, 1), (1, ), (98304, 768, 1), (1, )), 'input')
        buf91 = buf66; del buf66  # reuse
        buf92 = buf91; del buf91  # reuse
        buf93 = buf92; del buf92  # reuse
        buf89 = buf65; del buf65  # reuse
        buf90 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf86 = reinterpret_tensor(buf78, (8, 128, 768), (98304, 768, 1), 0); del buf78  # reuse
        buf96 = buf69; del buf69  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_16(buf93, buf96, add_16, addmm_7, buf85, primals_28, mul_18, primals_29, buf89, buf90, buf86)
        del add_16
        del addmm_7
        del primals_28
        del primals_29
        buf87 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_123, hidden_states_14, view_23, permute_58, mm_18], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf86, (768, 1024), (1, 768), 0), reinterpret_tensor(buf84, (1024, 2304), (2304, 1), 0), out=buf87)
        buf88 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf94 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf95 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_27, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_10(buf84, buf85, mul_18, buf88, buf94, buf95)
        del mul_18
        buf97 = reinterpret_tensor(buf61, (1024, 3072), (3072, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [view_126, permute_59, mm_19], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf96, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf97)
        del primals_27
        assert_size_stride_grouped((addmm_6, add_20), ((1024, 3072), (8, 128, 3072)), ((3072, 1), (393216, 3072, 1)), 'input')
        buf98 = buf58; del buf58  # reuse
        buf101 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        buf102 = buf101; del buf101  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_17(buf102, addmm_6, add_20, buf97, buf98)
        del add_20
        del addmm_6
        buf99 = reinterpret_tensor(buf84, (3072, 768), (768, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [view_126, x_13, mul_6, hidden_states_11, view_21, permute_60, mm_20], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf98, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf96, (1024, 768), (768, 1), 0), out=buf99)
        buf100 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_25, (768, 3072), (3072, 1), 'input')
        cpp_fused_sum_view_12(buf96, buf100)
        buf103 = buf85; del buf85  # reuse
        # Topologically Sorted Source Nodes: [x_13, view_128, mul_98, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_61, mm_21], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf102, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf103)
        del primals_25
        assert_size_stride_grouped((primals_22, mul_12, primals_23, rsqrt_3), ((768, ), (8, 128, 768), (768, ), (8, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf107 = buf93; del buf93  # reuse
        buf108 = buf90; del buf90  # reuse
        buf104 = buf86; del buf86  # reuse
        buf111 = buf96; del buf96  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3(buf111, buf103, primals_22, mul_12, primals_23, rsqrt_3, buf107, buf108, buf104)
        del primals_22
        del primals_23
        del rsqrt_3
        buf105 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_13, view_128, mul_98, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, hidden_states_10, view_19, permute_62, mm_22], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf104, (768, 1024), (1, 768), 0), reinterpret_tensor(buf102, (1024, 3072), (3072, 1), 0), out=buf105)
        buf106 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf109 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf110 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_4(buf102, buf103, mul_12, buf106, buf109, buf110)
        del mul_12
        buf112 = buf103; del buf103  # reuse
        # Topologically Sorted Source Nodes: [view_132, permute_63, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf111, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf112)
        del primals_21
        assert_size_stride(clone_7, (8, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf113 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_132, reshape_1, view_17, permute_64, mm_24], Original ATen: [aten.view, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(clone_7, (768, 1024), (1, 768), 0), reinterpret_tensor(buf111, (1024, 768), (768, 1), 0), out=buf113)
        del clone_7
        buf114 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf115 = reinterpret_tensor(buf104, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf104  # reuse
        assert_size_stride(div_1, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_14(buf111, buf112, buf114, buf115)
        buf116 = reinterpret_tensor(buf112, (96, 128, 64), (8192, 64, 1), 0); del buf112  # reuse
        # Topologically Sorted Source Nodes: [view_134, view_135, permute_65, clone_24, view_136, attn_output_4, permute_66, bmm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_1, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf115, (96, 128, 64), (8192, 64, 1), 0), out=buf116)
        assert_size_stride(clone_6, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf117 = buf75; del buf75  # reuse
        # Topologically Sorted Source Nodes: [view_134, view_135, permute_65, clone_24, view_136, attn_output_4, permute_67, bmm_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf115, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_6, (96, 64, 128), (8192, 1, 64), 0), out=buf117)
        del clone_6
        buf118 = buf76; del buf76  # reuse
        buf119 = div_1; del div_1  # reuse
        assert_size_stride(clone_4, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused__softmax_backward_data_mul_view_15(buf119, buf117, buf118)
        buf120 = reinterpret_tensor(buf115, (96, 64, 128), (8192, 128, 1), 0); del buf115  # reuse
        # Topologically Sorted Source Nodes: [view_138, mul_113, neg_3, fma_2, mul_114, view_139, matmul_2, permute_68, bmm_18], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_4, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf119, (96, 128, 128), (16384, 128, 1), 0), out=buf120)
        del clone_4
        assert_size_stride(clone_5, (8, 12, 64, 128), (98304, 8192, 128, 1), 'input')
        buf121 = buf74; del buf74  # reuse
        # Topologically Sorted Source Nodes: [view_138, mul_113, neg_3, fma_2, mul_114, view_139, matmul_2, permute_69, bmm_19], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf119, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(clone_5, (96, 128, 64), (8192, 1, 128), 0), out=buf121)
        del buf119
        del clone_5
        buf125 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf122 = reinterpret_tensor(buf125, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf123 = reinterpret_tensor(buf125, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf124 = reinterpret_tensor(buf125, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_19, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_9(buf121, buf120, buf116, buf122, buf123, buf124)
        del buf122
        del buf123
        del buf124
        buf126 = reinterpret_tensor(buf121, (1024, 768), (768, 1), 0); del buf121  # reuse
        # Topologically Sorted Source Nodes: [view_145, permute_74, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf125, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf126)
        del primals_19
        assert_size_stride_grouped((primals_16, mul_9, primals_17, rsqrt_2), ((768, ), (8, 128, 768), (768, ), (8, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf130 = buf108; del buf108  # reuse
        buf131 = buf107; del buf107  # reuse
        buf127 = reinterpret_tensor(buf120, (8, 128, 768), (98304, 768, 1), 0); del buf120  # reuse
        buf134 = buf111; del buf111  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3(buf134, buf126, primals_16, mul_9, primals_17, rsqrt_2, buf130, buf131, buf127)
        del primals_16
        del primals_17
        del rsqrt_2
        buf128 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_145, hidden_states_8, view_12, permute_75, mm_26], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf127, (768, 1024), (1, 768), 0), reinterpret_tensor(buf125, (1024, 2304), (2304, 1), 0), out=buf128)
        buf129 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf132 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf133 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_15, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_10(buf125, buf126, mul_9, buf129, buf132, buf133)
        del mul_9
        buf135 = reinterpret_tensor(buf102, (1024, 3072), (3072, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [view_148, permute_76, mm_27], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf134, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf135)
        del primals_15
        assert_size_stride_grouped((addmm_2, add_11), ((1024, 3072), (8, 128, 3072)), ((3072, 1), (393216, 3072, 1)), 'input')
        buf136 = buf98; del buf98  # reuse
        buf139 = reinterpret_tensor(buf97, (8, 128, 3072), (393216, 3072, 1), 0); del buf97  # reuse
        buf140 = buf139; del buf139  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_17(buf140, addmm_2, add_11, buf135, buf136)
        del add_11
        del addmm_2
        del buf135
        buf137 = reinterpret_tensor(buf125, (3072, 768), (768, 1), 0); del buf125  # reuse
        # Topologically Sorted Source Nodes: [view_148, x_5, mul_1, hidden_states_5, view_10, permute_77, mm_28], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf136, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf134, (1024, 768), (768, 1), 0), out=buf137)
        del buf136
        buf138 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_13, (768, 3072), (3072, 1), 'input')
        cpp_fused_sum_view_12(buf134, buf138)
        buf141 = buf126; del buf126  # reuse
        # Topologically Sorted Source Nodes: [x_5, view_150, mul_123, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_78, mm_29], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf140, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf141)
        del primals_13
        assert_size_stride_grouped((add_7, primals_10, primals_11), ((8, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf142 = buf131; del buf131  # reuse
        buf143 = buf142; del buf142  # reuse
        buf144 = buf130; del buf130  # reuse
        buf148 = buf89; del buf89  # reuse
        buf149 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf145 = buf127; del buf127  # reuse
        buf152 = buf134; del buf134  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_18(buf143, buf152, add_7, buf141, primals_10, primals_11, buf144, buf148, buf149, buf145)
        del buf148
        del buf149
        del primals_10
        del primals_11
        buf146 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_5, view_150, mul_123, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, hidden_states_4, view_8, permute_79, mm_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf145, (768, 1024), (1, 768), 0), reinterpret_tensor(buf140, (1024, 3072), (3072, 1), 0), out=buf146)
        buf147 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf150 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf151 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_view_19(buf140, buf141, add_7, buf143, buf144, buf147, buf150, buf151)
        del add_7
        del buf140
        buf153 = buf141; del buf141  # reuse
        # Topologically Sorted Source Nodes: [view_154, permute_80, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf152, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf153)
        del primals_9
        assert_size_stride(clone_3, (8, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf154 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_154, reshape, view_6, permute_81, mm_32], Original ATen: [aten.view, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(clone_3, (768, 1024), (1, 768), 0), reinterpret_tensor(buf152, (1024, 768), (768, 1), 0), out=buf154)
        del clone_3
        buf155 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf156 = reinterpret_tensor(buf145, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf145  # reuse
        assert_size_stride(div, (8, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        cpp_fused_clone_sum_transpose_view_14(buf152, buf153, buf155, buf156)
        buf157 = reinterpret_tensor(buf153, (96, 128, 64), (8192, 64, 1), 0); del buf153  # reuse
        # Topologically Sorted Source Nodes: [view_156, view_157, permute_82, clone_27, view_158, attn_output, permute_83, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf156, (96, 128, 64), (8192, 64, 1), 0), out=buf157)
        assert_size_stride(clone_2, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf158 = buf117; del buf117  # reuse
        # Topologically Sorted Source Nodes: [view_156, view_157, permute_82, clone_27, view_158, attn_output, permute_84, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf156, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_2, (96, 64, 128), (8192, 1, 64), 0), out=buf158)
        del clone_2
        buf159 = buf118; del buf118  # reuse
        buf160 = div; del div  # reuse
        assert_size_stride(clone, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused__softmax_backward_data_mul_view_15(buf160, buf158, buf159)
        del buf158
        del buf159
        buf161 = reinterpret_tensor(buf156, (96, 64, 128), (8192, 128, 1), 0); del buf156  # reuse
        # Topologically Sorted Source Nodes: [view_160, mul_138, neg_4, fma_3, mul_139, view_161, matmul, permute_85, bmm_22], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf160, (96, 128, 128), (16384, 128, 1), 0), out=buf161)
        del clone
        assert_size_stride(clone_1, (8, 12, 64, 128), (98304, 8192, 128, 1), 'input')
        buf162 = buf116; del buf116  # reuse
        # Topologically Sorted Source Nodes: [view_160, mul_138, neg_4, fma_3, mul_139, view_161, matmul, permute_86, bmm_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf160, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(clone_1, (96, 128, 64), (8192, 1, 128), 0), out=buf162)
        del buf160
        del clone_1
        buf166 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf163 = reinterpret_tensor(buf166, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf164 = reinterpret_tensor(buf166, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf165 = reinterpret_tensor(buf166, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_7, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_9(buf162, buf161, buf157, buf163, buf164, buf165)
        del buf157
        del buf163
        del buf164
        del buf165
        buf167 = reinterpret_tensor(buf162, (1024, 768), (768, 1), 0); del buf162  # reuse
        # Topologically Sorted Source Nodes: [view_167, permute_91, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf166, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf167)
        del primals_7
        buf179 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_4, mul, primals_5, rsqrt), ((768, ), (8, 128, 768), (768, ), (8, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf171 = buf144; del buf144  # reuse
        buf172 = buf143; del buf143  # reuse
        buf168 = reinterpret_tensor(buf161, (8, 128, 768), (98304, 768, 1), 0); del buf161  # reuse
        buf175 = buf152; del buf152  # reuse
        cpp_fused_add_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_view_20(buf175, buf167, primals_4, mul, primals_5, rsqrt, primals_1, buf179, buf171, buf172, buf168)
        del buf171
        del buf172
        del primals_1
        del primals_4
        del primals_5
        del rsqrt
        buf169 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_167, hidden_states_2, view_1, permute_92, mm_34], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf168, (768, 1024), (1, 768), 0), reinterpret_tensor(buf166, (1024, 2304), (2304, 1), 0), out=buf169)
        buf170 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf173 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf174 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf176 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf177 = reinterpret_tensor(buf168, (1024, 768), (768, 1), 0); del buf168  # reuse
        assert_size_stride(add_41, (8, 128, 768), (98304, 768, 1), 'input')
        cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_unsqueeze_view_21(buf166, buf167, mul, buf175, buf170, buf173, buf174, buf176, buf177)
        del buf166
        del buf167
        del buf175
        del buf176
        del mul
        buf181 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, reshape_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_21, logits, addmm_default], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.add]
        extern_kernels.addmm(buf179, reinterpret_tensor(buf1, (50257, 1024), (1, 50257), 0), reinterpret_tensor(add_41, (1024, 768), (768, 1), 0), alpha=1, beta=1, out=buf181)
        del add_41
        return (None, buf181, buf177, buf173, buf174, reinterpret_tensor(buf170, (2304, ), (1, ), 0), buf169, reinterpret_tensor(buf155, (768, ), (1, ), 0), buf154, buf150, buf151, reinterpret_tensor(buf147, (3072, ), (1, ), 0), buf146, reinterpret_tensor(buf138, (768, ), (1, ), 0), buf137, buf132, buf133, reinterpret_tensor(buf129, (2304, ), (1, ), 0), buf128, reinterpret_tensor(buf114, (768, ), (1, ), 0), buf113, buf109, buf110, reinterpret_tensor(buf106, (3072, ), (1, ), 0), buf105, reinterpret_tensor(buf100, (768, ), (1, ), 0), buf99, buf94, buf95, reinterpret_tensor(buf88, (2304, ), (1, ), 0), buf87, reinterpret_tensor(buf72, (768, ), (1, ), 0), buf71, buf67, buf68, reinterpret_tensor(buf64, (3072, ), (1, ), 0), buf63, reinterpret_tensor(buf60, (768, ), (1, ), 0), buf59, buf53, buf54, reinterpret_tensor(buf50, (2304, ), (1, ), 0), buf49, reinterpret_tensor(buf24, (768, ), (1, ), 0), buf23, buf19, buf20, reinterpret_tensor(buf16, (3072, ), (1, ), 0), buf15, reinterpret_tensor(buf10, (768, ), (1, ), 0), buf9, buf6, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_69 = rand_strided((2359296,), (1,), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
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
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    clone = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_1 = rand_strided((8, 12, 64, 128), (98304, 8192, 128, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_2 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_3 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_7 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_11 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_9 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    clone_4 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_5 = rand_strided((8, 12, 64, 128), (98304, 8192, 128, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_6 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_7 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_16 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_12 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_20 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    mul_18 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_8 = rand_strided((1024, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    clone_8 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_10 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_11 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_26 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_10 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    add_27 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_27 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_12 = torch.as_strided(_shared_storage_69, (1024, 2304), (2304, 1))
    getitem_25 = torch.as_strided(_shared_storage_69, (8, 128, 768), (294912, 2304, 1))
    clone_12 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_29 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_15 = rand_strided((8, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_30 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_14 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_35 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_36 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    add_41 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    sub_16 = rand_strided((1016, 50257), (50257, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_4, primals_5, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, primals_34, primals_40, primals_41, primals_46, primals_47, primals_52, primals_2, primals_1, primals_51, primals_49, primals_45, primals_43, primals_39, primals_37, primals_33, primals_31, primals_27, primals_25, primals_21, primals_19, primals_15, primals_13, primals_9, primals_7, rsqrt, mul, clone, clone_1, div, clone_2, clone_3, add_7, addmm_2, add_11, rsqrt_2, mul_9, clone_4, clone_5, div_1, clone_6, clone_7, add_16, rsqrt_3, mul_12, addmm_6, add_20, addmm_7, mul_18, addmm_8, clone_8, div_2, clone_10, clone_11, add_26, sub_10, add_27, addmm_10, rsqrt_6, mul_27, addmm_12, getitem_25, clone_12, mul_29, clone_15, rsqrt_7, mul_30, addmm_14, mul_35, rsqrt_8, mul_36, add_41, sub_16, convert_element_type, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
