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


cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(1024L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8192L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp_acc0_vec = cascade_sum_combine(tmp4, &cascade_helper0);
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8192L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8192L)))
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
                                auto tmp27 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr1 + static_cast<int64_t>(x2 + 8192L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 1048576L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L)))));
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
                            tmp43.store(out_ptr3 + static_cast<int64_t>(x2 + 8192L*x1 + 1048576L*x0));
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


cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp5 = tmp4 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            tmp_acc1_vec = tmp_acc1_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = static_cast<float>(512.0);
                        auto tmp5 = tmp3 / tmp4;
                        auto tmp6 = static_cast<float>(1e-06);
                        auto tmp7 = float(tmp5 + tmp6);
                        auto tmp8 = 1 / std::sqrt(tmp7);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp2 * tmp9;
                        auto tmp12 = static_cast<float>(-0.5);
                        auto tmp13 = float(tmp11 * tmp12);
                        auto tmp14 = float(tmp8 * tmp8);
                        auto tmp15 = float(tmp14 * tmp8);
                        auto tmp16 = float(tmp13 * tmp15);
                        auto tmp17 = tmp16 / tmp4;
                        auto tmp19 = static_cast<float>(2.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp17);
                        auto tmp23 = tmp22 * tmp21;
                        auto tmp24 = tmp10 + tmp23;
                        tmp24.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x1)];
                            auto tmp3 = static_cast<float>(512.0);
                            auto tmp4 = tmp2 / tmp3;
                            auto tmp5 = static_cast<float>(1e-06);
                            auto tmp6 = float(tmp4 + tmp5);
                            auto tmp7 = 1 / std::sqrt(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp1 * tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_mul_silu_silu_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1409024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1409024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.neg();
                    auto tmp2 = tmp1.exp();
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 + tmp4;
                    auto tmp6 = tmp0 / tmp5;
                    auto tmp8 = tmp6 * tmp7;
                    auto tmp10 = tmp9 * tmp6;
                    auto tmp11 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp12 = tmp9 * tmp7;
                    auto tmp13 = tmp12 * tmp11;
                    auto tmp14 = tmp4 - tmp11;
                    auto tmp15 = tmp0 * tmp14;
                    auto tmp16 = tmp15 + tmp4;
                    auto tmp17 = tmp13 * tmp16;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp10.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp17.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp13 = tmp12 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp13;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = static_cast<float>(512.0);
                        auto tmp9 = tmp7 / tmp8;
                        auto tmp10 = static_cast<float>(1e-06);
                        auto tmp11 = float(tmp9 + tmp10);
                        auto tmp12 = 1 / std::sqrt(tmp11);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp6 * tmp13;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp20 = tmp18 * tmp19;
                        auto tmp21 = tmp20 * tmp13;
                        auto tmp22 = tmp15 + tmp21;
                        auto tmp24 = static_cast<float>(-0.5);
                        auto tmp25 = float(tmp23 * tmp24);
                        auto tmp26 = float(tmp12 * tmp12);
                        auto tmp27 = float(tmp26 * tmp12);
                        auto tmp28 = float(tmp25 * tmp27);
                        auto tmp29 = tmp28 / tmp8;
                        auto tmp30 = static_cast<float>(2.0);
                        auto tmp31 = at::vec::Vectorized<float>(tmp30);
                        auto tmp32 = tmp6 * tmp31;
                        auto tmp33 = at::vec::Vectorized<float>(tmp29);
                        auto tmp34 = tmp33 * tmp32;
                        auto tmp35 = tmp22 + tmp34;
                        auto tmp36 = tmp19 * tmp14;
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp36.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_sum_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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


cpp_fused_clone_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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


cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(64L); x4+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
                                }
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


