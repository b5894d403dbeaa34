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


cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'int64_t*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       int64_t* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
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
                float tmp_acc0 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8192L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(8));
                            tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                        }
                    }
                }
                tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
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
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp11 = in_ptr2[static_cast<int64_t>(0L)];
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
                out_ptr3[static_cast<int64_t>(x0)] = tmp_acc0;
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
                                auto tmp20 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp21 = out_ptr0[static_cast<int64_t>(0L)];
                                auto tmp22 = c10::convert<float>(tmp21);
                                auto tmp23 = tmp20 / tmp22;
                                auto tmp24 = tmp7 ? tmp23 : tmp16;
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp19 * tmp25;
                                auto tmp27 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr1 + static_cast<int64_t>(x2 + 8192L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 1048576L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L)))));
                                auto tmp28 = out_ptr1[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                auto tmp30 = tmp27 - tmp29;
                                auto tmp31 = in_out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp32 = at::vec::Vectorized<float>(tmp31);
                                auto tmp33 = tmp30 - tmp32;
                                auto tmp34 = tmp33.exp();
                                auto tmp35 = out_ptr3[static_cast<int64_t>(x1 + 127L*x0)];
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
                            tmp43.store(out_ptr4 + static_cast<int64_t>(x2 + 8192L*x1 + 1048576L*x0));
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


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp2 * tmp7;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 * tmp4;
                        auto tmp7 = static_cast<float>(-0.5);
                        auto tmp8 = float(tmp6 * tmp7);
                        auto tmp9 = float(tmp3 * tmp3);
                        auto tmp10 = float(tmp9 * tmp3);
                        auto tmp11 = float(tmp8 * tmp10);
                        auto tmp12 = static_cast<float>(512.0);
                        auto tmp13 = tmp11 / tmp12;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp19 = static_cast<float>(2.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp13);
                        auto tmp23 = tmp22 * tmp21;
                        auto tmp24 = tmp5 + tmp23;
                        tmp24.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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


cpp_fused_add_cat_cumsum_expand_ne_slice_sub_unsqueeze_3 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = static_cast<int64_t>(-1);
                    out_ptr0[static_cast<int64_t>(129L*x0)] = tmp0;
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
                        tmp2.store(out_ptr1 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(1L + x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp3 = static_cast<int64_t>(1);
                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                        auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                        auto tmp6 = tmp5.to<int64_t,2>();
                        tmp6.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x4) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp2 = x3;
                                    auto tmp3 = c10::convert<float>(tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp4 * tmp1;
                                    auto tmp6 = tmp5.cos();
                                    auto tmp7 = tmp0 * tmp6;
                                    auto tmp9 = tmp5.sin();
                                    auto tmp10 = tmp8 * tmp9;
                                    auto tmp11 = tmp7 + tmp10;
                                    tmp11.store(out_ptr2 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_div_eq_expand_index_le_mul_pow_scalar_tensor_sum_unsqueeze_view_where_zeros_5 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr1,
                       const int64_t* in_ptr2,
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
    auto in_ptr0 = in_out_ptr0;
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
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                    auto tmp4 = in_ptr1[static_cast<int64_t>(0L)];
                                    auto tmp16 = in_ptr2[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp5 = x3;
                                    auto tmp6 = c10::convert<int64_t>(tmp5);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                                    auto tmp8 = x2;
                                    auto tmp9 = c10::convert<int64_t>(tmp8);
                                    auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp9);
                                    auto tmp11 = at::vec::VecMask<int64_t,2>(tmp7 <= tmp10);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp4);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp11.template cast<int32_t,1>();
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
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr1[static_cast<int64_t>(0L)];
                                auto tmp16 = in_ptr2[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = x3;
                                auto tmp6 = c10::convert<int64_t>(tmp5);
                                auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                                auto tmp8 = x2;
                                auto tmp9 = c10::convert<int64_t>(tmp8);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp9);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp7 <= tmp10);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp4);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp11.template cast<int32_t,1>();
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
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp15 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp0 * tmp6;
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = tmp11 * tmp0;
                        auto tmp13 = tmp12 * tmp5;
                        auto tmp14 = tmp8 + tmp13;
                        auto tmp16 = static_cast<float>(-0.5);
                        auto tmp17 = float(tmp15 * tmp16);
                        auto tmp18 = float(tmp4 * tmp4);
                        auto tmp19 = float(tmp18 * tmp4);
                        auto tmp20 = float(tmp17 * tmp19);
                        auto tmp21 = static_cast<float>(512.0);
                        auto tmp22 = tmp20 / tmp21;
                        auto tmp23 = static_cast<float>(2.0);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp3 * tmp24;
                        auto tmp26 = at::vec::Vectorized<float>(tmp22);
                        auto tmp27 = tmp26 * tmp25;
                        auto tmp28 = tmp14 + tmp27;
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp28.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused_clone_squeeze_sum_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_mul_sum_view_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp13 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp22 = in_ptr11[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp9 = tmp0 * tmp8;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp3 * tmp14;
                            auto tmp16 = tmp12 * tmp15;
                            auto tmp19 = tmp17 + tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp1 * tmp23;
                            auto tmp25 = tmp21 * tmp24;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
                            tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            tmp_acc2_vec = tmp_acc2_vec + tmp25;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_expand_mul_pow_sum_view_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp15 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = tmp11 * tmp0;
                        auto tmp13 = tmp12 * tmp3;
                        auto tmp14 = tmp6 + tmp13;
                        auto tmp16 = static_cast<float>(-0.5);
                        auto tmp17 = float(tmp15 * tmp16);
                        auto tmp18 = float(tmp2 * tmp2);
                        auto tmp19 = float(tmp18 * tmp2);
                        auto tmp20 = float(tmp17 * tmp19);
                        auto tmp21 = static_cast<float>(512.0);
                        auto tmp22 = tmp20 / tmp21;
                        auto tmp23 = static_cast<float>(2.0);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp1 * tmp24;
                        auto tmp26 = at::vec::Vectorized<float>(tmp22);
                        auto tmp27 = tmp26 * tmp25;
                        auto tmp28 = tmp14 + tmp27;
                        tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1)
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
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp10 = tmp4 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp0 * tmp8;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp13 * tmp0;
                        auto tmp15 = tmp14 * tmp7;
                        auto tmp16 = tmp10 + tmp15;
                        auto tmp18 = static_cast<float>(-0.5);
                        auto tmp19 = float(tmp17 * tmp18);
                        auto tmp20 = float(tmp6 * tmp6);
                        auto tmp21 = float(tmp20 * tmp6);
                        auto tmp22 = float(tmp19 * tmp21);
                        auto tmp23 = static_cast<float>(512.0);
                        auto tmp24 = tmp22 / tmp23;
                        auto tmp25 = static_cast<float>(2.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp5 * tmp26;
                        auto tmp28 = at::vec::Vectorized<float>(tmp24);
                        auto tmp29 = tmp28 * tmp27;
                        auto tmp30 = tmp16 + tmp29;
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__softmax_backward_data_clone_mul_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
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


cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(32L + x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0.neg();
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr5 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 16384L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>((static_cast<int64_t>(x4) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
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
                                    tmp11.store(out_ptr6 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
                                    tmp16.store(out_ptr7 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_16 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                                auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp38 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                auto tmp46 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp48 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
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
                                auto tmp47 = tmp46 * tmp43;
                                auto tmp49 = tmp42.sin();
                                auto tmp50 = tmp48 * tmp49;
                                auto tmp51 = tmp47 + tmp50;
                                tmp45.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0));
                                tmp51.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp10 = tmp6 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp0 * tmp6;
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp13 * tmp0;
                        auto tmp15 = tmp14 * tmp5;
                        auto tmp16 = tmp8 + tmp15;
                        auto tmp18 = static_cast<float>(-0.5);
                        auto tmp19 = float(tmp17 * tmp18);
                        auto tmp20 = float(tmp4 * tmp4);
                        auto tmp21 = float(tmp20 * tmp4);
                        auto tmp22 = float(tmp19 * tmp21);
                        auto tmp23 = static_cast<float>(512.0);
                        auto tmp24 = tmp22 / tmp23;
                        auto tmp25 = static_cast<float>(2.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp3 * tmp26;
                        auto tmp28 = at::vec::Vectorized<float>(tmp24);
                        auto tmp29 = tmp28 * tmp27;
                        auto tmp30 = tmp16 + tmp29;
                        tmp7.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp30.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_clone_mul_sum_transpose_view_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr9[static_cast<int64_t>(x1)];
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp24 = in_ptr12[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp5 * tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp3 * tmp25;
                            auto tmp27 = tmp23 * tmp26;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                            tmp_acc2_vec = tmp_acc2_vec + tmp27;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x3 + 64L*x1 + 8192L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 512L*x1 + 65536L*x0));
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


cpp_fused_add_div_expand_mul_pow_sum_view_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
                        auto tmp2 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp10 = tmp9 * tmp0;
                        auto tmp11 = tmp10 * tmp3;
                        auto tmp12 = tmp6 + tmp11;
                        auto tmp14 = static_cast<float>(-0.5);
                        auto tmp15 = float(tmp13 * tmp14);
                        auto tmp16 = float(tmp2 * tmp2);
                        auto tmp17 = float(tmp16 * tmp2);
                        auto tmp18 = float(tmp15 * tmp17);
                        auto tmp19 = static_cast<float>(512.0);
                        auto tmp20 = tmp18 / tmp19;
                        auto tmp21 = static_cast<float>(2.0);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp1 * tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp20);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp12 + tmp25;
                        tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_scalar_tensor_transpose_unsqueeze_view_where_zeros_20 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const int64_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr1,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                    auto tmp4 = in_ptr1[static_cast<int64_t>(0L)];
                                    auto tmp16 = in_ptr2[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp5 = x3;
                                    auto tmp6 = c10::convert<int64_t>(tmp5);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                                    auto tmp8 = x2;
                                    auto tmp9 = c10::convert<int64_t>(tmp8);
                                    auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp9);
                                    auto tmp11 = at::vec::VecMask<int64_t,2>(tmp7 <= tmp10);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp4);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp11.template cast<int32_t,1>();
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
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr1[static_cast<int64_t>(0L)];
                                auto tmp16 = in_ptr2[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = x3;
                                auto tmp6 = c10::convert<int64_t>(tmp5);
                                auto tmp7 = at::vec::VectorizedN<int64_t,2>::arange(tmp6, 1);
                                auto tmp8 = x2;
                                auto tmp9 = c10::convert<int64_t>(tmp8);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp9);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp7 <= tmp10);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp4);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp11.template cast<int32_t,1>();
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
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
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


cpp_fused_clone_transpose_view_21 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_clone_transpose_view_22 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 8192L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 512L*x1 + 65536L*x0));
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


cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_23 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int64_t* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp7;
                            auto tmp9 = c10::convert<int64_t>(tmp8);
                            TORCH_CHECK((0 <= tmp9) & (tmp9 < 8192L), "index out of bounds: 0 <= tmp9 < 8192L");
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*tmp7), static_cast<int64_t>(8));
                            auto tmp13 = tmp11 + tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = tmp6 * tmp15;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
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
                        auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = tmp0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        TORCH_CHECK((0 <= tmp2) & (tmp2 < 8192L), "index out of bounds: 0 <= tmp2 < 8192L");
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp20 = tmp19 * tmp10;
                        auto tmp21 = tmp12 + tmp20;
                        auto tmp23 = static_cast<float>(-0.5);
                        auto tmp24 = float(tmp22 * tmp23);
                        auto tmp25 = float(tmp9 * tmp9);
                        auto tmp26 = float(tmp25 * tmp9);
                        auto tmp27 = float(tmp24 * tmp26);
                        auto tmp28 = static_cast<float>(512.0);
                        auto tmp29 = tmp27 / tmp28;
                        auto tmp30 = static_cast<float>(2.0);
                        auto tmp31 = at::vec::Vectorized<float>(tmp30);
                        auto tmp32 = tmp8 * tmp31;
                        auto tmp33 = at::vec::Vectorized<float>(tmp29);
                        auto tmp34 = tmp33 * tmp32;
                        auto tmp35 = tmp21 + tmp34;
                        auto tmp36 = tmp18 * tmp11;
                        tmp11.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp36.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_sum_view_26 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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


cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1)
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
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 8192L), "index out of bounds: 0 <= tmp7 < 8192L");
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*tmp5), static_cast<int64_t>(8));
                            auto tmp11 = tmp9 + tmp10;
                            auto tmp12 = tmp4 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                        auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 8192L), "index out of bounds: 0 <= tmp3 < 8192L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp0 * tmp10;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = tmp15 * tmp0;
                        auto tmp17 = tmp16 * tmp9;
                        auto tmp18 = tmp12 + tmp17;
                        auto tmp20 = static_cast<float>(-0.5);
                        auto tmp21 = float(tmp19 * tmp20);
                        auto tmp22 = float(tmp8 * tmp8);
                        auto tmp23 = float(tmp22 * tmp8);
                        auto tmp24 = float(tmp21 * tmp23);
                        auto tmp25 = static_cast<float>(512.0);
                        auto tmp26 = tmp24 / tmp25;
                        auto tmp27 = static_cast<float>(2.0);
                        auto tmp28 = at::vec::Vectorized<float>(tmp27);
                        auto tmp29 = tmp7 * tmp28;
                        auto tmp30 = at::vec::Vectorized<float>(tmp26);
                        auto tmp31 = tmp30 * tmp29;
                        auto tmp32 = tmp18 + tmp31;
                        tmp11.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_28 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_div_embedding_embedding_dense_backward_expand_mean_mul_pow_rsqrt_sum_view_30 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
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
                       float* out_ptr5)
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr0[static_cast<int64_t>(x1)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr10[static_cast<int64_t>(x1)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp19 = out_ptr1[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp3;
                            auto tmp5 = c10::convert<int64_t>(tmp4);
                            TORCH_CHECK((0 <= tmp5) & (tmp5 < 8192L), "index out of bounds: 0 <= tmp5 < 8192L");
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*tmp3), static_cast<int64_t>(8));
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp13 = tmp2 * tmp12;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = static_cast<float>(512.0);
                            auto tmp21 = tmp19 / tmp20;
                            auto tmp22 = static_cast<float>(1e-06);
                            auto tmp23 = float(tmp21 + tmp22);
                            auto tmp24 = 1 / std::sqrt(tmp23);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp7 * tmp25;
                            auto tmp27 = tmp18 * tmp26;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            tmp_acc1_vec = tmp_acc1_vec + tmp27;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_41, primals_40, full_default, mm_1, mm_2, clone_4, div, clone_5, mm_3, rsqrt_1, mm_4, mm_5, mm_6, rsqrt_2, mm_7, mm_8, mm_9, add_15, rsqrt_3, mm_11, mm_12, mm_13, rsqrt_4, mm_15, mm_16, add_20, div_4, bmm_5, mm_17, rsqrt_5, mm_18, mm_19, add_26, rsqrt_6, mm_22, mm_23, clone_16, clone_17, mm_24, rsqrt_7, mm_25, mm_26, mm_27, rsqrt_8, mul_44, mm_28, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (8, 128), (128, 1), 'input')
        buf0 = empty_strided_cpu((), (), torch.int64)
        assert_size_stride(mm_28, (1024, 8192), (8192, 1), 'input')
        buf1 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf2 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf3 = buf2; del buf2  # reuse
        assert_size_stride(tangents_1, (), (), 'input')
        buf4 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf5 = empty_strided_cpu((8, 128, 8192), (1048576, 8192, 1), torch.float32)
        assert_size_stride(mul_44, (8, 128, 512), (65536, 512, 1), 'input')
        cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0(buf3, primals_1, mm_28, tangents_1, buf0, buf1, buf4, buf5)
        del buf0
        del buf1
        del buf3
        del buf4
        del mm_28
        del tangents_1
        buf6 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_36, reshape_13, cross_entropy, div_9, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_49, mm_29], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (8192, 1024), (1, 8192), 0), reinterpret_tensor(mul_44, (1024, 512), (512, 1), 0), out=buf6)
        del mul_44
        assert_size_stride(primals_41, (8192, 512), (512, 1), 'input')
        buf7 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_36, reshape_13, cross_entropy, div_9, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_51, mm_30], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 8192), (8192, 1), 0), primals_41, out=buf7)
        del buf5
        del primals_41
        assert_size_stride_grouped((primals_40, add_26, mm_24, mm_27, rsqrt_8), ((512, ), (8, 128, 512), (1024, 512), (1024, 512), (8, 128, 1)), ((1, ), (65536, 512, 1), (512, 1), (512, 1), (128, 1, 1)), 'input')
        buf9 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf10 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_39, (512, 1376), (1376, 1), 'input')
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_1(buf7, primals_40, add_26, mm_24, mm_27, rsqrt_8, buf9, buf10)
        del primals_40
        buf14 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, down_proj_3, permute_55, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), primals_39, out=buf14)
        del primals_39
        assert_size_stride_grouped((mm_25, mm_26), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf12 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf15 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf19 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf20 = buf19; del buf19  # reuse
        assert_size_stride(primals_38, (1376, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf20, mm_25, mm_26, buf14, buf12, buf15)
        del mm_25
        del mm_26
        buf18 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_114, mul_55, view_115, linear_26, permute_59, mm_34], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (1024, 1376), (1376, 1), 0), primals_38, out=buf18)
        del primals_38
        assert_size_stride(primals_37, (1376, 512), (512, 1), 'input')
        buf22 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25, linear_26, view_114, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_63, mm_36], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (1024, 1376), (1376, 1), 0), primals_37, out=buf22)
        del primals_37
        buf30 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf28 = reinterpret_tensor(buf30, (8, 1), (129, 1), 0)  # alias
        buf29 = reinterpret_tensor(buf30, (8, 128), (129, 1), 1)  # alias
        buf31 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cat_cumsum_expand_ne_slice_sub_unsqueeze_3(buf30, buf28, buf29, buf31)
        del buf28
        del buf29
        del buf30
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf32 = torch.ops.aten.cumsum.default(buf31, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf32, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf32, 16, 'torch.ops.aten.cumsum.default')
        del buf31
        assert_size_stride(mm_22, (1024, 128), (128, 1), 'input')
        buf35 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf33 = reinterpret_tensor(buf35, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf34 = reinterpret_tensor(buf35, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(primals_3, (32, ), (1, ), 'input')
        buf36 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        assert_size_stride(clone_16, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_4(mm_22, primals_3, buf35, buf33, buf34, buf36)
        del buf33
        del buf34
        del mm_22
        buf37 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_22, view_10, key_states_6, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_16, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf36, (64, 64, 128), (8192, 1, 64), 0), out=buf37)
        assert_size_stride(full_default, (), (), 'input')
        buf38 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf39 = reinterpret_tensor(buf37, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf37  # reuse
        assert_size_stride_grouped((primals_36, rsqrt_7), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf24 = buf9; del buf9  # reuse
        buf16 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf25 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_35, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_div_eq_expand_index_le_mul_pow_scalar_tensor_sum_unsqueeze_view_where_zeros_5(buf39, full_default, buf32, buf18, buf22, primals_36, add_26, mm_24, rsqrt_7, buf10, buf38, buf24, buf16, buf25)
        del primals_36
        buf27 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, attn_output_15, permute_67, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (1024, 512), (512, 1), 0), primals_35, out=buf27)
        del primals_35
        buf42 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        assert_size_stride(mm_23, (1024, 128), (128, 1), 'input')
        buf44 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_6(buf27, mm_23, buf42, buf44)
        del mm_23
        buf45 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_121, view_122, permute_69, clone_20, view_123, linear_23, view_11, value_states_6, getitem_33, hidden_states_34, value_states_7, attn_output_12, permute_71, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf42, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf44, (64, 64, 128), (8192, 1, 64), 0), out=buf45)
        buf40 = buf38; del buf38  # reuse
        buf41 = buf39; del buf39  # reuse
        buf46 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf47 = reinterpret_tensor(buf45, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf45  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_7(buf41, buf47, buf40, buf46)
        buf43 = reinterpret_tensor(buf44, (64, 128, 64), (8192, 64, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [view_121, view_122, permute_69, clone_20, view_123, softmax_3, attn_output_12, permute_70, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf41, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf42, (64, 128, 64), (8192, 64, 1), 0), out=buf43)
        del buf41
        buf51 = reinterpret_tensor(buf35, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf35  # reuse
        assert_size_stride(primals_34, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_8(buf43, buf51)
        buf54 = reinterpret_tensor(buf43, (1024, 512), (512, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, linear_23, permute_78, mm_40], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (1024, 128), (128, 1), 0), primals_34, out=buf54)
        del primals_34
        buf48 = reinterpret_tensor(buf42, (64, 64, 128), (8192, 128, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [matmul_6, view_125, mul_68, neg_13, fma, mul_69, view_126, permute_72, bmm_10], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_16, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf47, (64, 128, 128), (16384, 128, 1), 0), out=buf48)
        del clone_16
        buf50 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 1, 128), torch.float32)
        buf55 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_33, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9(buf48, primals_3, buf50, buf55)
        buf57 = reinterpret_tensor(buf48, (1024, 512), (512, 1), 0); del buf48  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, permute_80, clone_22, view_134, view_135, linear_22, permute_83, mm_42], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (1024, 128), (128, 1), 0), primals_33, out=buf57)
        del primals_33
        buf49 = reinterpret_tensor(buf27, (64, 128, 64), (8192, 64, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_22, view_10, key_states_6, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6, view_125, mul_68, neg_13, fma, mul_69, view_126, permute_73, bmm_11], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf47, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf36, (64, 128, 64), (8192, 64, 1), 0), out=buf49)
        buf58 = reinterpret_tensor(buf36, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf36  # reuse
        assert_size_stride(primals_32, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_10(buf49, primals_3, buf58)
        buf60 = reinterpret_tensor(buf49, (1024, 512), (512, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, linear_21, permute_88, mm_44], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf58, (1024, 512), (512, 1), 0), primals_32, out=buf60)
        del primals_32
        assert_size_stride(rsqrt_6, (8, 128, 1), (128, 1, 1), 'input')
        buf8 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf23 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf61 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_mul_sum_view_11(buf7, add_26, mm_24, mm_27, rsqrt_8, buf18, buf22, rsqrt_7, buf54, buf57, buf60, rsqrt_6, buf8, buf23, buf61)
        del mm_24
        del mm_27
        del rsqrt_7
        del rsqrt_8
        buf13 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, permute_53, linear_26, mul_42, down_proj_3, mm_31], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (512, 1024), (1, 512), 0), reinterpret_tensor(buf12, (1024, 1376), (1376, 1), 0), out=buf13)
        buf17 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_15, hidden_states_35, view_114, mul_55, view_115, permute_57, hidden_states_37, hidden_states_38, linear_25, mm_33], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf16, (1024, 512), (512, 1), 0), out=buf17)
        buf21 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_15, hidden_states_35, linear_25, linear_26, view_114, mul_56, hidden_states_37, hidden_states_38, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_61, mm_35], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf16, (1024, 512), (512, 1), 0), out=buf21)
        assert_size_stride(clone_17, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        buf26 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, permute_65, reshape_11, attn_output_15, mm_37], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_17, (1024, 512), (512, 1), 0), out=buf26)
        del clone_17
        assert_size_stride(primals_31, (512, ), (1, ), 'input')
        buf62 = buf24; del buf24  # reuse
        buf52 = buf16; del buf16  # reuse
        buf63 = buf25; del buf25  # reuse
        cpp_fused_add_div_expand_mul_pow_sum_view_12(buf63, buf54, buf57, buf60, primals_31, add_26, rsqrt_6, buf62, buf52)
        del add_26
        del primals_31
        del rsqrt_6
        buf53 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, permute_76, hidden_states_31, hidden_states_32, linear_21, mm_39], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (128, 1024), (1, 128), 0), reinterpret_tensor(buf52, (1024, 512), (512, 1), 0), out=buf53)
        buf56 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, hidden_states_31, hidden_states_32, linear_21, permute_80, clone_22, view_134, view_135, permute_81, mm_41], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (128, 1024), (1, 128), 0), reinterpret_tensor(buf52, (1024, 512), (512, 1), 0), out=buf56)
        buf59 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, hidden_states_31, hidden_states_32, linear_21, permute_85, clone_23, view_137, view_138, permute_86, mm_43], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf58, (512, 1024), (1, 512), 0), reinterpret_tensor(buf52, (1024, 512), (512, 1), 0), out=buf59)
        assert_size_stride(primals_30, (512, 1376), (1376, 1), 'input')
        buf67 = reinterpret_tensor(buf20, (1024, 1376), (1376, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [view_141, down_proj_2, permute_92, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (1024, 512), (512, 1), 0), primals_30, out=buf67)
        del primals_30
        assert_size_stride_grouped((mm_18, mm_19), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf65 = buf15; del buf15  # reuse
        buf68 = buf12; del buf12  # reuse
        buf72 = reinterpret_tensor(buf14, (8, 128, 1376), (176128, 1376, 1), 0); del buf14  # reuse
        buf73 = buf72; del buf72  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf73, mm_18, mm_19, buf67, buf65, buf68)
        del mm_18
        del mm_19
        buf66 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_141, permute_90, linear_19, mul_32, down_proj_2, mm_45], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (512, 1024), (1, 512), 0), reinterpret_tensor(buf65, (1024, 1376), (1376, 1), 0), out=buf66)
        assert_size_stride(primals_29, (1376, 512), (512, 1), 'input')
        buf71 = reinterpret_tensor(buf58, (1024, 512), (512, 1), 0); del buf58  # reuse
        # Topologically Sorted Source Nodes: [view_142, mul_82, view_143, linear_19, permute_96, mm_48], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf68, (1024, 1376), (1376, 1), 0), primals_29, out=buf71)
        del primals_29
        assert_size_stride(primals_28, (1376, 512), (512, 1), 'input')
        buf75 = reinterpret_tensor(buf52, (1024, 512), (512, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [linear_18, linear_19, view_142, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_100, mm_50], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf73, (1024, 1376), (1376, 1), 0), primals_28, out=buf75)
        del primals_28
        assert_size_stride_grouped((primals_27, add_15, mm_13, mm_17, rsqrt_5), ((512, ), (8, 128, 512), (1024, 512), (1024, 512), (8, 128, 1)), ((1, ), (65536, 512, 1), (512, 1), (512, 1), (128, 1, 1)), 'input')
        buf77 = buf62; del buf62  # reuse
        buf69 = reinterpret_tensor(buf60, (8, 128, 512), (65536, 512, 1), 0); del buf60  # reuse
        buf78 = buf63; del buf63  # reuse
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_13(buf78, buf71, buf75, primals_27, add_15, mm_13, mm_17, rsqrt_5, buf77, buf69)
        del primals_27
        buf70 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_142, mul_82, view_143, permute_94, down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, hidden_states_27, hidden_states_28, linear_18, mm_47], Original ATen: [aten.view, aten.mul, aten.t, aten._unsafe_view, aten.add, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf68, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf69, (1024, 512), (512, 1), 0), out=buf70)
        buf74 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, linear_19, view_142, mul_83, down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, hidden_states_27, hidden_states_28, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_98, mm_49], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.add, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf73, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf69, (1024, 512), (512, 1), 0), out=buf74)
        assert_size_stride(primals_26, (512, 512), (512, 1), 'input')
        buf81 = reinterpret_tensor(buf69, (1024, 512), (512, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [view_148, attn_output_11, permute_104, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf78, (1024, 512), (512, 1), 0), primals_26, out=buf81)
        del primals_26
        buf82 = reinterpret_tensor(buf57, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf57  # reuse
        assert_size_stride(mm_16, (1024, 128), (128, 1), 'input')
        buf84 = reinterpret_tensor(buf54, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf54  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_6(buf81, mm_16, buf82, buf84)
        del mm_16
        buf85 = reinterpret_tensor(buf47, (64, 128, 128), (16384, 128, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [view_149, view_150, permute_106, clone_24, view_151, linear_16, view_8, value_states_4, getitem_27, hidden_states_24, value_states_5, attn_output_8, permute_108, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf82, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf84, (64, 64, 128), (8192, 1, 64), 0), out=buf85)
        assert_size_stride(div_4, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        buf86 = buf46; del buf46  # reuse
        buf87 = reinterpret_tensor(buf85, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf85  # reuse
        assert_size_stride(add_20, (8, 8, 128, 64), (65536, 64, 512, 1), 'input')
        buf88 = reinterpret_tensor(buf84, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf84  # reuse
        cpp_fused__softmax_backward_data_clone_mul_view_14(buf87, div_4, add_20, buf86, buf88)
        del add_20
        buf89 = reinterpret_tensor(buf81, (64, 64, 128), (8192, 128, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [view_153, mul_95, neg_16, fma_1, mul_96, view_154, matmul_4, permute_109, bmm_14], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.clone, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf88, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf87, (64, 128, 128), (16384, 128, 1), 0), out=buf89)
        buf95 = reinterpret_tensor(buf55, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf55  # reuse
        buf100 = buf51; del buf51  # reuse
        assert_size_stride(primals_24, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9(buf89, primals_3, buf95, buf100)
        buf102 = reinterpret_tensor(buf89, (1024, 512), (512, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, linear_15, permute_120, mm_56], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf100, (1024, 128), (128, 1), 0), primals_24, out=buf102)
        del primals_24
        assert_size_stride(mm_7, (1024, 512), (512, 1), 'input')
        buf126 = buf88; del buf88  # reuse
        buf124 = reinterpret_tensor(buf126, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf125 = reinterpret_tensor(buf126, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_8, (1024, 128), (128, 1), 'input')
        buf129 = reinterpret_tensor(buf95, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf95  # reuse
        buf127 = reinterpret_tensor(buf129, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf128 = reinterpret_tensor(buf129, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_15, (1024, 128), (128, 1), 'input')
        buf92 = reinterpret_tensor(buf50, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf50  # reuse
        buf90 = reinterpret_tensor(buf92, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf91 = reinterpret_tensor(buf92, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf93 = reinterpret_tensor(buf10, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf10  # reuse
        buf131 = reinterpret_tensor(buf7, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf7  # reuse
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_15(mm_7, mm_8, mm_15, primals_3, buf92, buf129, buf124, buf125, buf127, buf128, buf90, buf91, buf93, buf131)
        del buf124
        del buf125
        del buf127
        del buf128
        del buf90
        del buf91
        del mm_15
        del mm_8
        buf94 = reinterpret_tensor(buf22, (64, 128, 64), (8192, 64, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_153, mul_95, neg_16, fma_1, mul_96, view_154, linear_15, view_7, key_states_4, mul_27, mul_28, k_embed_2, getitem_26, hidden_states_23, key_states_5, transpose_13, matmul_4, permute_110, bmm_15], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf87, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf93, (64, 128, 64), (8192, 64, 1), 0), out=buf94)
        buf103 = reinterpret_tensor(buf93, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf93  # reuse
        buf130 = reinterpret_tensor(buf18, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf18  # reuse
        assert_size_stride(primals_23, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_16(buf94, primals_3, mm_7, buf126, buf103, buf130)
        del mm_7
        buf105 = reinterpret_tensor(buf94, (1024, 512), (512, 1), 0); del buf94  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, linear_14, permute_125, mm_58], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (1024, 512), (512, 1), 0), primals_23, out=buf105)
        del primals_23
        buf83 = reinterpret_tensor(buf126, (64, 128, 64), (8192, 64, 1), 0); del buf126  # reuse
        # Topologically Sorted Source Nodes: [view_149, view_150, permute_106, clone_24, view_151, attn_output_8, permute_107, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_4, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf82, (64, 128, 64), (8192, 64, 1), 0), out=buf83)
        del div_4
        buf96 = reinterpret_tensor(buf92, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf92  # reuse
        assert_size_stride(primals_25, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_8(buf83, buf96)
        buf99 = reinterpret_tensor(buf83, (1024, 512), (512, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, linear_16, permute_115, mm_54], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf96, (1024, 128), (128, 1), 0), primals_25, out=buf99)
        del primals_25
        assert_size_stride_grouped((primals_22, rsqrt_4), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf107 = buf77; del buf77  # reuse
        buf97 = reinterpret_tensor(buf82, (8, 128, 512), (65536, 512, 1), 0); del buf82  # reuse
        buf108 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_21, (512, 1376), (1376, 1), 'input')
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_17(buf99, buf102, buf105, primals_22, add_15, mm_13, rsqrt_4, buf78, buf107, buf97, buf108)
        del primals_22
        buf112 = reinterpret_tensor(buf73, (1024, 1376), (1376, 1), 0); del buf73  # reuse
        # Topologically Sorted Source Nodes: [view_169, down_proj_1, permute_129, mm_60], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf108, (1024, 512), (512, 1), 0), primals_21, out=buf112)
        del primals_21
        assert_size_stride_grouped((mm_11, mm_12), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf110 = buf68; del buf68  # reuse
        buf113 = buf65; del buf65  # reuse
        buf117 = reinterpret_tensor(buf67, (8, 128, 1376), (176128, 1376, 1), 0); del buf67  # reuse
        buf118 = buf117; del buf117  # reuse
        assert_size_stride(primals_20, (1376, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf118, mm_11, mm_12, buf112, buf110, buf113)
        del mm_11
        del mm_12
        buf116 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, mul_109, view_171, linear_12, permute_133, mm_62], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf113, (1024, 1376), (1376, 1), 0), primals_20, out=buf116)
        del primals_20
        assert_size_stride(primals_19, (1376, 512), (512, 1), 'input')
        buf120 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_137, mm_64], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (1024, 1376), (1376, 1), 0), primals_19, out=buf120)
        del primals_19
        assert_size_stride(rsqrt_3, (8, 128, 1), (128, 1, 1), 'input')
        buf76 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf106 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf121 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(bmm_5, (64, 128, 64), (8192, 64, 1), 'input')
        buf79 = empty_strided_cpu((8, 128, 8, 64), (65536, 512, 64, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_mul_sum_transpose_view_18(buf71, buf75, add_15, mm_13, mm_17, rsqrt_5, buf99, buf102, buf105, rsqrt_4, buf116, buf120, rsqrt_3, bmm_5, buf76, buf106, buf121, buf79)
        del bmm_5
        del buf102
        del buf105
        del buf71
        del buf75
        del buf99
        del mm_13
        del mm_17
        del rsqrt_4
        del rsqrt_5
        buf80 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_148, permute_102, attn_output_8, transpose_14, attn_output_9, reshape_8, attn_output_11, mm_51], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf78, (512, 1024), (1, 512), 0), reinterpret_tensor(buf79, (1024, 512), (512, 1), 0), out=buf80)
        del buf78
        buf98 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, permute_113, hidden_states_21, hidden_states_22, linear_14, mm_53], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf96, (128, 1024), (1, 128), 0), reinterpret_tensor(buf97, (1024, 512), (512, 1), 0), out=buf98)
        buf101 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, down_proj_1, hidden_states_19, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, hidden_states_21, hidden_states_22, linear_14, permute_117, clone_26, view_162, view_163, permute_118, mm_55], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten._unsafe_view, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf100, (128, 1024), (1, 128), 0), reinterpret_tensor(buf97, (1024, 512), (512, 1), 0), out=buf101)
        buf104 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, down_proj_1, hidden_states_19, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, hidden_states_21, hidden_states_22, linear_14, permute_122, clone_27, view_165, view_166, permute_123, mm_57], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (512, 1024), (1, 512), 0), reinterpret_tensor(buf97, (1024, 512), (512, 1), 0), out=buf104)
        buf111 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_169, permute_127, linear_12, mul_22, down_proj_1, mm_59], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf108, (512, 1024), (1, 512), 0), reinterpret_tensor(buf110, (1024, 1376), (1376, 1), 0), out=buf111)
        assert_size_stride(primals_18, (512, ), (1, ), 'input')
        buf122 = buf107; del buf107  # reuse
        buf114 = buf97; del buf97  # reuse
        buf123 = buf108; del buf108  # reuse
        cpp_fused_add_div_expand_mul_pow_sum_view_19(buf123, buf116, buf120, primals_18, add_15, rsqrt_3, buf122, buf114)
        del add_15
        del primals_18
        del rsqrt_3
        buf115 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, mul_109, view_171, permute_131, hidden_states_17, hidden_states_18, linear_11, mm_61], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf113, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf114, (1024, 512), (512, 1), 0), out=buf115)
        buf119 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, hidden_states_17, hidden_states_18, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_135, mm_63], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf114, (1024, 512), (512, 1), 0), out=buf119)
        buf132 = reinterpret_tensor(buf87, (64, 128, 128), (16384, 128, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_7, view_3, query_states_1, linear_8, view_4, key_states_2, mul_15, mul_16, q_embed_1, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf130, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf131, (64, 64, 128), (8192, 1, 64), 0), out=buf132)
        buf133 = buf86; del buf86  # reuse
        buf134 = reinterpret_tensor(buf132, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf132  # reuse
        assert_size_stride(mm_9, (1024, 128), (128, 1), 'input')
        buf137 = reinterpret_tensor(buf114, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf114  # reuse
        assert_size_stride(primals_17, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_scalar_tensor_transpose_unsqueeze_view_where_zeros_20(buf134, full_default, buf32, mm_9, buf133, buf137)
        del buf32
        del full_default
        del mm_9
        buf141 = buf120; del buf120  # reuse
        # Topologically Sorted Source Nodes: [view_176, attn_output_7, permute_141, mm_66], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf123, (1024, 512), (512, 1), 0), primals_17, out=buf141)
        del primals_17
        buf142 = reinterpret_tensor(buf116, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf116  # reuse
        cpp_fused_clone_transpose_view_21(buf141, buf142)
        buf144 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, attn_output_4, view_177, view_178, permute_143, clone_28, view_179, permute_145, bmm_17], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf142, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf137, (64, 64, 128), (8192, 1, 64), 0), out=buf144)
        buf135 = buf133; del buf133  # reuse
        buf136 = buf134; del buf134  # reuse
        buf145 = buf40; del buf40  # reuse
        buf146 = reinterpret_tensor(buf144, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf144  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_7(buf136, buf146, buf135, buf145)
        del buf135
        buf138 = reinterpret_tensor(buf141, (64, 128, 64), (8192, 64, 1), 0); del buf141  # reuse
        # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, softmax_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf136, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf137, (64, 128, 64), (8192, 64, 1), 0), out=buf138)
        buf139 = reinterpret_tensor(buf137, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf137  # reuse
        cpp_fused_clone_transpose_view_22(buf138, buf139)
        buf140 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_176, permute_139, attn_output_4, transpose_9, attn_output_5, reshape_5, attn_output_7, mm_65], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf123, (512, 1024), (1, 512), 0), reinterpret_tensor(buf139, (1024, 512), (512, 1), 0), out=buf140)
        buf143 = reinterpret_tensor(buf139, (64, 128, 64), (8192, 64, 1), 0); del buf139  # reuse
        # Topologically Sorted Source Nodes: [softmax_1, attn_output_4, view_177, view_178, permute_143, clone_28, view_179, permute_144, bmm_16], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf136, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf142, (64, 128, 64), (8192, 64, 1), 0), out=buf143)
        del buf136
        buf147 = reinterpret_tensor(buf142, (64, 64, 128), (8192, 128, 1), 0); del buf142  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_7, view_3, query_states_1, mul_15, mul_16, q_embed_1, matmul_2, view_181, mul_122, neg_19, fma_2, mul_123, view_182, permute_146, bmm_18], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf130, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf146, (64, 128, 128), (16384, 128, 1), 0), out=buf147)
        buf148 = reinterpret_tensor(buf130, (64, 128, 64), (8192, 64, 1), 0); del buf130  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_8, view_4, key_states_2, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2, view_181, mul_122, neg_19, fma_2, mul_123, view_182, permute_147, bmm_19], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf146, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf131, (64, 128, 64), (8192, 64, 1), 0), out=buf148)
        buf149 = reinterpret_tensor(buf100, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf100  # reuse
        buf150 = buf96; del buf96  # reuse
        assert_size_stride(primals_16, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_23(buf147, primals_3, buf143, buf149, buf150)
        buf154 = reinterpret_tensor(buf143, (1024, 512), (512, 1), 0); del buf143  # reuse
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, linear_9, permute_152, mm_68], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (1024, 128), (128, 1), 0), primals_16, out=buf154)
        del primals_16
        buf155 = reinterpret_tensor(buf129, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf129  # reuse
        assert_size_stride(primals_15, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_24(buf149, buf147, primals_3, buf155)
        buf157 = reinterpret_tensor(buf147, (1024, 512), (512, 1), 0); del buf147  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, linear_8, permute_157, mm_70], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf155, (1024, 128), (128, 1), 0), primals_15, out=buf157)
        del primals_15
        buf158 = reinterpret_tensor(buf131, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf131  # reuse
        assert_size_stride(primals_14, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_10(buf148, primals_3, buf158)
        buf160 = reinterpret_tensor(buf148, (1024, 512), (512, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, linear_7, permute_162, mm_72], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf158, (1024, 512), (512, 1), 0), primals_14, out=buf160)
        del primals_14
        assert_size_stride_grouped((primals_13, primals_2, mm_3, mm_6, rsqrt_2), ((512, ), (8192, 512), (1024, 512), (1024, 512), (8, 128, 1)), ((1, ), (512, 1), (512, 1), (512, 1), (128, 1, 1)), 'input')
        buf162 = buf122; del buf122  # reuse
        buf151 = reinterpret_tensor(buf138, (8, 128, 512), (65536, 512, 1), 0); del buf138  # reuse
        buf163 = buf123; del buf123  # reuse
        buf152 = reinterpret_tensor(buf103, (8, 128, 512), (65536, 512, 1), 0); del buf103  # reuse
        cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_25(buf163, buf154, buf157, buf160, primals_13, primals_1, primals_2, mm_3, mm_6, rsqrt_2, buf162, buf151, buf152)
        del mm_6
        del primals_13
        del rsqrt_2
        buf153 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, permute_150, hidden_states_12, linear_7, mm_67], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (128, 1024), (1, 128), 0), reinterpret_tensor(buf152, (1024, 512), (512, 1), 0), out=buf153)
        buf156 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, hidden_states_12, linear_7, permute_154, clone_30, view_190, view_191, permute_155, mm_69], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf155, (128, 1024), (1, 128), 0), reinterpret_tensor(buf152, (1024, 512), (512, 1), 0), out=buf156)
        buf159 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, hidden_states_12, linear_7, permute_159, clone_31, view_193, view_194, permute_160, mm_71], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf158, (512, 1024), (1, 512), 0), reinterpret_tensor(buf152, (1024, 512), (512, 1), 0), out=buf159)
        buf161 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_12, (512, 1376), (1376, 1), 'input')
        cpp_fused_add_mul_sum_view_26(buf154, buf157, buf160, buf151, buf161)
        buf167 = reinterpret_tensor(buf118, (1024, 1376), (1376, 1), 0); del buf118  # reuse
        # Topologically Sorted Source Nodes: [view_197, down_proj, permute_166, mm_74], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf163, (1024, 512), (512, 1), 0), primals_12, out=buf167)
        del primals_12
        assert_size_stride_grouped((mm_4, mm_5), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf165 = buf113; del buf113  # reuse
        buf168 = buf110; del buf110  # reuse
        buf172 = reinterpret_tensor(buf112, (8, 128, 1376), (176128, 1376, 1), 0); del buf112  # reuse
        buf173 = buf172; del buf172  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf173, mm_4, mm_5, buf167, buf165, buf168)
        del buf167
        del mm_4
        del mm_5
        buf166 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_197, permute_164, linear_5, mul_12, down_proj, mm_73], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf163, (512, 1024), (1, 512), 0), reinterpret_tensor(buf165, (1024, 1376), (1376, 1), 0), out=buf166)
        del buf165
        assert_size_stride(primals_11, (1376, 512), (512, 1), 'input')
        buf171 = buf160; del buf160  # reuse
        # Topologically Sorted Source Nodes: [view_198, mul_136, view_199, linear_5, permute_170, mm_76], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf168, (1024, 1376), (1376, 1), 0), primals_11, out=buf171)
        del primals_11
        assert_size_stride(primals_10, (1376, 512), (512, 1), 'input')
        buf175 = buf157; del buf157  # reuse
        # Topologically Sorted Source Nodes: [linear_4, linear_5, view_198, mul_137, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_174, mm_78], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf173, (1024, 1376), (1376, 1), 0), primals_10, out=buf175)
        del primals_10
        assert_size_stride_grouped((primals_9, rsqrt_1), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf177 = buf162; del buf162  # reuse
        buf169 = reinterpret_tensor(buf154, (8, 128, 512), (65536, 512, 1), 0); del buf154  # reuse
        buf178 = buf163; del buf163  # reuse
        cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_27(buf178, buf171, buf175, primals_9, primals_1, primals_2, mm_3, rsqrt_1, buf177, buf169)
        del primals_9
        buf170 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, view_198, mul_136, view_199, permute_168, hidden_states_7, hidden_states_8, linear_4, mm_75], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf168, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf169, (1024, 512), (512, 1), 0), out=buf170)
        del buf168
        buf174 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, linear_4, linear_5, view_198, mul_137, hidden_states_7, hidden_states_8, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_172, mm_77], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf173, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf169, (1024, 512), (512, 1), 0), out=buf174)
        del buf173
        assert_size_stride(primals_8, (512, 512), (512, 1), 'input')
        buf180 = reinterpret_tensor(buf169, (1024, 512), (512, 1), 0); del buf169  # reuse
        # Topologically Sorted Source Nodes: [view_204, attn_output_3, permute_178, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (1024, 512), (512, 1), 0), primals_8, out=buf180)
        del primals_8
        buf181 = reinterpret_tensor(buf151, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf151  # reuse
        assert_size_stride(div, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_21(buf180, buf181)
        buf182 = reinterpret_tensor(buf180, (64, 128, 64), (8192, 64, 1), 0); del buf180  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, attn_output, permute_181, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf181, (64, 128, 64), (8192, 64, 1), 0), out=buf182)
        buf194 = buf155; del buf155  # reuse
        assert_size_stride(primals_7, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_8(buf182, buf194)
        buf198 = reinterpret_tensor(buf182, (1024, 512), (512, 1), 0); del buf182  # reuse
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, linear_2, permute_189, mm_82], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (1024, 128), (128, 1), 0), primals_7, out=buf198)
        del primals_7
        assert_size_stride(mm_2, (1024, 128), (128, 1), 'input')
        buf183 = reinterpret_tensor(buf158, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf158  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_28(mm_2, buf183)
        del mm_2
        buf184 = reinterpret_tensor(buf146, (64, 128, 128), (16384, 128, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, linear_2, view_2, value_states, getitem_15, hidden_states_4, value_states_1, attn_output, permute_182, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf181, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf183, (64, 64, 128), (8192, 1, 64), 0), out=buf184)
        buf185 = buf145; del buf145  # reuse
        buf186 = div; del div  # reuse
        assert_size_stride(clone_4, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        cpp_fused__softmax_backward_data_mul_view_29(buf186, buf184, buf185)
        del buf184
        del buf185
        buf187 = reinterpret_tensor(buf183, (64, 64, 128), (8192, 128, 1), 0); del buf183  # reuse
        # Topologically Sorted Source Nodes: [view_209, mul_149, neg_22, fma_3, mul_150, view_210, matmul, permute_183, bmm_22], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_4, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf186, (64, 128, 128), (16384, 128, 1), 0), out=buf187)
        del clone_4
        buf193 = reinterpret_tensor(buf150, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf150  # reuse
        buf199 = reinterpret_tensor(buf149, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf149  # reuse
        assert_size_stride(primals_6, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_9(buf187, primals_3, buf193, buf199)
        buf201 = reinterpret_tensor(buf187, (1024, 512), (512, 1), 0); del buf187  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, linear_1, permute_194, mm_84], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (1024, 128), (128, 1), 0), primals_6, out=buf201)
        del primals_6
        assert_size_stride(mm_1, (1024, 128), (128, 1), 'input')
        buf190 = reinterpret_tensor(buf193, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf193  # reuse
        buf188 = reinterpret_tensor(buf190, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf189 = reinterpret_tensor(buf190, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf191 = reinterpret_tensor(buf181, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf181  # reuse
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_4(mm_1, primals_3, buf190, buf188, buf189, buf191)
        del buf188
        del buf189
        del buf190
        del mm_1
        buf192 = reinterpret_tensor(buf152, (64, 128, 64), (8192, 64, 1), 0); del buf152  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_209, mul_149, neg_22, fma_3, mul_150, view_210, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key_states_1, transpose_3, matmul, permute_184, bmm_23], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten._softmax_backward_data, aten._unsafe_view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf186, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf191, (64, 128, 64), (8192, 64, 1), 0), out=buf192)
        del buf186
        buf202 = reinterpret_tensor(buf191, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf191  # reuse
        assert_size_stride(primals_5, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_10(buf192, primals_3, buf202)
        del primals_3
        buf204 = reinterpret_tensor(buf192, (1024, 512), (512, 1), 0); del buf192  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, linear, permute_199, mm_86], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (1024, 512), (512, 1), 0), primals_5, out=buf204)
        del primals_5
        buf207 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        assert_size_stride(primals_4, (512, ), (1, ), 'input')
        buf195 = buf177; del buf177  # reuse
        buf206 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf196 = reinterpret_tensor(buf79, (8, 128, 512), (65536, 512, 1), 0); del buf79  # reuse
        buf176 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf205 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(clone_5, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        cpp_fused__unsafe_view_add_div_embedding_embedding_dense_backward_expand_mean_mul_pow_rsqrt_sum_view_30(primals_1, primals_2, buf198, buf201, buf204, primals_4, buf178, buf171, buf175, mm_3, rsqrt_1, buf207, buf195, buf206, buf196, buf176, buf205)
        del buf171
        del buf175
        del buf195
        del buf198
        del buf201
        del buf204
        del buf206
        del mm_3
        del primals_1
        del primals_2
        del primals_4
        del rsqrt_1
        buf179 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_204, permute_176, reshape_2, attn_output_3, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_5, (1024, 512), (512, 1), 0), out=buf179)
        del buf178
        del clone_5
        buf197 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, permute_187, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, mm_81], Original ATen: [aten.embedding, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (128, 1024), (1, 128), 0), reinterpret_tensor(buf196, (1024, 512), (512, 1), 0), out=buf197)
        del buf194
        buf200 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, inputs_embeds, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, permute_191, clone_34, view_218, view_219, permute_192, mm_83], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.embedding, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.pow, aten.mean, aten.rsqrt, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (128, 1024), (1, 128), 0), reinterpret_tensor(buf196, (1024, 512), (512, 1), 0), out=buf200)
        del buf199
        buf203 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, inputs_embeds, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, permute_196, clone_35, view_221, view_222, permute_197, mm_85], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.embedding, aten.view, aten.slice, aten.neg, aten.pow, aten.mean, aten.rsqrt, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (512, 1024), (1, 512), 0), reinterpret_tensor(buf196, (1024, 512), (512, 1), 0), out=buf203)
        return (None, buf207, None, reinterpret_tensor(buf205, (512, ), (1, ), 0), buf203, buf200, buf197, buf179, reinterpret_tensor(buf176, (512, ), (1, ), 0), buf174, buf170, buf166, reinterpret_tensor(buf161, (512, ), (1, ), 0), buf159, buf156, buf153, buf140, reinterpret_tensor(buf121, (512, ), (1, ), 0), buf119, buf115, buf111, reinterpret_tensor(buf106, (512, ), (1, ), 0), buf104, buf101, buf98, buf80, reinterpret_tensor(buf76, (512, ), (1, ), 0), buf74, buf70, buf66, reinterpret_tensor(buf61, (512, ), (1, ), 0), buf59, buf56, buf53, buf26, reinterpret_tensor(buf23, (512, ), (1, ), 0), buf21, buf17, buf13, reinterpret_tensor(buf8, (512, ), (1, ), 0), buf6, )

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
    full_default = rand_strided((), (), device='cpu', dtype=torch.bool)
    mm_1 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_2 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_4 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_5 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    mm_3 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_4 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_5 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_6 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_7 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_8 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_9 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    add_15 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_11 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_12 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_13 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_15 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_16 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    add_20 = rand_strided((8, 8, 128, 64), (65536, 64, 512, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    bmm_5 = rand_strided((64, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    mm_17 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_18 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_19 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_26 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_22 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_23 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_16 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_17 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    mm_24 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_25 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_26 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_27 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_44 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_28 = rand_strided((1024, 8192), (8192, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_41, primals_40, full_default, mm_1, mm_2, clone_4, div, clone_5, mm_3, rsqrt_1, mm_4, mm_5, mm_6, rsqrt_2, mm_7, mm_8, mm_9, add_15, rsqrt_3, mm_11, mm_12, mm_13, rsqrt_4, mm_15, mm_16, add_20, div_4, bmm_5, mm_17, rsqrt_5, mm_18, mm_19, add_26, rsqrt_6, mm_22, mm_23, clone_16, clone_17, mm_24, rsqrt_7, mm_25, mm_26, mm_27, rsqrt_8, mul_44, mm_28, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