cpp_fused__softmax_backward_data__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
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
    auto in_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(32L + x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(32L + x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr6 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(64L); x4+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>((static_cast<int64_t>(x4) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp2 = x3;
                                    auto tmp3 = c10::convert<float>(tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp4 * tmp1;
                                    auto tmp6 = tmp5.cos();
                                    auto tmp7 = tmp0 * tmp6;
                                    auto tmp9 = tmp5.sin();
                                    auto tmp10 = tmp8 * tmp9;
                                    auto tmp11 = tmp7 + tmp10;
                                    auto tmp13 = tmp12 * tmp6;
                                    auto tmp15 = tmp14 * tmp9;
                                    auto tmp16 = tmp13 + tmp15;
                                    tmp11.store(out_ptr7 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
                                    tmp16.store(out_ptr8 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
                                }
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


cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp2 = x2;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp4 * tmp1;
                                auto tmp6 = tmp5.cos();
                                auto tmp7 = tmp0 * tmp6;
                                auto tmp9 = tmp5.sin();
                                auto tmp10 = tmp8 * tmp9;
                                auto tmp11 = tmp7 + tmp10;
                                auto tmp12 = x3;
                                auto tmp13 = c10::convert<int64_t>(tmp12);
                                auto tmp14 = at::vec::VectorizedN<int64_t,2>::arange(tmp13, 1);
                                auto tmp15 = static_cast<int64_t>(32);
                                auto tmp16 = at::vec::VectorizedN<int64_t,2>(tmp15);
                                auto tmp17 = at::vec::VecMask<int64_t,2>(tmp14 >= tmp16);
                                auto tmp18 = [&]
                                {
                                    auto tmp19 = tmp17.template cast<float,1>().template loadu<float,1>(in_ptr3 + static_cast<int64_t>((-32L) + x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                    auto tmp20 = tmp17.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))));
                                    auto tmp21 = tmp4 * tmp20;
                                    auto tmp22 = tmp21.sin();
                                    auto tmp23 = tmp19 * tmp22;
                                    auto tmp24 = tmp23.neg();
                                    return tmp24;
                                }
                                ;
                                auto tmp27 =
                                [&]
                                {
                                    if (tmp17.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    }
                                    else
                                    {
                                        auto tmp25 = tmp18();
                                        auto tmp26 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                        return decltype(tmp25)::blendv(tmp26, tmp25, tmp17.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp28 = static_cast<float>(0.0);
                                auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                auto tmp30 = decltype(tmp27)::blendv(tmp29, tmp27, tmp17.template cast<float,1>());
                                auto tmp31 = at::vec::VecMask<int64_t,2>(tmp14 < tmp16);
                                auto tmp32 = [&]
                                {
                                    auto tmp33 = tmp31.template cast<float,1>().template loadu<float,1>(in_ptr3 + static_cast<int64_t>(32L + x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                    auto tmp34 = tmp31.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))));
                                    auto tmp35 = tmp4 * tmp34;
                                    auto tmp36 = tmp35.sin();
                                    auto tmp37 = tmp33 * tmp36;
                                    return tmp37;
                                }
                                ;
                                auto tmp40 =
                                [&]
                                {
                                    if (tmp31.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    }
                                    else
                                    {
                                        auto tmp38 = tmp32();
                                        auto tmp39 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                        return decltype(tmp38)::blendv(tmp39, tmp38, tmp31.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp41 = decltype(tmp40)::blendv(tmp29, tmp40, tmp31.template cast<float,1>());
                                auto tmp42 = tmp30 + tmp41;
                                auto tmp44 = tmp43 * tmp6;
                                auto tmp45 = tmp42 + tmp44;
                                tmp11.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                tmp45.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0));
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


cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8192L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24576L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x1) % static_cast<int64_t>(32L)))];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = x2;
                            auto tmp9 = c10::convert<float>(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>::arange(tmp9, 1);
                            auto tmp11 = at::vec::Vectorized<float>(tmp7);
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp13 = tmp12.sin();
                            auto tmp14 = tmp6 * tmp13;
                            tmp14.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 8192L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(8192L + x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(16384L + x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(24576L + x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp6.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0));
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L) && x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp35[8*8];
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8192L + x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16384L + x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(24576L + x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp26 = in_ptr2[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(32L)))];
                                    auto tmp0 = x2 + x2_inner;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = static_cast<int64_t>(32);
                                    auto tmp3 = tmp1 >= tmp2;
                                    auto tmp4 = [&]
                                    {
                                        auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-4096L) + x3 + 128L*x2 + 128L*x2_inner + 8192L*x1 + 16384L*x0));
                                        auto tmp6 = tmp5.neg();
                                        return tmp6;
                                    }
                                    ;
                                    auto tmp7 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    auto tmp8 = static_cast<float>(0.0);
                                    auto tmp9 = at::vec::VecMask<float,1>::from(tmp3);
                                    auto tmp10 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp11 = decltype(tmp7)::blendv(tmp10, tmp7, tmp9.template cast<float,1>());
                                    auto tmp12 = tmp1 < tmp2;
                                    auto tmp13 = [&]
                                    {
                                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(4096L + x3 + 128L*x2 + 128L*x2_inner + 8192L*x1 + 16384L*x0));
                                        return tmp14;
                                    }
                                    ;
                                    auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    auto tmp16 = at::vec::VecMask<float,1>::from(tmp12);
                                    auto tmp17 = decltype(tmp15)::blendv(tmp10, tmp15, tmp16.template cast<float,1>());
                                    auto tmp18 = tmp11 + tmp17;
                                    auto tmp21 = tmp19 + tmp20;
                                    auto tmp23 = tmp21 + tmp22;
                                    auto tmp25 = tmp23 + tmp24;
                                    auto tmp27 = x3;
                                    auto tmp28 = c10::convert<float>(tmp27);
                                    auto tmp29 = at::vec::Vectorized<float>::arange(tmp28, 1);
                                    auto tmp30 = at::vec::Vectorized<float>(tmp26);
                                    auto tmp31 = tmp29 * tmp30;
                                    auto tmp32 = tmp31.cos();
                                    auto tmp33 = tmp25 * tmp32;
                                    auto tmp34 = tmp18 + tmp33;
                                    tmp34.store(tmp35 + static_cast<int64_t>(8L*x2_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp35, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(128L));
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


cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp4 * tmp4;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp13 = tmp12 * tmp4;
                            auto tmp14 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp13;
                            tmp_acc2_vec = tmp_acc2_vec + tmp14;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp24 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = tmp20 * tmp0;
                        auto tmp22 = tmp21 * tmp12;
                        auto tmp23 = tmp15 + tmp22;
                        auto tmp25 = static_cast<float>(-0.5);
                        auto tmp26 = float(tmp24 * tmp25);
                        auto tmp27 = float(tmp11 * tmp11);
                        auto tmp28 = float(tmp27 * tmp11);
                        auto tmp29 = float(tmp26 * tmp28);
                        auto tmp30 = tmp29 / tmp7;
                        auto tmp31 = static_cast<float>(2.0);
                        auto tmp32 = at::vec::Vectorized<float>(tmp31);
                        auto tmp33 = tmp5 * tmp32;
                        auto tmp34 = at::vec::Vectorized<float>(tmp30);
                        auto tmp35 = tmp34 * tmp33;
                        auto tmp36 = tmp23 + tmp35;
                        tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp36.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = static_cast<float>(512.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 * tmp11;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = tmp16 * tmp0;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp13 + tmp18;
                        auto tmp21 = static_cast<float>(-0.5);
                        auto tmp22 = float(tmp20 * tmp21);
                        auto tmp23 = float(tmp9 * tmp9);
                        auto tmp24 = float(tmp23 * tmp9);
                        auto tmp25 = float(tmp22 * tmp24);
                        auto tmp26 = tmp25 / tmp5;
                        auto tmp27 = static_cast<float>(2.0);
                        auto tmp28 = at::vec::Vectorized<float>(tmp27);
                        auto tmp29 = tmp3 * tmp28;
                        auto tmp30 = at::vec::Vectorized<float>(tmp26);
                        auto tmp31 = tmp30 * tmp29;
                        auto tmp32 = tmp19 + tmp31;
                        tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp32.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(64L); x4+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    tmp0.store(out_ptr1 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
                                }
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


cpp_fused__softmax__softmax_backward_data_mul_view_14 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8192L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24576L + x2 + 128L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x1) % static_cast<int64_t>(32L)))];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = x2;
                            auto tmp9 = c10::convert<float>(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>::arange(tmp9, 1);
                            auto tmp11 = at::vec::Vectorized<float>(tmp7);
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp13 = tmp12.sin();
                            auto tmp14 = tmp6 * tmp13;
                            tmp14.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 8192L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L) && x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp35[8*8];
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8192L + x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24576L + x3 + 128L*x2 + 128L*x2_inner + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                    auto tmp26 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(32L)))];
                                    auto tmp0 = x2 + x2_inner;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = static_cast<int64_t>(32);
                                    auto tmp3 = tmp1 >= tmp2;
                                    auto tmp4 = [&]
                                    {
                                        auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(out_ptr0 + static_cast<int64_t>((-4096L) + x3 + 128L*x2 + 128L*x2_inner + 8192L*x1 + 16384L*x0));
                                        auto tmp6 = tmp5.neg();
                                        return tmp6;
                                    }
                                    ;
                                    auto tmp7 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    auto tmp8 = static_cast<float>(0.0);
                                    auto tmp9 = at::vec::VecMask<float,1>::from(tmp3);
                                    auto tmp10 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp11 = decltype(tmp7)::blendv(tmp10, tmp7, tmp9.template cast<float,1>());
                                    auto tmp12 = tmp1 < tmp2;
                                    auto tmp13 = [&]
                                    {
                                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr0 + static_cast<int64_t>(4096L + x3 + 128L*x2 + 128L*x2_inner + 8192L*x1 + 16384L*x0));
                                        return tmp14;
                                    }
                                    ;
                                    auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    auto tmp16 = at::vec::VecMask<float,1>::from(tmp12);
                                    auto tmp17 = decltype(tmp15)::blendv(tmp10, tmp15, tmp16.template cast<float,1>());
                                    auto tmp18 = tmp11 + tmp17;
                                    auto tmp21 = tmp19 + tmp20;
                                    auto tmp23 = tmp21 + tmp22;
                                    auto tmp25 = tmp23 + tmp24;
                                    auto tmp27 = x3;
                                    auto tmp28 = c10::convert<float>(tmp27);
                                    auto tmp29 = at::vec::Vectorized<float>::arange(tmp28, 1);
                                    auto tmp30 = at::vec::Vectorized<float>(tmp26);
                                    auto tmp31 = tmp29 * tmp30;
                                    auto tmp32 = tmp31.cos();
                                    auto tmp33 = tmp25 * tmp32;
                                    auto tmp34 = tmp18 + tmp33;
                                    tmp34.store(tmp35 + static_cast<int64_t>(8L*x2_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp35, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(128L));
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_16 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp38 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                auto tmp0 = x3;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                                auto tmp3 = static_cast<int64_t>(32);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                                auto tmp6 = [&]
                                {
                                    auto tmp7 = tmp5.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-32L) + x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                    auto tmp8 = tmp5.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))));
                                    auto tmp9 = x2;
                                    auto tmp10 = c10::convert<float>(tmp9);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp11 * tmp8;
                                    auto tmp13 = tmp12.sin();
                                    auto tmp14 = tmp7 * tmp13;
                                    auto tmp15 = tmp14.neg();
                                    return tmp15;
                                }
                                ;
                                auto tmp18 =
                                [&]
                                {
                                    if (tmp5.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    }
                                    else
                                    {
                                        auto tmp16 = tmp6();
                                        auto tmp17 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                        return decltype(tmp16)::blendv(tmp17, tmp16, tmp5.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp19 = static_cast<float>(0.0);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = decltype(tmp18)::blendv(tmp20, tmp18, tmp5.template cast<float,1>());
                                auto tmp22 = at::vec::VecMask<int64_t,2>(tmp2 < tmp4);
                                auto tmp23 = [&]
                                {
                                    auto tmp24 = tmp22.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>(32L + x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                    auto tmp25 = tmp22.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))));
                                    auto tmp26 = x2;
                                    auto tmp27 = c10::convert<float>(tmp26);
                                    auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                    auto tmp29 = tmp28 * tmp25;
                                    auto tmp30 = tmp29.sin();
                                    auto tmp31 = tmp24 * tmp30;
                                    return tmp31;
                                }
                                ;
                                auto tmp34 =
                                [&]
                                {
                                    if (tmp22.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(static_cast<float>(0.0));
                                    }
                                    else
                                    {
                                        auto tmp32 = tmp23();
                                        auto tmp33 = at::vec::Vectorized<float>(static_cast<float>(0.0));
                                        return decltype(tmp32)::blendv(tmp33, tmp32, tmp22.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp35 = decltype(tmp34)::blendv(tmp20, tmp34, tmp22.template cast<float,1>());
                                auto tmp36 = tmp21 + tmp35;
                                auto tmp39 = x2;
                                auto tmp40 = c10::convert<float>(tmp39);
                                auto tmp41 = at::vec::Vectorized<float>(tmp40);
                                auto tmp42 = tmp41 * tmp38;
                                auto tmp43 = tmp42.cos();
                                auto tmp44 = tmp37 * tmp43;
                                auto tmp45 = tmp36 + tmp44;
                                tmp45.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0));
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


cpp_fused_clone_squeeze_sum_transpose_view_17 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8192L + x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24576L + x3 + 64L*x2 + 32768L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp6.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0));
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


cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp9 = tmp8 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = tmp16 * tmp0;
                        auto tmp18 = tmp17 * tmp8;
                        auto tmp19 = tmp11 + tmp18;
                        auto tmp21 = static_cast<float>(-0.5);
                        auto tmp22 = float(tmp20 * tmp21);
                        auto tmp23 = float(tmp7 * tmp7);
                        auto tmp24 = float(tmp23 * tmp7);
                        auto tmp25 = float(tmp22 * tmp24);
                        auto tmp26 = tmp25 / tmp3;
                        auto tmp27 = static_cast<float>(2.0);
                        auto tmp28 = at::vec::Vectorized<float>(tmp27);
                        auto tmp29 = tmp1 * tmp28;
                        auto tmp30 = at::vec::Vectorized<float>(tmp26);
                        auto tmp31 = tmp30 * tmp29;
                        auto tmp32 = tmp19 + tmp31;
                        tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp32.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr11[static_cast<int64_t>(x1)];
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp22 = in_ptr14[static_cast<int64_t>(x1)];
                            auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp34 = out_ptr0[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = static_cast<float>(512.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp18 = tmp4 * tmp17;
                            auto tmp21 = tmp19 + tmp20;
                            auto tmp23 = tmp22 / tmp11;
                            auto tmp24 = float(tmp23 + tmp13);
                            auto tmp25 = 1 / std::sqrt(tmp24);
                            auto tmp26 = at::vec::Vectorized<float>(tmp25);
                            auto tmp27 = tmp7 * tmp26;
                            auto tmp28 = tmp21 * tmp27;
                            auto tmp31 = tmp29 + tmp30;
                            auto tmp33 = tmp31 + tmp32;
                            auto tmp35 = tmp34 / tmp11;
                            auto tmp36 = float(tmp35 + tmp13);
                            auto tmp37 = 1 / std::sqrt(tmp36);
                            auto tmp38 = at::vec::Vectorized<float>(tmp37);
                            auto tmp39 = tmp5 * tmp38;
                            auto tmp40 = tmp33 * tmp39;
                            tmp_acc0_vec = tmp_acc0_vec + tmp18;
                            tmp_acc1_vec = tmp_acc1_vec + tmp28;
                            tmp_acc2_vec = tmp_acc2_vec + tmp40;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = tmp6 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            tmp_acc1_vec = tmp_acc1_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp18 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp15 = tmp14 * tmp0;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp11 + tmp16;
                        auto tmp19 = static_cast<float>(-0.5);
                        auto tmp20 = float(tmp18 * tmp19);
                        auto tmp21 = float(tmp7 * tmp7);
                        auto tmp22 = float(tmp21 * tmp7);
                        auto tmp23 = float(tmp20 * tmp22);
                        auto tmp24 = tmp23 / tmp3;
                        auto tmp25 = static_cast<float>(2.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp1 * tmp26;
                        auto tmp28 = at::vec::Vectorized<float>(tmp24);
                        auto tmp29 = tmp28 * tmp27;
                        auto tmp30 = tmp17 + tmp29;
                        tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mean_mul_pow_rsqrt_sum_view_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = static_cast<float>(512.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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


cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp9 = tmp8 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = tmp16 * tmp0;
                        auto tmp18 = tmp17 * tmp8;
                        auto tmp19 = tmp11 + tmp18;
                        auto tmp21 = static_cast<float>(-0.5);
                        auto tmp22 = float(tmp20 * tmp21);
                        auto tmp23 = float(tmp7 * tmp7);
                        auto tmp24 = float(tmp23 * tmp7);
                        auto tmp25 = float(tmp22 * tmp24);
                        auto tmp26 = tmp25 / tmp3;
                        auto tmp27 = static_cast<float>(2.0);
                        auto tmp28 = at::vec::Vectorized<float>(tmp27);
                        auto tmp29 = tmp1 * tmp28;
                        auto tmp30 = at::vec::Vectorized<float>(tmp26);
                        auto tmp31 = tmp30 * tmp29;
                        auto tmp32 = tmp19 + tmp31;
                        tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp32.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mean_mul_pow_rsqrt_sum_view_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = static_cast<float>(512.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-06);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp14 = tmp4 * tmp13;
                            tmp_acc0_vec = tmp_acc0_vec + tmp14;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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


cpp_fused__unsafe_view_cat_neg_slice_transpose_view_23 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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


cpp_fused_add_div_embedding_embedding_dense_backward_expand_mean_mul_pow_rsqrt_sum_view_24 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4194304L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4194304L)))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 8192L), "index out of bounds: 0 <= tmp2 < 8192L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp5 = tmp4 * tmp4;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp13 = tmp12 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp13;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp41 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 8192L), "index out of bounds: 0 <= tmp3 < 8192L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = static_cast<int64_t>(8191);
                        auto tmp16 = min_propagate_nan(tmp15, tmp1);
                        auto tmp17 = static_cast<int64_t>(-8192);
                        auto tmp18 = max_propagate_nan(tmp17, tmp16);
                        auto tmp19 = 8192L;
                        auto tmp20 = c10::convert<int64_t>(tmp19);
                        auto tmp21 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp18) + static_cast<std::make_unsigned_t<int64_t>>(tmp20));
                        auto tmp22 = tmp18 < 0;
                        auto tmp23 = tmp22 ? tmp21 : tmp18;
                        auto tmp24 = static_cast<int64_t>(0);
                        auto tmp25 = tmp1 >= tmp24;
                        auto tmp26 = static_cast<int64_t>(8192);
                        auto tmp27 = tmp1 < tmp26;
                        auto tmp28 = decltype(tmp25)(tmp25 & tmp27);
                        auto tmp29 = static_cast<int64_t>(-1);
                        auto tmp30 = tmp1 != tmp29;
                        auto tmp31 = decltype(tmp28)(tmp28 & tmp30);
                        auto tmp35 = tmp33 + tmp34;
                        auto tmp37 = tmp35 + tmp36;
                        auto tmp38 = tmp37 * tmp0;
                        auto tmp39 = tmp38 * tmp12;
                        auto tmp40 = tmp32 + tmp39;
                        auto tmp42 = static_cast<float>(-0.5);
                        auto tmp43 = float(tmp41 * tmp42);
                        auto tmp44 = float(tmp11 * tmp11);
                        auto tmp45 = float(tmp44 * tmp11);
                        auto tmp46 = float(tmp43 * tmp45);
                        auto tmp47 = tmp46 / tmp7;
                        auto tmp48 = static_cast<float>(2.0);
                        auto tmp49 = at::vec::Vectorized<float>(tmp48);
                        auto tmp50 = tmp5 * tmp49;
                        auto tmp51 = at::vec::Vectorized<float>(tmp47);
                        auto tmp52 = tmp51 * tmp50;
                        auto tmp53 = tmp40 + tmp52;
                        auto tmp54 = static_cast<float>(0.0);
                        auto tmp55 = at::vec::VecMask<float,1>::from(tmp31);
                        auto tmp56 = at::vec::Vectorized<float>(tmp54);
                        auto tmp57 = decltype(tmp53)::blendv(tmp56, tmp53, tmp55.template cast<float,1>());
                        tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                        (tmp57 + at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 512L*tmp23))).store(out_ptr0 + static_cast<int64_t>(x1 + 512L*tmp23));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mean_mul_pow_rsqrt_sum_view_25 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp10 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 8192L), "index out of bounds: 0 <= tmp7 < 8192L");
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*tmp5), static_cast<int64_t>(8));
                            auto tmp11 = static_cast<float>(512.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp18 = tmp4 * tmp17;
                            tmp_acc0_vec = tmp_acc0_vec + tmp18;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_41, primals_40, mm, mm_1, mm_2, exp, clone_5, add_7, mm_4, mm_5, add_10, mm_7, mm_8, mm_9, div_2, clone_9, add_15, mm_11, mm_12, add_18, mm_15, mm_16, clone_12, exp_4, clone_13, mm_17, mm_18, mm_19, mm_20, mm_21, mm_22, mm_23, div_6, clone_17, mm_24, mm_25, mm_26, add_34, mul_44, mm_28, amax_4, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (8, 128), (128, 1), 'input')
        buf0 = empty_strided_cpu((), (), torch.int64)
        assert_size_stride_grouped((mm_28, amax_4), ((1024, 8192), (1016, 1)), ((8192, 1), (1, 1)), 'input')
        buf1 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf2 = buf1; del buf1  # reuse
        assert_size_stride(tangents_1, (), (), 'input')
        buf3 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf4 = empty_strided_cpu((8, 128, 8192), (1048576, 8192, 1), torch.float32)
        assert_size_stride(mul_44, (8, 128, 512), (65536, 512, 1), 'input')
        cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0(buf2, primals_1, mm_28, amax_4, tangents_1, buf0, buf3, buf4)
        del amax_4
        del buf0
        del buf2
        del buf3
        del mm_28
        del tangents_1
        buf5 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_36, reshape_13, cross_entropy, div_9, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_49, mm_29], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (8192, 1024), (1, 8192), 0), reinterpret_tensor(mul_44, (1024, 512), (512, 1), 0), out=buf5)
        del mul_44
        assert_size_stride(primals_41, (8192, 512), (512, 1), 'input')
        buf6 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_36, reshape_13, cross_entropy, div_9, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_51, mm_30], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (1024, 8192), (8192, 1), 0), primals_41, out=buf6)
        del buf4
        del primals_41
        assert_size_stride_grouped((add_34, primals_40), ((8, 128, 512), (512, )), ((65536, 512, 1), (1, )), 'input')
        buf7 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf9 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf10 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf8 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_39, (512, 1376), (1376, 1), 'input')
        cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_1(add_34, buf6, primals_40, buf7, buf9, buf10, buf8)
        del add_34
        del primals_40
        buf14 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, down_proj_3, permute_55, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), primals_39, out=buf14)
        del primals_39
        assert_size_stride_grouped((mm_25, mm_26), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf12 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf15 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf21 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf22 = buf21; del buf21  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf22, mm_25, mm_26, buf14, buf12, buf15)
        del mm_25
        del mm_26
        buf13 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, permute_53, linear_26, mul_42, down_proj_3, mm_31], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (512, 1024), (1, 512), 0), reinterpret_tensor(buf12, (1024, 1376), (1376, 1), 0), out=buf13)
        assert_size_stride(primals_38, (1376, 512), (512, 1), 'input')
        buf20 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [view_114, mul_55, view_115, linear_26, permute_59, mm_34], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (1024, 1376), (1376, 1), 0), primals_38, out=buf20)
        del primals_38
        assert_size_stride(primals_37, (1376, 512), (512, 1), 'input')
        buf24 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25, linear_26, view_114, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_63, mm_36], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (1024, 1376), (1376, 1), 0), primals_37, out=buf24)
        del primals_37
        assert_size_stride_grouped((add_18, mm_17, mm_20, mm_24, primals_36), ((8, 128, 512), (1024, 512), (1024, 512), (1024, 512), (512, )), ((65536, 512, 1), (512, 1), (512, 1), (512, 1), (1, )), 'input')
        buf16 = buf9; del buf9  # reuse
        buf26 = buf7; del buf7  # reuse
        buf17 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf27 = buf10; del buf10  # reuse
        buf18 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_3(buf27, add_18, mm_17, mm_20, mm_24, buf20, buf24, primals_36, buf16, buf26, buf17, buf18)
        del mm_24
        del primals_36
        buf19 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_114, mul_55, view_115, permute_57, hidden_states_38, linear_25, mm_33], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf18, (1024, 512), (512, 1), 0), out=buf19)
        buf23 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25, linear_26, view_114, mul_56, hidden_states_38, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_61, mm_35], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf18, (1024, 512), (512, 1), 0), out=buf23)
        buf25 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(clone_17, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        cpp_fused_add_mul_sum_view_4(buf20, buf24, buf17, buf25)
        buf28 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, permute_65, reshape_11, attn_output_15, mm_37], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf27, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_17, (1024, 512), (512, 1), 0), out=buf28)
        del clone_17
        assert_size_stride(primals_35, (512, 512), (512, 1), 'input')
        buf29 = buf24; del buf24  # reuse
        # Topologically Sorted Source Nodes: [view_120, attn_output_15, permute_67, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf27, (1024, 512), (512, 1), 0), primals_35, out=buf29)
        del primals_35
        buf30 = reinterpret_tensor(buf20, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf20  # reuse
        assert_size_stride(div_6, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_5(buf29, buf30)
        buf31 = reinterpret_tensor(buf29, (64, 128, 64), (8192, 64, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [view_121, view_122, permute_69, clone_20, view_123, attn_output_12, permute_70, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_6, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf30, (64, 128, 64), (8192, 64, 1), 0), out=buf31)
        assert_size_stride(mm_23, (1024, 128), (128, 1), 'input')
        buf32 = reinterpret_tensor(buf17, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf17  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_6(mm_23, buf32)
        del mm_23
        buf33 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_121, view_122, permute_69, clone_20, view_123, linear_23, view_11, value_states_6, getitem_33, hidden_states_34, value_states_7, attn_output_12, permute_71, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf30, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf32, (64, 64, 128), (8192, 1, 64), 0), out=buf33)
        buf34 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf35 = div_6; del div_6  # reuse
        assert_size_stride(mm_21, (1024, 512), (512, 1), 'input')
        buf38 = reinterpret_tensor(buf32, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf32  # reuse
        buf36 = reinterpret_tensor(buf38, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf37 = reinterpret_tensor(buf38, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_22, (1024, 128), (128, 1), 'input')
        buf43 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf41 = reinterpret_tensor(buf43, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf42 = reinterpret_tensor(buf43, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_15, (1024, 128), (128, 1), 'input')
        buf90 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf88 = reinterpret_tensor(buf90, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf89 = reinterpret_tensor(buf90, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(primals_3, (32, ), (1, ), 'input')
        buf44 = reinterpret_tensor(buf30, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf30  # reuse
        buf91 = reinterpret_tensor(buf18, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf18  # reuse
        cpp_fused__softmax_backward_data__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_7(buf35, buf33, mm_21, mm_22, mm_15, primals_3, buf43, buf90, buf34, buf36, buf37, buf41, buf42, buf88, buf89, buf44, buf91)
        del buf36
        del buf37
        del buf41
        del buf42
        del buf88
        del buf89
        del mm_15
        del mm_22
        buf45 = empty_strided_cpu((64, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, mul_68, neg_13, fma, mul_69, view_126, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_22, view_10, key_states_6, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6, permute_73, bmm_11], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.add, aten.unsqueeze, aten._to_copy, aten.cat, aten._unsafe_view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf35, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf44, (64, 128, 64), (8192, 64, 1), 0), out=buf45)
        buf39 = reinterpret_tensor(buf44, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf44  # reuse
        buf55 = empty_strided_cpu((8, 128, 8, 64), (65536, 512, 64, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(mm_21, primals_3, buf38, buf45, buf39, buf55)
        del mm_21
        buf40 = reinterpret_tensor(buf45, (64, 64, 128), (8192, 128, 1), 0); del buf45  # reuse
        # Topologically Sorted Source Nodes: [view_125, mul_68, neg_13, fma, mul_69, view_126, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_21, view_9, query_states_3, mul_35, mul_36, q_embed_3, matmul_6, permute_72, bmm_10], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.add, aten.unsqueeze, aten._to_copy, aten.cat, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf39, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf35, (64, 128, 128), (16384, 128, 1), 0), out=buf40)
        del buf35
        buf46 = reinterpret_tensor(buf90, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf90  # reuse
        buf47 = reinterpret_tensor(buf43, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf43  # reuse
        assert_size_stride(primals_34, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_9(buf40, primals_3, buf31, buf46, buf47)
        buf51 = reinterpret_tensor(buf31, (1024, 512), (512, 1), 0); del buf31  # reuse
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, linear_23, permute_78, mm_40], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (1024, 128), (128, 1), 0), primals_34, out=buf51)
        del primals_34
        buf52 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_33, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_10(buf46, buf40, primals_3, buf52)
        buf54 = reinterpret_tensor(buf40, (1024, 512), (512, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, permute_80, clone_22, view_134, view_135, linear_22, permute_83, mm_42], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (1024, 128), (128, 1), 0), primals_33, out=buf54)
        del primals_33
        assert_size_stride(primals_32, (512, 512), (512, 1), 'input')
        buf57 = reinterpret_tensor(buf39, (1024, 512), (512, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, linear_21, permute_88, mm_44], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (1024, 512), (512, 1), 0), primals_32, out=buf57)
        del primals_32
        assert_size_stride(primals_31, (512, ), (1, ), 'input')
        buf48 = buf26; del buf26  # reuse
        buf59 = buf16; del buf16  # reuse
        buf66 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf49 = reinterpret_tensor(buf38, (8, 128, 512), (65536, 512, 1), 0); del buf38  # reuse
        buf60 = buf27; del buf27  # reuse
        cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_11(buf60, add_18, mm_17, mm_20, buf51, buf54, buf57, primals_31, buf48, buf59, buf66, buf49)
        del primals_31
        buf50 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, permute_76, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21, mm_39], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten.t, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (128, 1024), (1, 128), 0), reinterpret_tensor(buf49, (1024, 512), (512, 1), 0), out=buf50)
        buf53 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21, permute_80, clone_22, view_134, view_135, permute_81, mm_41], Original ATen: [aten._unsafe_view, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.pow, aten.mean, aten.rsqrt, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (128, 1024), (1, 128), 0), reinterpret_tensor(buf49, (1024, 512), (512, 1), 0), out=buf53)
        buf56 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, down_proj_2, hidden_states_29, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21, permute_85, clone_23, view_137, view_138, permute_86, mm_43], Original ATen: [aten._unsafe_view, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.pow, aten.mean, aten.rsqrt, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (512, 1024), (1, 512), 0), reinterpret_tensor(buf49, (1024, 512), (512, 1), 0), out=buf56)
        assert_size_stride(primals_30, (512, 1376), (1376, 1), 'input')
        buf64 = reinterpret_tensor(buf22, (1024, 1376), (1376, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [view_141, down_proj_2, permute_92, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (1024, 512), (512, 1), 0), primals_30, out=buf64)
        del primals_30
        assert_size_stride_grouped((mm_18, mm_19), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf62 = buf15; del buf15  # reuse
        buf65 = buf12; del buf12  # reuse
        buf70 = reinterpret_tensor(buf14, (8, 128, 1376), (176128, 1376, 1), 0); del buf14  # reuse
        buf71 = buf70; del buf70  # reuse
        assert_size_stride(primals_29, (1376, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf71, mm_18, mm_19, buf64, buf62, buf65)
        del mm_18
        del mm_19
        buf69 = reinterpret_tensor(buf55, (1024, 512), (512, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [view_142, mul_82, view_143, linear_19, permute_96, mm_48], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf65, (1024, 1376), (1376, 1), 0), primals_29, out=buf69)
        del primals_29
        assert_size_stride(primals_28, (1376, 512), (512, 1), 'input')
        buf73 = reinterpret_tensor(buf49, (1024, 512), (512, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [linear_18, linear_19, view_142, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_100, mm_50], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (1024, 1376), (1376, 1), 0), primals_28, out=buf73)
        del primals_28
        assert_size_stride(primals_27, (512, ), (1, ), 'input')
        buf75 = buf59; del buf59  # reuse
        buf67 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf76 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_26, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_12(buf69, buf73, primals_27, add_18, mm_17, buf66, buf60, buf75, buf67, buf76)
        del primals_27
        buf78 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_148, attn_output_11, permute_104, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf76, (1024, 512), (512, 1), 0), primals_26, out=buf78)
        del primals_26
        buf81 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        assert_size_stride(mm_16, (1024, 128), (128, 1), 'input')
        buf83 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_13(buf78, mm_16, buf81, buf83)
        del mm_16
        buf84 = buf33; del buf33  # reuse
        # Topologically Sorted Source Nodes: [view_149, view_150, permute_106, clone_24, view_151, linear_16, view_8, value_states_4, getitem_27, hidden_states_24, value_states_5, attn_output_8, permute_108, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf81, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf83, (64, 64, 128), (8192, 1, 64), 0), out=buf84)
        assert_size_stride(exp_4, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        buf79 = buf34; del buf34  # reuse
        buf80 = exp_4; del exp_4  # reuse
        buf85 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf86 = reinterpret_tensor(buf84, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf84  # reuse
        assert_size_stride(clone_12, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        cpp_fused__softmax__softmax_backward_data_mul_view_14(buf80, buf86, buf79, buf85)
        buf87 = reinterpret_tensor(buf83, (64, 64, 128), (8192, 128, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [view_153, mul_95, neg_16, fma_1, mul_96, view_154, matmul_4, permute_109, bmm_14], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_12, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf86, (64, 128, 128), (16384, 128, 1), 0), out=buf87)
        del clone_12
        buf93 = reinterpret_tensor(buf52, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf52  # reuse
        buf99 = buf47; del buf47  # reuse
        assert_size_stride(primals_24, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_15(buf87, primals_3, buf93, buf99)
        buf101 = reinterpret_tensor(buf87, (1024, 512), (512, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, linear_15, permute_120, mm_56], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (1024, 128), (128, 1), 0), primals_24, out=buf101)
        del primals_24
        buf92 = reinterpret_tensor(buf78, (64, 128, 64), (8192, 64, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_153, mul_95, neg_16, fma_1, mul_96, view_154, linear_15, view_7, key_states_4, mul_27, mul_28, k_embed_2, getitem_26, hidden_states_23, key_states_5, transpose_13, matmul_4, permute_110, bmm_15], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf86, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf91, (64, 128, 64), (8192, 64, 1), 0), out=buf92)
        buf102 = reinterpret_tensor(buf91, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf91  # reuse
        assert_size_stride(primals_23, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_16(buf92, primals_3, buf102)
        buf104 = reinterpret_tensor(buf92, (1024, 512), (512, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, linear_14, permute_125, mm_58], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf102, (1024, 512), (512, 1), 0), primals_23, out=buf104)
        del primals_23
        buf82 = empty_strided_cpu((64, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_149, view_150, permute_106, clone_24, view_151, softmax_2, attn_output_8, permute_107, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf80, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf81, (64, 128, 64), (8192, 64, 1), 0), out=buf82)
        del buf80
        buf94 = reinterpret_tensor(buf93, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf93  # reuse
        assert_size_stride(primals_25, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_17(buf82, buf94)
        buf98 = reinterpret_tensor(buf82, (1024, 512), (512, 1), 0); del buf82  # reuse
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, linear_16, permute_115, mm_54], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf94, (1024, 128), (128, 1), 0), primals_25, out=buf98)
        del primals_25
        assert_size_stride(primals_22, (512, ), (1, ), 'input')
        buf95 = buf75; del buf75  # reuse
        buf106 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf96 = reinterpret_tensor(buf81, (8, 128, 512), (65536, 512, 1), 0); del buf81  # reuse
        buf107 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf58 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf74 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf105 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_div_expand_mean_mul_pow_rsqrt_sum_view_18(add_18, buf98, buf101, buf104, primals_22, buf76, buf51, buf54, buf57, mm_17, mm_20, buf48, buf69, buf73, buf66, buf95, buf106, buf96, buf107, buf58, buf74, buf105)
        del add_18
        del buf101
        del buf104
        del buf106
        del buf48
        del buf51
        del buf54
        del buf57
        del buf69
        del buf73
        del mm_17
        del mm_20
        del primals_22
        buf63 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_141, permute_90, linear_19, mul_32, down_proj_2, mm_45], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (512, 1024), (1, 512), 0), reinterpret_tensor(buf62, (1024, 1376), (1376, 1), 0), out=buf63)
        buf68 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, view_142, mul_82, view_143, permute_94, pow_6, variance_5, add_22, rsqrt_5, hidden_states_27, hidden_states_28, linear_18, mm_47], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.mul, aten.t, aten.pow, aten.mean, aten.rsqrt, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf65, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf67, (1024, 512), (512, 1), 0), out=buf68)
        buf72 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, linear_18, linear_19, view_142, mul_83, pow_6, variance_5, add_22, rsqrt_5, hidden_states_27, hidden_states_28, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_98, mm_49], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.mul, aten.pow, aten.mean, aten.rsqrt, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf67, (1024, 512), (512, 1), 0), out=buf72)
        assert_size_stride(clone_13, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        buf77 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_148, permute_102, reshape_8, attn_output_11, mm_51], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf76, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_13, (1024, 512), (512, 1), 0), out=buf77)
        del clone_13
        buf97 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, permute_113, pow_5, variance_4, add_17, rsqrt_4, hidden_states_21, hidden_states_22, linear_14, mm_53], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf94, (128, 1024), (1, 128), 0), reinterpret_tensor(buf96, (1024, 512), (512, 1), 0), out=buf97)
        buf100 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, pow_5, variance_4, add_17, rsqrt_4, hidden_states_21, hidden_states_22, linear_14, permute_117, clone_26, view_162, view_163, permute_118, mm_55], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.pow, aten.mean, aten.rsqrt, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (128, 1024), (1, 128), 0), reinterpret_tensor(buf96, (1024, 512), (512, 1), 0), out=buf100)
        buf103 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, pow_5, variance_4, add_17, rsqrt_4, hidden_states_21, hidden_states_22, linear_14, permute_122, clone_27, view_165, view_166, permute_123, mm_57], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.pow, aten.mean, aten.rsqrt, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf102, (512, 1024), (1, 512), 0), reinterpret_tensor(buf96, (1024, 512), (512, 1), 0), out=buf103)
        assert_size_stride(primals_21, (512, 1376), (1376, 1), 'input')
        buf111 = reinterpret_tensor(buf71, (1024, 1376), (1376, 1), 0); del buf71  # reuse
        # Topologically Sorted Source Nodes: [view_169, down_proj_1, permute_129, mm_60], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf107, (1024, 512), (512, 1), 0), primals_21, out=buf111)
        del primals_21
        assert_size_stride_grouped((mm_11, mm_12), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf109 = buf65; del buf65  # reuse
        buf112 = buf62; del buf62  # reuse
        buf117 = reinterpret_tensor(buf64, (8, 128, 1376), (176128, 1376, 1), 0); del buf64  # reuse
        buf118 = buf117; del buf117  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf118, mm_11, mm_12, buf111, buf109, buf112)
        del mm_11
        del mm_12
        buf110 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_169, permute_127, linear_12, mul_22, down_proj_1, mm_59], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf107, (512, 1024), (1, 512), 0), reinterpret_tensor(buf109, (1024, 1376), (1376, 1), 0), out=buf110)
        assert_size_stride(primals_20, (1376, 512), (512, 1), 'input')
        buf116 = reinterpret_tensor(buf96, (1024, 512), (512, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_170, mul_109, view_171, linear_12, permute_133, mm_62], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (1024, 1376), (1376, 1), 0), primals_20, out=buf116)
        del primals_20
        assert_size_stride(primals_19, (1376, 512), (512, 1), 'input')
        buf120 = reinterpret_tensor(buf102, (1024, 512), (512, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_137, mm_64], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (1024, 1376), (1376, 1), 0), primals_19, out=buf120)
        del primals_19
        assert_size_stride_grouped((add_15, primals_18), ((8, 128, 512), (512, )), ((65536, 512, 1), (1, )), 'input')
        buf113 = buf95; del buf95  # reuse
        buf122 = buf66; del buf66  # reuse
        buf114 = buf76; del buf76  # reuse
        buf123 = buf107; del buf107  # reuse
        cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_19(buf123, add_15, buf116, buf120, primals_18, buf113, buf122, buf114)
        del primals_18
        buf115 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, mul_109, view_171, permute_131, pow_4, variance_3, add_15, rsqrt_3, hidden_states_17, hidden_states_18, linear_11, mm_61], Original ATen: [aten.view, aten.mul, aten.t, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf114, (1024, 512), (512, 1), 0), out=buf115)
        buf119 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, pow_4, variance_3, add_15, rsqrt_3, hidden_states_17, hidden_states_18, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_135, mm_63], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf114, (1024, 512), (512, 1), 0), out=buf119)
        buf121 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(clone_9, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        cpp_fused_add_mean_mul_pow_rsqrt_sum_view_20(buf116, buf120, add_15, buf113, buf121)
        del add_15
        buf124 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_176, permute_139, reshape_5, attn_output_7, mm_65], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf123, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_9, (1024, 512), (512, 1), 0), out=buf124)
        del clone_9
        assert_size_stride(primals_17, (512, 512), (512, 1), 'input')
        buf125 = buf120; del buf120  # reuse
        # Topologically Sorted Source Nodes: [view_176, attn_output_7, permute_141, mm_66], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf123, (1024, 512), (512, 1), 0), primals_17, out=buf125)
        del primals_17
        buf126 = reinterpret_tensor(buf116, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf116  # reuse
        assert_size_stride(div_2, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_5(buf125, buf126)
        buf127 = reinterpret_tensor(buf125, (64, 128, 64), (8192, 64, 1), 0); del buf125  # reuse
        # Topologically Sorted Source Nodes: [view_177, view_178, permute_143, clone_28, view_179, attn_output_4, permute_144, bmm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_2, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf126, (64, 128, 64), (8192, 64, 1), 0), out=buf127)
        assert_size_stride(mm_9, (1024, 128), (128, 1), 'input')
        buf128 = reinterpret_tensor(buf114, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf114  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_6(mm_9, buf128)
        del mm_9
        buf129 = reinterpret_tensor(buf86, (64, 128, 128), (16384, 128, 1), 0); del buf86  # reuse
        # Topologically Sorted Source Nodes: [view_177, view_178, permute_143, clone_28, view_179, linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, attn_output_4, permute_145, bmm_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf126, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf128, (64, 64, 128), (8192, 1, 64), 0), out=buf129)
        buf130 = buf85; del buf85  # reuse
        buf131 = div_2; del div_2  # reuse
        assert_size_stride(mm_7, (1024, 512), (512, 1), 'input')
        buf134 = reinterpret_tensor(buf128, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf128  # reuse
        buf132 = reinterpret_tensor(buf134, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf133 = reinterpret_tensor(buf134, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_8, (1024, 128), (128, 1), 'input')
        buf139 = reinterpret_tensor(buf99, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf99  # reuse
        buf137 = reinterpret_tensor(buf139, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf138 = reinterpret_tensor(buf139, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_1, (1024, 128), (128, 1), 'input')
        buf190 = reinterpret_tensor(buf94, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf94  # reuse
        buf188 = reinterpret_tensor(buf190, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf189 = reinterpret_tensor(buf190, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf140 = reinterpret_tensor(buf126, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf126  # reuse
        buf191 = reinterpret_tensor(buf67, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf67  # reuse
        cpp_fused__softmax_backward_data__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_7(buf131, buf129, mm_7, mm_8, mm_1, primals_3, buf139, buf190, buf130, buf132, buf133, buf137, buf138, buf188, buf189, buf140, buf191)
        del buf132
        del buf133
        del buf137
        del buf138
        del buf188
        del buf189
        del mm_1
        del mm_8
        buf141 = reinterpret_tensor(buf60, (64, 128, 64), (8192, 64, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_181, mul_122, neg_19, fma_2, mul_123, view_182, linear_8, view_4, key_states_2, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2, permute_147, bmm_19], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf131, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf140, (64, 128, 64), (8192, 64, 1), 0), out=buf141)
        buf135 = reinterpret_tensor(buf140, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf140  # reuse
        buf151 = reinterpret_tensor(buf98, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf98  # reuse
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(mm_7, primals_3, buf134, buf141, buf135, buf151)
        del mm_7
        buf136 = reinterpret_tensor(buf141, (64, 64, 128), (8192, 128, 1), 0); del buf141  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_181, mul_122, neg_19, fma_2, mul_123, view_182, linear_7, view_3, query_states_1, mul_15, mul_16, q_embed_1, matmul_2, permute_146, bmm_18], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf135, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf131, (64, 128, 128), (16384, 128, 1), 0), out=buf136)
        del buf131
        buf142 = reinterpret_tensor(buf190, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf190  # reuse
        buf143 = reinterpret_tensor(buf139, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf139  # reuse
        assert_size_stride(primals_16, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_9(buf136, primals_3, buf127, buf142, buf143)
        buf147 = reinterpret_tensor(buf127, (1024, 512), (512, 1), 0); del buf127  # reuse
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, linear_9, permute_152, mm_68], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (1024, 128), (128, 1), 0), primals_16, out=buf147)
        del primals_16
        buf148 = reinterpret_tensor(buf46, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf46  # reuse
        assert_size_stride(primals_15, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_10(buf142, buf136, primals_3, buf148)
        buf150 = reinterpret_tensor(buf136, (1024, 512), (512, 1), 0); del buf136  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, linear_8, permute_157, mm_70], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (1024, 128), (128, 1), 0), primals_15, out=buf150)
        del primals_15
        assert_size_stride(primals_14, (512, 512), (512, 1), 'input')
        buf153 = reinterpret_tensor(buf135, (1024, 512), (512, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, linear_7, permute_162, mm_72], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf151, (1024, 512), (512, 1), 0), primals_14, out=buf153)
        del primals_14
        assert_size_stride_grouped((add_10, primals_13), ((8, 128, 512), (512, )), ((65536, 512, 1), (1, )), 'input')
        buf144 = buf113; del buf113  # reuse
        buf155 = buf122; del buf122  # reuse
        buf145 = reinterpret_tensor(buf134, (8, 128, 512), (65536, 512, 1), 0); del buf134  # reuse
        buf156 = buf123; del buf123  # reuse
        cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_21(buf156, add_10, buf147, buf150, buf153, primals_13, buf144, buf155, buf145)
        del primals_13
        buf146 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, permute_150, pow_3, variance_2, add_10, rsqrt_2, hidden_states_11, hidden_states_12, linear_7, mm_67], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (128, 1024), (1, 128), 0), reinterpret_tensor(buf145, (1024, 512), (512, 1), 0), out=buf146)
        buf149 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, pow_3, variance_2, add_10, rsqrt_2, hidden_states_11, hidden_states_12, linear_7, permute_154, clone_30, view_190, view_191, permute_155, mm_69], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.pow, aten.mean, aten.rsqrt, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (128, 1024), (1, 128), 0), reinterpret_tensor(buf145, (1024, 512), (512, 1), 0), out=buf149)
        buf152 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, pow_3, variance_2, add_10, rsqrt_2, hidden_states_11, hidden_states_12, linear_7, permute_159, clone_31, view_193, view_194, permute_160, mm_71], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.pow, aten.mean, aten.rsqrt, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf151, (512, 1024), (1, 512), 0), reinterpret_tensor(buf145, (1024, 512), (512, 1), 0), out=buf152)
        del buf145
        buf154 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_12, (512, 1376), (1376, 1), 'input')
        cpp_fused_add_mean_mul_pow_rsqrt_sum_view_22(buf147, buf150, buf153, add_10, buf144, buf154)
        del add_10
        buf160 = reinterpret_tensor(buf118, (1024, 1376), (1376, 1), 0); del buf118  # reuse
        # Topologically Sorted Source Nodes: [view_197, down_proj, permute_166, mm_74], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf156, (1024, 512), (512, 1), 0), primals_12, out=buf160)
        del primals_12
        assert_size_stride_grouped((mm_4, mm_5), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf158 = buf112; del buf112  # reuse
        buf161 = buf109; del buf109  # reuse
        buf166 = reinterpret_tensor(buf111, (8, 128, 1376), (176128, 1376, 1), 0); del buf111  # reuse
        buf167 = buf166; del buf166  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf167, mm_4, mm_5, buf160, buf158, buf161)
        del buf160
        del mm_4
        del mm_5
        buf159 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_197, permute_164, linear_5, mul_12, down_proj, mm_73], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf156, (512, 1024), (1, 512), 0), reinterpret_tensor(buf158, (1024, 1376), (1376, 1), 0), out=buf159)
        del buf158
        assert_size_stride(primals_11, (1376, 512), (512, 1), 'input')
        buf165 = buf153; del buf153  # reuse
        # Topologically Sorted Source Nodes: [view_198, mul_136, view_199, linear_5, permute_170, mm_76], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (1024, 1376), (1376, 1), 0), primals_11, out=buf165)
        del primals_11
        assert_size_stride(primals_10, (1376, 512), (512, 1), 'input')
        buf169 = buf150; del buf150  # reuse
        # Topologically Sorted Source Nodes: [linear_4, linear_5, view_198, mul_137, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_174, mm_78], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf167, (1024, 1376), (1376, 1), 0), primals_10, out=buf169)
        del primals_10
        assert_size_stride_grouped((add_7, primals_9), ((8, 128, 512), (512, )), ((65536, 512, 1), (1, )), 'input')
        buf162 = buf144; del buf144  # reuse
        buf171 = buf155; del buf155  # reuse
        buf163 = reinterpret_tensor(buf147, (8, 128, 512), (65536, 512, 1), 0); del buf147  # reuse
        buf172 = buf156; del buf156  # reuse
        cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_19(buf172, add_7, buf165, buf169, primals_9, buf162, buf171, buf163)
        del primals_9
        buf164 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_198, mul_136, view_199, permute_168, pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, hidden_states_8, linear_4, mm_75], Original ATen: [aten.view, aten.mul, aten.t, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf163, (1024, 512), (512, 1), 0), out=buf164)
        del buf161
        buf168 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4, linear_5, view_198, mul_137, pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, hidden_states_8, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_172, mm_77], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf167, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf163, (1024, 512), (512, 1), 0), out=buf168)
        del buf167
        buf170 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(clone_5, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        cpp_fused_add_mean_mul_pow_rsqrt_sum_view_20(buf165, buf169, add_7, buf162, buf170)
        del add_7
        buf173 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_204, permute_176, reshape_2, attn_output_3, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf172, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_5, (1024, 512), (512, 1), 0), out=buf173)
        del clone_5
        assert_size_stride(primals_8, (512, 512), (512, 1), 'input')
        buf174 = buf169; del buf169  # reuse
        # Topologically Sorted Source Nodes: [view_204, attn_output_3, permute_178, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf172, (1024, 512), (512, 1), 0), primals_8, out=buf174)
        del primals_8
        buf177 = reinterpret_tensor(buf165, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf165  # reuse
        assert_size_stride(mm_2, (1024, 128), (128, 1), 'input')
        buf179 = reinterpret_tensor(buf163, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf163  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_13(buf174, mm_2, buf177, buf179)
        del mm_2
        buf180 = buf129; del buf129  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, linear_2, view_2, value_states, getitem_15, hidden_states_4, value_states_1, attn_output, permute_182, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf177, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf179, (64, 64, 128), (8192, 1, 64), 0), out=buf180)
        assert_size_stride(exp, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        buf175 = buf130; del buf130  # reuse
        buf176 = exp; del exp  # reuse
        buf181 = buf79; del buf79  # reuse
        buf182 = reinterpret_tensor(buf180, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf180  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_14(buf176, buf182, buf175, buf181)
        del buf175
        del buf181
        buf178 = reinterpret_tensor(buf179, (64, 128, 64), (8192, 64, 1), 0); del buf179  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, softmax, attn_output, permute_181, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf176, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf177, (64, 128, 64), (8192, 64, 1), 0), out=buf178)
        del buf176
        assert_size_stride(mm, (1024, 512), (512, 1), 'input')
        buf185 = buf177; del buf177  # reuse
        buf183 = reinterpret_tensor(buf185, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf184 = reinterpret_tensor(buf185, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        cpp_fused__unsafe_view_cat_neg_slice_transpose_view_23(mm, buf183, buf184)
        del buf183
        del buf184
        buf192 = reinterpret_tensor(buf174, (64, 128, 64), (8192, 64, 1), 0); del buf174  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_209, mul_149, neg_22, fma_3, mul_150, view_210, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key_states_1, transpose_3, matmul, permute_184, bmm_23], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf182, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf191, (64, 128, 64), (8192, 64, 1), 0), out=buf192)
        buf186 = reinterpret_tensor(buf191, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf191  # reuse
        buf202 = buf151; del buf151  # reuse
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(mm, primals_3, buf185, buf192, buf186, buf202)
        del mm
        buf187 = reinterpret_tensor(buf192, (64, 64, 128), (8192, 128, 1), 0); del buf192  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_209, mul_149, neg_22, fma_3, mul_150, view_210, linear, view, query_states, mul_5, mul_6, q_embed, matmul, permute_183, bmm_22], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf186, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf182, (64, 128, 128), (16384, 128, 1), 0), out=buf187)
        del buf182
        buf193 = reinterpret_tensor(buf148, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf148  # reuse
        buf194 = buf143; del buf143  # reuse
        assert_size_stride(primals_7, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_9(buf187, primals_3, buf178, buf193, buf194)
        buf198 = reinterpret_tensor(buf178, (1024, 512), (512, 1), 0); del buf178  # reuse
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, linear_2, permute_189, mm_82], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (1024, 128), (128, 1), 0), primals_7, out=buf198)
        del primals_7
        buf199 = reinterpret_tensor(buf142, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf142  # reuse
        assert_size_stride(primals_6, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_10(buf193, buf187, primals_3, buf199)
        del buf193
        del primals_3
        buf201 = reinterpret_tensor(buf187, (1024, 512), (512, 1), 0); del buf187  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, linear_1, permute_194, mm_84], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (1024, 128), (128, 1), 0), primals_6, out=buf201)
        del primals_6
        assert_size_stride(primals_5, (512, 512), (512, 1), 'input')
        buf204 = reinterpret_tensor(buf186, (1024, 512), (512, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, linear, permute_199, mm_86], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (1024, 512), (512, 1), 0), primals_5, out=buf204)
        del primals_5
        buf207 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        assert_size_stride_grouped((primals_2, primals_4), ((8192, 512), (512, )), ((512, 1), (1, )), 'input')
        buf195 = buf162; del buf162  # reuse
        buf206 = buf171; del buf171  # reuse
        buf196 = reinterpret_tensor(buf185, (8, 128, 512), (65536, 512, 1), 0); del buf185  # reuse
        cpp_fused_add_div_embedding_embedding_dense_backward_expand_mean_mul_pow_rsqrt_sum_view_24(primals_1, primals_2, buf198, buf201, buf204, primals_4, buf172, buf207, buf195, buf206, buf196)
        del buf172
        del buf206
        del primals_4
        buf197 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, permute_187, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, mm_81], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (128, 1024), (1, 128), 0), reinterpret_tensor(buf196, (1024, 512), (512, 1), 0), out=buf197)
        del buf194
        buf200 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, permute_191, clone_34, view_218, view_219, permute_192, mm_83], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (128, 1024), (1, 128), 0), reinterpret_tensor(buf196, (1024, 512), (512, 1), 0), out=buf200)
        del buf199
        buf203 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, permute_196, clone_35, view_221, view_222, permute_197, mm_85], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (512, 1024), (1, 512), 0), reinterpret_tensor(buf196, (1024, 512), (512, 1), 0), out=buf203)
        del buf196
        del buf202
        buf205 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_sum_view_25(buf198, buf201, buf204, primals_1, primals_2, buf195, buf205)
        del buf195
        del buf198
        del buf201
        del buf204
        del primals_1
        del primals_2
        return (None, buf207, None, reinterpret_tensor(buf205, (512, ), (1, ), 0), buf203, buf200, buf197, buf173, reinterpret_tensor(buf170, (512, ), (1, ), 0), buf168, buf164, buf159, reinterpret_tensor(buf154, (512, ), (1, ), 0), buf152, buf149, buf146, buf124, reinterpret_tensor(buf121, (512, ), (1, ), 0), buf119, buf115, buf110, reinterpret_tensor(buf105, (512, ), (1, ), 0), buf103, buf100, buf97, buf77, reinterpret_tensor(buf74, (512, ), (1, ), 0), buf72, buf68, buf63, reinterpret_tensor(buf58, (512, ), (1, ), 0), buf56, buf53, buf50, buf28, reinterpret_tensor(buf25, (512, ), (1, ), 0), buf23, buf19, buf13, reinterpret_tensor(buf8, (512, ), (1, ), 0), buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((8192, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_3 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((512, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((512, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((512, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((1376, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((512, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((8192, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    mm = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_1 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_2 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    exp = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_5 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    add_7 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_4 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_5 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_10 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_7 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_8 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_9 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_9 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    add_15 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_11 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_12 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_18 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_15 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_16 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_12 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    exp_4 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_13 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    mm_17 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_18 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_19 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_20 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_21 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_22 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_23 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_17 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    mm_24 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_25 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_26 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_34 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mul_44 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_28 = rand_strided((1024, 8192), (8192, 1), device='cpu', dtype=torch.float32)
    amax_4 = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_41, primals_40, mm, mm_1, mm_2, exp, clone_5, add_7, mm_4, mm_5, add_10, mm_7, mm_8, mm_9, div_2, clone_9, add_15, mm_11, mm_12, add_18, mm_15, mm_16, clone_12, exp_4, clone_13, mm_17, mm_18, mm_19, mm_20, mm_21, mm_22, mm_23, div_6, clone_17, mm_24, mm_25, mm_26, add_34, mul_44, mm_28, amax_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
