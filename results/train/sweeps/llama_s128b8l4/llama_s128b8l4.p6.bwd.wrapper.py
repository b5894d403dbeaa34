# AOT ID: ['7_backward']
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
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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


cpp_fused_add_div_expand_mul_pow_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = tmp0 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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
                        auto tmp15 = static_cast<float>(2.0);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = at::vec::Vectorized<float>(tmp13);
                        auto tmp19 = tmp18 * tmp17;
                        auto tmp20 = tmp5 + tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused_add_cat_cumsum_div_expand_mul_ne_pow_slice_sub_sum_unsqueeze_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4)
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
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp7 = tmp2 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp0 + tmp8;
                        auto tmp11 = static_cast<float>(-0.5);
                        auto tmp12 = float(tmp10 * tmp11);
                        auto tmp13 = float(tmp6 * tmp6);
                        auto tmp14 = float(tmp13 * tmp6);
                        auto tmp15 = float(tmp12 * tmp14);
                        auto tmp16 = static_cast<float>(512.0);
                        auto tmp17 = tmp15 / tmp16;
                        auto tmp19 = static_cast<float>(2.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp17);
                        auto tmp23 = tmp22 * tmp21;
                        auto tmp24 = tmp9 + tmp23;
                        tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr5 + static_cast<int64_t>(1L + x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
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


cpp_fused_add_mean_mul_pow_rsqrt_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_mul_neg_slice_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        tmp5.store(out_ptr4 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp2 = x2;
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
                                tmp11.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                tmp16.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(32L + x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x3 + 64L*x1 + 128L*x2 + 16384L*x0), static_cast<int64_t>(8));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x4) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
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


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr1,
                       const float* in_ptr3,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
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
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)] = static_cast<float>(tmp_acc0);
                        tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                        out_ptr1[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)] = static_cast<float>(tmp_acc1);
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
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp36 = out_ptr1[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
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
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
                                tmp39.store(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                                    tmp0.store(out_ptr3 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused_clone_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax__softmax_backward_data_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
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
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_10 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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


cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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


cpp_fused__softmax__unsafe_view_add_clone_div_expand_mean_mul_pow_rsqrt_sum_transpose_unsqueeze_view_15 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr6 = in_out_ptr1;
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp17 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 + tmp15;
                        auto tmp18 = static_cast<float>(-0.5);
                        auto tmp19 = float(tmp17 * tmp18);
                        auto tmp20 = float(tmp13 * tmp13);
                        auto tmp21 = float(tmp20 * tmp13);
                        auto tmp22 = float(tmp19 * tmp21);
                        auto tmp23 = tmp22 / tmp9;
                        auto tmp25 = static_cast<float>(2.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 * tmp26;
                        auto tmp28 = at::vec::Vectorized<float>(tmp23);
                        auto tmp29 = tmp28 * tmp27;
                        auto tmp30 = tmp16 + tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    tmp0.store(out_ptr3 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused_clone_transpose_view_16 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + 65536L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mul_rsqrt_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp3 * tmp6;
                        auto tmp8 = tmp0 * tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_div_expand_mul_pow_rsqrt_sum_view_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp11 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp5 * tmp8;
                        auto tmp10 = tmp0 + tmp9;
                        auto tmp12 = static_cast<float>(-0.5);
                        auto tmp13 = float(tmp11 * tmp12);
                        auto tmp14 = float(tmp7 * tmp7);
                        auto tmp15 = float(tmp14 * tmp7);
                        auto tmp16 = float(tmp13 * tmp15);
                        auto tmp17 = static_cast<float>(512.0);
                        auto tmp18 = tmp16 / tmp17;
                        auto tmp21 = tmp19 + tmp20;
                        auto tmp22 = static_cast<float>(2.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 * tmp23;
                        auto tmp25 = at::vec::Vectorized<float>(tmp18);
                        auto tmp26 = tmp25 * tmp24;
                        auto tmp27 = tmp10 + tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_squeeze_sum_transpose_view_19 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused_mul_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_23 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
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
                                auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp38 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                auto tmp46 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp48 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp0 = x3;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                                auto tmp3 = static_cast<int64_t>(32);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                                auto tmp6 = [&]
                                {
                                    auto tmp7 = tmp5.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>((-32L) + x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                    auto tmp8 = tmp5.template cast<float,1>().template loadu<float,1>(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))));
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
                                    auto tmp24 = tmp22.template cast<float,1>().template loadu<float,1>(in_ptr1 + static_cast<int64_t>(32L + x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
                                    auto tmp25 = tmp22.template cast<float,1>().template loadu<float,1>(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(32L))));
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
                                tmp45.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 512L*x2 + 65536L*x0));
                                tmp51.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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


cpp_fused__unsafe_view_add_mul_rsqrt_sum_view_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp16 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = 1 / std::sqrt(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp5 * tmp8;
                            auto tmp10 = tmp2 * tmp9;
                            auto tmp13 = tmp11 + tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp3 * tmp17;
                            auto tmp19 = tmp15 * tmp18;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp19;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_expand_mul_pow_sum_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp0 + tmp10;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = float(tmp12 * tmp13);
                        auto tmp15 = float(tmp8 * tmp8);
                        auto tmp16 = float(tmp15 * tmp8);
                        auto tmp17 = float(tmp14 * tmp16);
                        auto tmp18 = static_cast<float>(512.0);
                        auto tmp19 = tmp17 / tmp18;
                        auto tmp21 = static_cast<float>(2.0);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp19);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp11 + tmp25;
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


cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_26 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr5)
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
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x4) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
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
                                    tmp11.store(out_ptr4 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
                                    tmp16.store(out_ptr5 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused_add_embedding_mean_mul_pow_rsqrt_27 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 8192L), "index out of bounds: 0 <= tmp2 < 8192L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
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
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_transpose_unsqueeze_view_28 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp2 = x2;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp4 * tmp1;
                                auto tmp6 = tmp5.cos();
                                auto tmp7 = tmp0 * tmp6;
                                auto tmp9 = tmp5.sin();
                                auto tmp10 = tmp8 * tmp9;
                                auto tmp11 = tmp7 + tmp10;
                                tmp11.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 65536L*x0));
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


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_29 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr1;
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
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)] = static_cast<float>(tmp_acc0);
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
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = in_ptr2[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp33 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp36 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
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
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
                                tmp39.store(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
                                    tmp0.store(out_ptr2 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp0 + tmp10;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = float(tmp12 * tmp13);
                        auto tmp15 = float(tmp8 * tmp8);
                        auto tmp16 = float(tmp15 * tmp8);
                        auto tmp17 = float(tmp14 * tmp16);
                        auto tmp18 = static_cast<float>(512.0);
                        auto tmp19 = tmp17 / tmp18;
                        auto tmp21 = static_cast<float>(2.0);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp19);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp11 + tmp25;
                        tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_mul_silu_backward_view_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    auto tmp4 = tmp3 * tmp0;
                    auto tmp6 = decltype(tmp5)(1)/(decltype(tmp5)(1) + tmp5.neg().exp());
                    auto tmp7 = tmp3 * tmp1;
                    auto tmp8 = tmp7 * tmp6;
                    auto tmp9 = static_cast<float>(1.0);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp10 - tmp6;
                    auto tmp12 = tmp5 * tmp11;
                    auto tmp13 = tmp12 + tmp10;
                    auto tmp14 = tmp8 * tmp13;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp4.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax__unsafe_view_add_clone_div_expand_mean_mul_pow_rsqrt_sum_transpose_unsqueeze_view_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp15 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 + tmp13;
                        auto tmp16 = static_cast<float>(-0.5);
                        auto tmp17 = float(tmp15 * tmp16);
                        auto tmp18 = float(tmp11 * tmp11);
                        auto tmp19 = float(tmp18 * tmp11);
                        auto tmp20 = float(tmp17 * tmp19);
                        auto tmp21 = tmp20 / tmp7;
                        auto tmp23 = static_cast<float>(2.0);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 * tmp24;
                        auto tmp26 = at::vec::Vectorized<float>(tmp21);
                        auto tmp27 = tmp26 * tmp25;
                        auto tmp28 = tmp14 + tmp27;
                        tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    tmp0.store(out_ptr3 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x2 + 32768L*x1 + 65536L*x0));
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


cpp_fused_add_div_embedding_embedding_dense_backward_expand_mean_mul_pow_rsqrt_sum_view_33 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp7;
                            auto tmp9 = c10::convert<int64_t>(tmp8);
                            TORCH_CHECK((0 <= tmp9) & (tmp9 < 8192L), "index out of bounds: 0 <= tmp9 < 8192L");
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*tmp7), static_cast<int64_t>(8));
                            auto tmp12 = tmp6 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4194304L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4194304L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp35 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<int64_t>(8191);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-8192);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 8192L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(8192);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp21 = tmp19 + tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = static_cast<float>(512.0);
                        auto tmp28 = tmp26 / tmp27;
                        auto tmp29 = static_cast<float>(1e-06);
                        auto tmp30 = float(tmp28 + tmp29);
                        auto tmp31 = 1 / std::sqrt(tmp30);
                        auto tmp32 = at::vec::Vectorized<float>(tmp31);
                        auto tmp33 = tmp25 * tmp32;
                        auto tmp34 = tmp18 + tmp33;
                        auto tmp36 = static_cast<float>(-0.5);
                        auto tmp37 = float(tmp35 * tmp36);
                        auto tmp38 = float(tmp31 * tmp31);
                        auto tmp39 = float(tmp38 * tmp31);
                        auto tmp40 = float(tmp37 * tmp39);
                        auto tmp41 = tmp40 / tmp27;
                        auto tmp42 = tmp0;
                        auto tmp43 = c10::convert<int64_t>(tmp42);
                        TORCH_CHECK((0 <= tmp43) & (tmp43 < 8192L), "index out of bounds: 0 <= tmp43 < 8192L");
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                        auto tmp46 = static_cast<float>(2.0);
                        auto tmp47 = at::vec::Vectorized<float>(tmp46);
                        auto tmp48 = tmp45 * tmp47;
                        auto tmp49 = at::vec::Vectorized<float>(tmp41);
                        auto tmp50 = tmp49 * tmp48;
                        auto tmp51 = tmp34 + tmp50;
                        auto tmp52 = static_cast<float>(0.0);
                        auto tmp53 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp54 = at::vec::Vectorized<float>(tmp52);
                        auto tmp55 = decltype(tmp51)::blendv(tmp54, tmp51, tmp53.template cast<float,1>());
                        (tmp55 + at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 512L*tmp9))).store(out_ptr2 + static_cast<int64_t>(x1 + 512L*tmp9));
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_41, primals_40, primals_18, mm_1, mm_2, add_7, div_1, add_10, rsqrt_2, mm_8, mm_9, amax_1, add_16, mul_21, add_18, rsqrt_4, mm_15, mm_16, add_24, add_26, mm_22, mm_23, add_31, rsqrt_7, mm_25, add_34, rsqrt_8, mul_44, mm_28, tangents_1 = args
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
        assert_size_stride_grouped((add_34, rsqrt_8), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf8 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_40, (512, ), (1, ), 'input')
        buf9 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf10 = reinterpret_tensor(buf7, (8, 128, 512), (65536, 512, 1), 0); del buf7  # reuse
        assert_size_stride_grouped((primals_36, add_31, rsqrt_7), ((512, ), (8, 128, 512), (8, 128, 1)), ((1, ), (65536, 512, 1), (128, 1, 1)), 'input')
        buf11 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_38, (1376, 512), (512, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_1(buf10, add_34, rsqrt_8, primals_40, primals_36, add_31, rsqrt_7, buf8, buf9, buf11)
        del add_34
        del primals_40
        del rsqrt_8
        buf13 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25, linear_26], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_38, (512, 1376), (1, 512), 0), out=buf13)
        assert_size_stride(primals_39, (512, 1376), (1376, 1), 'input')
        buf16 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, down_proj_3, permute_55, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), primals_39, out=buf16)
        del primals_39
        assert_size_stride(mm_25, (1024, 1376), (1376, 1), 'input')
        buf14 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf17 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf20 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf21 = buf20; del buf20  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf21, mm_25, buf13, buf16, buf14, buf17)
        del mm_25
        buf15 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, permute_53, linear_26, mul_42, down_proj_3, mm_31], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (512, 1024), (1, 512), 0), reinterpret_tensor(buf14, (1024, 1376), (1376, 1), 0), out=buf15)
        buf18 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25, view_114, mul_55, view_115, permute_57, mm_33], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf11, (1024, 512), (512, 1), 0), out=buf18)
        buf19 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_26, view_114, mul_55, view_115, permute_59, mm_34], Original ATen: [aten.t, aten.view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (1024, 1376), (1376, 1), 0), primals_38, out=buf19)
        del primals_38
        buf22 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25, linear_26, view_114, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_61, mm_35], Original ATen: [aten.mul, aten.view, aten._unsafe_view, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf21, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf11, (1024, 512), (512, 1), 0), out=buf22)
        assert_size_stride(primals_37, (1376, 512), (512, 1), 'input')
        buf23 = reinterpret_tensor(buf11, (1024, 512), (512, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [linear_25, linear_26, view_114, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_63, mm_36], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf21, (1024, 1376), (1376, 1), 0), primals_37, out=buf23)
        del primals_37
        buf24 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf25 = buf9; del buf9  # reuse
        buf26 = buf10; del buf10  # reuse
        buf29 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf27 = reinterpret_tensor(buf29, (8, 1), (129, 1), 0)  # alias
        buf28 = reinterpret_tensor(buf29, (8, 128), (129, 1), 1)  # alias
        buf30 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cat_cumsum_div_expand_mul_ne_pow_slice_sub_sum_unsqueeze_view_3(buf26, buf19, buf23, add_31, rsqrt_7, primals_36, buf29, buf24, buf25, buf27, buf28, buf30)
        del add_31
        del buf27
        del buf28
        del buf29
        del primals_36
        del rsqrt_7
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf31 = torch.ops.aten.cumsum.default(buf30, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf31, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf31, 16, 'torch.ops.aten.cumsum.default')
        del buf30
        assert_size_stride(add_26, (8, 128, 512), (65536, 512, 1), 'input')
        buf32 = buf25; del buf25  # reuse
        assert_size_stride(primals_31, (512, ), (1, ), 'input')
        buf33 = reinterpret_tensor(buf23, (8, 128, 512), (65536, 512, 1), 0); del buf23  # reuse
        assert_size_stride(primals_32, (512, 512), (512, 1), 'input')
        cpp_fused_add_mean_mul_pow_rsqrt_4(add_26, primals_31, buf32, buf33)
        buf34 = buf19; del buf19  # reuse
        # Topologically Sorted Source Nodes: [pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_32, (512, 512), (1, 512), 0), out=buf34)
        buf37 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        buf35 = reinterpret_tensor(buf37, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf36 = reinterpret_tensor(buf37, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_22, (1024, 128), (128, 1), 'input')
        buf40 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf38 = reinterpret_tensor(buf40, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf39 = reinterpret_tensor(buf40, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride_grouped((primals_22, add_18, rsqrt_4), ((512, ), (8, 128, 512), (8, 128, 1)), ((1, ), (65536, 512, 1), (128, 1, 1)), 'input')
        buf73 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_23, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_cat_mul_neg_slice_transpose_view_5(buf34, mm_22, primals_22, add_18, rsqrt_4, buf35, buf36, buf38, buf39, buf73)
        del buf35
        del buf36
        del buf38
        del buf39
        buf74 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_21, hidden_states_22, linear_14], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf73, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_23, (512, 512), (1, 512), 0), out=buf74)
        buf77 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        buf75 = reinterpret_tensor(buf77, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf76 = reinterpret_tensor(buf77, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        assert_size_stride(primals_3, (32, ), (1, ), 'input')
        buf41 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        buf81 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        assert_size_stride(mm_15, (1024, 128), (128, 1), 'input')
        buf80 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf78 = reinterpret_tensor(buf80, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf79 = reinterpret_tensor(buf80, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf42 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        buf82 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6(buf74, buf34, primals_3, buf37, buf77, mm_15, mm_22, buf40, buf80, buf75, buf76, buf41, buf81, buf78, buf79, buf42, buf82)
        del buf34
        del buf75
        del buf76
        del buf78
        del buf79
        del mm_15
        del mm_22
        buf43 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_21, view_9, query_states_3, linear_22, view_10, key_states_6, mul_35, mul_36, q_embed_3, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf41, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf42, (64, 64, 128), (8192, 1, 64), 0), out=buf43)
        buf83 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_14, view_6, query_states_2, linear_15, view_7, key_states_4, mul_25, mul_26, q_embed_2, mul_27, mul_28, k_embed_2, getitem_26, hidden_states_23, key_states_5, transpose_13, matmul_4], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf81, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf82, (64, 64, 128), (8192, 1, 64), 0), out=buf83)
        buf44 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf84 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf45 = reinterpret_tensor(buf43, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf43  # reuse
        buf85 = reinterpret_tensor(buf83, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf83  # reuse
        buf46 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        assert_size_stride(mm_23, (1024, 128), (128, 1), 'input')
        buf48 = reinterpret_tensor(buf77, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf77  # reuse
        assert_size_stride(primals_35, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_7(buf45, buf85, buf31, mm_23, buf44, buf84, buf46, buf48)
        del buf44
        del mm_23
        buf52 = buf74; del buf74  # reuse
        # Topologically Sorted Source Nodes: [view_120, attn_output_15, permute_67, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (1024, 512), (512, 1), 0), primals_35, out=buf52)
        del primals_35
        buf53 = buf37; del buf37  # reuse
        cpp_fused_clone_transpose_view_8(buf52, buf53)
        buf55 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_23, view_11, value_states_6, getitem_33, hidden_states_34, value_states_7, attn_output_12, view_121, view_122, permute_69, clone_20, view_123, permute_71, bmm_9], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf53, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf48, (64, 64, 128), (8192, 1, 64), 0), out=buf55)
        buf47 = buf45; del buf45  # reuse
        buf56 = buf84; del buf84  # reuse
        cpp_fused__softmax__softmax_backward_data_view_9(buf47, buf46, buf55, buf56)
        buf49 = reinterpret_tensor(buf52, (64, 128, 64), (8192, 64, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [linear_23, view_11, value_states_6, getitem_33, hidden_states_34, value_states_7, softmax_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf47, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf48, (64, 128, 64), (8192, 64, 1), 0), out=buf49)
        buf50 = reinterpret_tensor(buf48, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf48  # reuse
        cpp_fused_clone_transpose_view_10(buf49, buf50)
        del buf49
        buf51 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, permute_65, attn_output_12, transpose_19, attn_output_13, reshape_11, attn_output_15, mm_37], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (512, 1024), (1, 512), 0), reinterpret_tensor(buf50, (1024, 512), (512, 1), 0), out=buf51)
        buf54 = reinterpret_tensor(buf50, (64, 128, 64), (8192, 64, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [softmax_3, attn_output_12, view_121, view_122, permute_69, clone_20, view_123, permute_70, bmm_8], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf47, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf53, (64, 128, 64), (8192, 64, 1), 0), out=buf54)
        buf57 = buf47; del buf47  # reuse
        cpp_fused__softmax_backward_data_mul_view_11(buf57, buf56, buf55)
        del buf55
        buf58 = reinterpret_tensor(buf53, (64, 64, 128), (8192, 128, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_21, view_9, query_states_3, mul_35, mul_36, q_embed_3, matmul_6, view_125, mul_68, neg_13, fma, mul_69, view_126, permute_72, bmm_10], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf41, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf57, (64, 128, 128), (16384, 128, 1), 0), out=buf58)
        buf59 = reinterpret_tensor(buf41, (64, 128, 64), (8192, 64, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_22, view_10, key_states_6, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6, view_125, mul_68, neg_13, fma, mul_69, view_126, permute_73, bmm_11], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf57, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf42, (64, 128, 64), (8192, 64, 1), 0), out=buf59)
        del buf57
        buf60 = reinterpret_tensor(buf80, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf80  # reuse
        buf61 = reinterpret_tensor(buf40, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf40  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_12(buf58, primals_3, buf54, buf60, buf61)
        buf62 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21, view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, permute_76, mm_39], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (128, 1024), (1, 128), 0), reinterpret_tensor(buf33, (1024, 512), (512, 1), 0), out=buf62)
        assert_size_stride(primals_34, (128, 512), (512, 1), 'input')
        buf63 = reinterpret_tensor(buf54, (1024, 512), (512, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, linear_23, permute_78, mm_40], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (1024, 128), (128, 1), 0), primals_34, out=buf63)
        del primals_34
        buf64 = buf61; del buf61  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_13(buf60, buf58, primals_3, buf64)
        del buf60
        buf65 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, permute_80, clone_22, view_134, view_135, permute_81, mm_41], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.pow, aten.mean, aten.rsqrt, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (128, 1024), (1, 128), 0), reinterpret_tensor(buf33, (1024, 512), (512, 1), 0), out=buf65)
        assert_size_stride(primals_33, (128, 512), (512, 1), 'input')
        buf66 = reinterpret_tensor(buf58, (1024, 512), (512, 1), 0); del buf58  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, permute_80, clone_22, view_134, view_135, linear_22, permute_83, mm_42], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (1024, 128), (128, 1), 0), primals_33, out=buf66)
        del buf64
        del primals_33
        buf67 = reinterpret_tensor(buf42, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf42  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_14(buf59, primals_3, buf67)
        buf68 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, pow_7, variance_6, add_24, rsqrt_6, hidden_states_31, hidden_states_32, linear_21, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, permute_86, mm_43], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.pow, aten.mean, aten.rsqrt, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (512, 1024), (1, 512), 0), reinterpret_tensor(buf33, (1024, 512), (512, 1), 0), out=buf68)
        buf69 = reinterpret_tensor(buf33, (1024, 512), (512, 1), 0); del buf33  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_21, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, permute_88, mm_44], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.t, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (1024, 512), (512, 1), 0), primals_32, out=buf69)
        del primals_32
        buf70 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf71 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf72 = buf26; del buf26  # reuse
        buf86 = buf56; del buf56  # reuse
        buf87 = buf85; del buf85  # reuse
        assert_size_stride(mm_16, (1024, 128), (128, 1), 'input')
        buf88 = reinterpret_tensor(buf67, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf67  # reuse
        cpp_fused__softmax__unsafe_view_add_clone_div_expand_mean_mul_pow_rsqrt_sum_transpose_unsqueeze_view_15(buf72, buf87, buf63, buf66, buf69, add_26, buf32, primals_31, mm_16, buf70, buf71, buf86, buf88)
        del add_26
        del mm_16
        del primals_31
        buf89 = reinterpret_tensor(buf69, (64, 128, 64), (8192, 64, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [linear_16, view_8, value_states_4, getitem_27, hidden_states_24, value_states_5, softmax_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf87, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf88, (64, 128, 64), (8192, 64, 1), 0), out=buf89)
        buf90 = buf66; del buf66  # reuse
        assert_size_stride(primals_26, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_16(buf89, buf90)
        buf91 = reinterpret_tensor(buf89, (1024, 512), (512, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [attn_output_11], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf90, reinterpret_tensor(primals_26, (512, 512), (1, 512), 0), out=buf91)
        assert_size_stride_grouped((primals_27, add_24), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf92 = reinterpret_tensor(buf63, (8, 128, 512), (65536, 512, 1), 0); del buf63  # reuse
        assert_size_stride(primals_28, (1376, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mul_rsqrt_17(primals_27, add_18, buf91, add_24, buf92)
        buf93 = reinterpret_tensor(buf21, (1024, 1376), (1376, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, rsqrt_5, hidden_states_27, hidden_states_28, linear_18], Original ATen: [aten._unsafe_view, aten.add, aten.rsqrt, aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf92, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_28, (512, 1376), (1, 512), 0), out=buf93)
        assert_size_stride(primals_29, (1376, 512), (512, 1), 'input')
        buf95 = reinterpret_tensor(buf17, (1024, 1376), (1376, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, rsqrt_5, hidden_states_27, hidden_states_28, linear_18, linear_19], Original ATen: [aten._unsafe_view, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf92, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_29, (512, 1376), (1, 512), 0), out=buf95)
        assert_size_stride(primals_30, (512, 1376), (1376, 1), 'input')
        buf98 = reinterpret_tensor(buf14, (1024, 1376), (1376, 1), 0); del buf14  # reuse
        # Topologically Sorted Source Nodes: [view_141, down_proj_2, permute_92, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (1024, 512), (512, 1), 0), primals_30, out=buf98)
        del primals_30
        buf96 = reinterpret_tensor(buf16, (8, 128, 1376), (176128, 1376, 1), 0); del buf16  # reuse
        buf99 = reinterpret_tensor(buf13, (8, 128, 1376), (176128, 1376, 1), 0); del buf13  # reuse
        buf102 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf103 = buf102; del buf102  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf103, buf93, buf95, buf98, buf96, buf99)
        del buf93
        del buf95
        buf97 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_141, permute_90, linear_19, mul_32, down_proj_2, mm_45], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (512, 1024), (1, 512), 0), reinterpret_tensor(buf96, (1024, 1376), (1376, 1), 0), out=buf97)
        buf100 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, rsqrt_5, hidden_states_27, hidden_states_28, linear_18, view_142, mul_82, view_143, permute_94, mm_47], Original ATen: [aten._unsafe_view, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf92, (1024, 512), (512, 1), 0), out=buf100)
        buf101 = reinterpret_tensor(buf59, (1024, 512), (512, 1), 0); del buf59  # reuse
        # Topologically Sorted Source Nodes: [linear_19, view_142, mul_82, view_143, permute_96, mm_48], Original ATen: [aten.t, aten.view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (1024, 1376), (1376, 1), 0), primals_29, out=buf101)
        del primals_29
        buf104 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_25, rsqrt_5, hidden_states_27, hidden_states_28, linear_18, linear_19, view_142, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_98, mm_49], Original ATen: [aten._unsafe_view, aten.add, aten.rsqrt, aten.mul, aten.view, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf92, (1024, 512), (512, 1), 0), out=buf104)
        buf105 = reinterpret_tensor(buf92, (1024, 512), (512, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [linear_18, linear_19, view_142, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_100, mm_50], Original ATen: [aten.t, aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (1024, 1376), (1376, 1), 0), primals_28, out=buf105)
        del primals_28
        buf107 = buf71; del buf71  # reuse
        buf108 = buf72; del buf72  # reuse
        cpp_fused__unsafe_view_add_div_expand_mul_pow_rsqrt_sum_view_18(buf108, buf101, buf105, primals_27, add_18, buf91, add_24, buf107)
        del primals_27
        buf110 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_11, view_148, permute_104, mm_52], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf108, (1024, 512), (512, 1), 0), primals_26, out=buf110)
        del primals_26
        buf111 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_8(buf110, buf111)
        buf112 = reinterpret_tensor(buf110, (64, 128, 64), (8192, 64, 1), 0); del buf110  # reuse
        # Topologically Sorted Source Nodes: [softmax_2, attn_output_8, view_149, view_150, permute_106, clone_24, view_151, permute_107, bmm_12], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf87, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf111, (64, 128, 64), (8192, 64, 1), 0), out=buf112)
        buf119 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_25, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_19(buf112, buf119)
        buf121 = reinterpret_tensor(buf112, (1024, 512), (512, 1), 0); del buf112  # reuse
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, linear_16, permute_115, mm_54], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf119, (1024, 128), (128, 1), 0), primals_25, out=buf121)
        del primals_25
        buf113 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_16, view_8, value_states_4, getitem_27, hidden_states_24, value_states_5, attn_output_8, view_149, view_150, permute_106, clone_24, view_151, permute_108, bmm_13], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf111, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf88, (64, 64, 128), (8192, 1, 64), 0), out=buf113)
        buf114 = buf86; del buf86  # reuse
        buf115 = buf87; del buf87  # reuse
        cpp_fused__softmax_backward_data_mul_view_20(buf115, buf113, buf114)
        del buf113
        buf116 = reinterpret_tensor(buf88, (64, 64, 128), (8192, 128, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_14, view_6, query_states_2, mul_25, mul_26, q_embed_2, matmul_4, view_153, mul_95, neg_16, fma_1, mul_96, view_154, permute_109, bmm_14], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf81, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf115, (64, 128, 128), (16384, 128, 1), 0), out=buf116)
        buf118 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 1, 128), torch.float32)
        buf122 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_24, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_21(buf116, primals_3, buf118, buf122)
        buf124 = reinterpret_tensor(buf116, (1024, 512), (512, 1), 0); del buf116  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, linear_15, permute_120, mm_56], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf122, (1024, 128), (128, 1), 0), primals_24, out=buf124)
        del primals_24
        buf117 = reinterpret_tensor(buf81, (64, 128, 64), (8192, 64, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_15, view_7, key_states_4, mul_27, mul_28, k_embed_2, getitem_26, hidden_states_23, key_states_5, transpose_13, matmul_4, view_153, mul_95, neg_16, fma_1, mul_96, view_154, permute_110, bmm_15], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf115, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf82, (64, 128, 64), (8192, 64, 1), 0), out=buf117)
        del buf115
        assert_size_stride_grouped((primals_13, add_10, rsqrt_2), ((512, ), (8, 128, 512), (8, 128, 1)), ((1, ), (65536, 512, 1), (128, 1, 1)), 'input')
        buf144 = reinterpret_tensor(buf82, (8, 128, 512), (65536, 512, 1), 0); del buf82  # reuse
        assert_size_stride(primals_14, (512, 512), (512, 1), 'input')
        cpp_fused_mul_22(primals_13, add_10, rsqrt_2, buf144)
        buf145 = reinterpret_tensor(buf111, (1024, 512), (512, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf144, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_14, (512, 512), (1, 512), 0), out=buf145)
        buf148 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        buf146 = reinterpret_tensor(buf148, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf147 = reinterpret_tensor(buf148, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        buf125 = empty_strided_cpu((8, 128, 8, 64), (65536, 512, 64, 1), torch.float32)
        buf152 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_23(buf145, buf117, primals_3, buf148, buf146, buf147, buf125, buf152)
        del buf117
        del buf145
        del buf146
        del buf147
        buf127 = reinterpret_tensor(buf148, (1024, 512), (512, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, linear_14, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, permute_125, mm_58], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.t, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf125, (1024, 512), (512, 1), 0), primals_23, out=buf127)
        del primals_23
        buf106 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf128 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_mul_rsqrt_sum_view_24(buf101, buf105, add_18, buf91, add_24, buf121, buf124, buf127, rsqrt_4, buf106, buf128)
        del add_24
        del buf101
        del buf105
        del buf91
        buf109 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_148, permute_102, mm_51], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf108, (512, 1024), (1, 512), 0), buf90, out=buf109)
        del buf90
        buf120 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_21, hidden_states_22, linear_14, view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, permute_113, mm_53], Original ATen: [aten.mul, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf119, (128, 1024), (1, 128), 0), reinterpret_tensor(buf73, (1024, 512), (512, 1), 0), out=buf120)
        buf123 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, hidden_states_21, hidden_states_22, linear_14, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, permute_118, mm_55], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf122, (128, 1024), (1, 128), 0), reinterpret_tensor(buf73, (1024, 512), (512, 1), 0), out=buf123)
        buf126 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, hidden_states_21, hidden_states_22, linear_14, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, permute_123, mm_57], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf125, (512, 1024), (1, 512), 0), reinterpret_tensor(buf73, (1024, 512), (512, 1), 0), out=buf126)
        del buf125
        del buf73
        buf129 = buf107; del buf107  # reuse
        buf130 = buf108; del buf108  # reuse
        assert_size_stride_grouped((mul_21, primals_19), ((8, 128, 512), (1376, 512)), ((65536, 512, 1), (512, 1)), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_25(buf130, buf121, buf124, buf127, primals_22, add_18, rsqrt_4, buf129)
        del add_18
        del primals_22
        del rsqrt_4
        buf131 = reinterpret_tensor(buf103, (1024, 1376), (1376, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [linear_11], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_21, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_19, (512, 1376), (1, 512), 0), out=buf131)
        assert_size_stride(primals_20, (1376, 512), (512, 1), 'input')
        buf133 = reinterpret_tensor(buf99, (1024, 1376), (1376, 1), 0); del buf99  # reuse
        # Topologically Sorted Source Nodes: [linear_11, linear_12], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_21, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_20, (512, 1376), (1, 512), 0), out=buf133)
        assert_size_stride(primals_21, (512, 1376), (1376, 1), 'input')
        buf136 = reinterpret_tensor(buf96, (1024, 1376), (1376, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_169, down_proj_1, permute_129, mm_60], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf130, (1024, 512), (512, 1), 0), primals_21, out=buf136)
        del primals_21
        buf134 = reinterpret_tensor(buf98, (8, 128, 1376), (176128, 1376, 1), 0); del buf98  # reuse
        buf137 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf140 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf141 = buf140; del buf140  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf141, buf131, buf133, buf136, buf134, buf137)
        del buf131
        del buf133
        del buf136
        buf135 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_169, permute_127, linear_12, mul_22, down_proj_1, mm_59], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf130, (512, 1024), (1, 512), 0), reinterpret_tensor(buf134, (1024, 1376), (1376, 1), 0), out=buf135)
        del buf134
        buf138 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, view_170, mul_109, view_171, permute_131, mm_61], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf137, (1376, 1024), (1, 1376), 0), reinterpret_tensor(mul_21, (1024, 512), (512, 1), 0), out=buf138)
        buf139 = buf127; del buf127  # reuse
        # Topologically Sorted Source Nodes: [linear_12, view_170, mul_109, view_171, permute_133, mm_62], Original ATen: [aten.t, aten.view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf137, (1024, 1376), (1376, 1), 0), primals_20, out=buf139)
        del buf137
        del primals_20
        buf142 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_135, mm_63], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf141, (1376, 1024), (1, 1376), 0), reinterpret_tensor(mul_21, (1024, 512), (512, 1), 0), out=buf142)
        del mul_21
        buf143 = buf124; del buf124  # reuse
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_137, mm_64], Original ATen: [aten.t, aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf141, (1024, 1376), (1376, 1), 0), primals_19, out=buf143)
        del primals_19
        assert_size_stride(mm_8, (1024, 128), (128, 1), 'input')
        buf151 = reinterpret_tensor(buf122, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf122  # reuse
        buf149 = reinterpret_tensor(buf151, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf150 = reinterpret_tensor(buf151, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_1, (1024, 128), (128, 1), 'input')
        buf212 = reinterpret_tensor(buf119, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf119  # reuse
        buf210 = reinterpret_tensor(buf212, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf211 = reinterpret_tensor(buf212, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf153 = reinterpret_tensor(buf121, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf121  # reuse
        buf214 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_26(mm_8, mm_1, primals_3, buf151, buf212, buf149, buf150, buf210, buf211, buf153, buf214)
        del buf149
        del buf150
        del buf210
        del buf211
        del mm_1
        del mm_8
        buf154 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_7, view_3, query_states_1, linear_8, view_4, key_states_2, mul_15, mul_16, q_embed_1, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf152, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf153, (64, 64, 128), (8192, 1, 64), 0), out=buf154)
        assert_size_stride(primals_2, (8192, 512), (512, 1), 'input')
        buf204 = buf129; del buf129  # reuse
        assert_size_stride(primals_4, (512, ), (1, ), 'input')
        buf205 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_5, (512, 512), (512, 1), 'input')
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_27(primals_1, primals_2, primals_4, buf204, buf205)
        buf206 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf205, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_5, (512, 512), (1, 512), 0), out=buf206)
        buf209 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        buf207 = reinterpret_tensor(buf209, (8, 8, 128, 32), (65536, 8192, 64, 1), 0)  # alias
        buf208 = reinterpret_tensor(buf209, (8, 8, 128, 32), (65536, 8192, 64, 1), 32)  # alias
        buf213 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_neg_slice_transpose_unsqueeze_view_28(buf206, primals_3, buf209, buf207, buf208, buf213)
        del buf207
        del buf208
        buf215 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear, view, query_states, linear_1, view_1, key_states, mul_5, mul_6, q_embed, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key_states_1, transpose_3, matmul], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf213, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf214, (64, 64, 128), (8192, 1, 64), 0), out=buf215)
        buf216 = buf114; del buf114  # reuse
        assert_size_stride(amax_1, (8, 8, 128, 1), (1024, 128, 1, 1), 'input')
        buf155 = reinterpret_tensor(buf154, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf154  # reuse
        buf217 = reinterpret_tensor(buf215, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf215  # reuse
        buf156 = buf46; del buf46  # reuse
        buf157 = buf155; del buf155  # reuse
        assert_size_stride(mm_9, (1024, 128), (128, 1), 'input')
        buf158 = reinterpret_tensor(buf209, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf209  # reuse
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_29(buf157, buf217, buf31, amax_1, mm_9, buf216, buf156, buf158)
        del amax_1
        del buf156
        del buf31
        del mm_9
        buf159 = reinterpret_tensor(buf206, (64, 128, 64), (8192, 64, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, softmax_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf157, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf158, (64, 128, 64), (8192, 64, 1), 0), out=buf159)
        buf160 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        assert_size_stride(primals_17, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_16(buf159, buf160)
        buf161 = reinterpret_tensor(buf159, (1024, 512), (512, 1), 0); del buf159  # reuse
        # Topologically Sorted Source Nodes: [attn_output_7], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf160, reinterpret_tensor(primals_17, (512, 512), (1, 512), 0), out=buf161)
        assert_size_stride(primals_18, (512, ), (1, ), 'input')
        buf163 = buf32; del buf32  # reuse
        assert_size_stride(add_16, (8, 128, 1), (128, 1, 1), 'input')
        buf164 = buf130; del buf130  # reuse
        cpp_fused__unsafe_view_add_div_expand_mul_pow_rsqrt_sum_view_18(buf164, buf139, buf143, primals_18, add_10, buf161, add_16, buf163)
        del primals_18
        buf166 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_7, view_176, permute_141, mm_66], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (1024, 512), (512, 1), 0), primals_17, out=buf166)
        del primals_17
        buf167 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_8(buf166, buf167)
        buf168 = reinterpret_tensor(buf166, (64, 128, 64), (8192, 64, 1), 0); del buf166  # reuse
        # Topologically Sorted Source Nodes: [softmax_1, attn_output_4, view_177, view_178, permute_143, clone_28, view_179, permute_144, bmm_16], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf157, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf167, (64, 128, 64), (8192, 64, 1), 0), out=buf168)
        buf175 = reinterpret_tensor(buf212, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf212  # reuse
        assert_size_stride(primals_16, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_19(buf168, buf175)
        buf177 = reinterpret_tensor(buf168, (1024, 512), (512, 1), 0); del buf168  # reuse
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, linear_9, permute_152, mm_68], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf175, (1024, 128), (128, 1), 0), primals_16, out=buf177)
        del primals_16
        buf169 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, attn_output_4, view_177, view_178, permute_143, clone_28, view_179, permute_145, bmm_17], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf167, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf158, (64, 64, 128), (8192, 1, 64), 0), out=buf169)
        del buf158
        buf170 = buf216; del buf216  # reuse
        buf171 = buf157; del buf157  # reuse
        cpp_fused__softmax_backward_data_mul_view_20(buf171, buf169, buf170)
        del buf169
        del buf170
        buf172 = reinterpret_tensor(buf167, (64, 64, 128), (8192, 128, 1), 0); del buf167  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_7, view_3, query_states_1, mul_15, mul_16, q_embed_1, matmul_2, view_181, mul_122, neg_19, fma_2, mul_123, view_182, permute_146, bmm_18], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf152, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf171, (64, 128, 128), (16384, 128, 1), 0), out=buf172)
        buf174 = reinterpret_tensor(buf151, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf151  # reuse
        buf178 = reinterpret_tensor(buf118, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf118  # reuse
        assert_size_stride(primals_15, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_21(buf172, primals_3, buf174, buf178)
        del buf174
        buf180 = reinterpret_tensor(buf172, (1024, 512), (512, 1), 0); del buf172  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, linear_8, permute_157, mm_70], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (1024, 128), (128, 1), 0), primals_15, out=buf180)
        del primals_15
        buf173 = reinterpret_tensor(buf152, (64, 128, 64), (8192, 64, 1), 0); del buf152  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_8, view_4, key_states_2, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2, view_181, mul_122, neg_19, fma_2, mul_123, view_182, permute_147, bmm_19], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf171, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf153, (64, 128, 64), (8192, 64, 1), 0), out=buf173)
        del buf171
        buf181 = reinterpret_tensor(buf153, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf153  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_14(buf173, primals_3, buf181)
        buf183 = reinterpret_tensor(buf173, (1024, 512), (512, 1), 0); del buf173  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, linear_7, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, permute_162, mm_72], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.t, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (1024, 512), (512, 1), 0), primals_14, out=buf183)
        del primals_14
        buf162 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf184 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_mul_rsqrt_sum_view_24(buf139, buf143, add_10, buf161, add_16, buf177, buf180, buf183, rsqrt_2, buf162, buf184)
        del add_16
        del buf139
        del buf143
        del buf161
        buf165 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_176, permute_139, mm_65], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (512, 1024), (1, 512), 0), buf160, out=buf165)
        del buf160
        buf176 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7, view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, permute_150, mm_67], Original ATen: [aten.mul, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf175, (128, 1024), (1, 128), 0), reinterpret_tensor(buf144, (1024, 512), (512, 1), 0), out=buf176)
        del buf175
        buf179 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, hidden_states_11, hidden_states_12, linear_7, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, permute_155, mm_69], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (128, 1024), (1, 128), 0), reinterpret_tensor(buf144, (1024, 512), (512, 1), 0), out=buf179)
        del buf178
        buf182 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, hidden_states_11, hidden_states_12, linear_7, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, permute_160, mm_71], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (512, 1024), (1, 512), 0), reinterpret_tensor(buf144, (1024, 512), (512, 1), 0), out=buf182)
        del buf144
        buf185 = buf163; del buf163  # reuse
        buf186 = buf164; del buf164  # reuse
        assert_size_stride(add_7, (8, 128, 512), (65536, 512, 1), 'input')
        buf187 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        assert_size_stride(primals_9, (512, ), (1, ), 'input')
        buf188 = reinterpret_tensor(buf181, (8, 128, 512), (65536, 512, 1), 0); del buf181  # reuse
        assert_size_stride(primals_11, (1376, 512), (512, 1), 'input')
        cpp_fused_add_div_expand_mean_mul_pow_rsqrt_sum_view_30(buf186, buf177, buf180, buf183, primals_13, add_10, rsqrt_2, add_7, primals_9, buf185, buf187, buf188)
        del add_10
        del buf177
        del buf180
        del buf183
        del buf185
        del primals_13
        del rsqrt_2
        buf189 = reinterpret_tensor(buf141, (1024, 1376), (1376, 1), 0); del buf141  # reuse
        # Topologically Sorted Source Nodes: [pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, hidden_states_8, linear_4, linear_5], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf188, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_11, (512, 1376), (1, 512), 0), out=buf189)
        assert_size_stride(primals_12, (512, 1376), (1376, 1), 'input')
        buf192 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_197, down_proj, permute_166, mm_74], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf186, (1024, 512), (512, 1), 0), primals_12, out=buf192)
        del primals_12
        assert_size_stride(primals_10, (1376, 512), (512, 1), 'input')
        buf196 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, hidden_states_8, linear_4], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf188, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_10, (512, 1376), (1, 512), 0), out=buf196)
        assert_size_stride(div_1, (8, 128, 1376), (176128, 1376, 1), 'input')
        buf190 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf193 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf197 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf198 = buf197; del buf197  # reuse
        cpp_fused__unsafe_view_mul_silu_backward_view_31(buf198, div_1, buf189, buf192, buf196, buf190, buf193)
        del buf189
        del buf192
        del buf196
        del div_1
        buf191 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_197, permute_164, linear_5, mul_12, down_proj, mm_73], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf186, (512, 1024), (1, 512), 0), reinterpret_tensor(buf190, (1024, 1376), (1376, 1), 0), out=buf191)
        del buf190
        buf194 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, hidden_states_8, linear_4, view_198, mul_136, view_199, permute_168, mm_75], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf193, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf188, (1024, 512), (512, 1), 0), out=buf194)
        buf195 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_5, view_198, mul_136, view_199, permute_170, mm_76], Original ATen: [aten.t, aten.view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf193, (1024, 1376), (1376, 1), 0), primals_11, out=buf195)
        del buf193
        del primals_11
        buf199 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_2, variance_1, add_8, rsqrt_1, hidden_states_7, hidden_states_8, linear_4, linear_5, view_198, mul_137, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_172, mm_77], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten._unsafe_view, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf198, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf188, (1024, 512), (512, 1), 0), out=buf199)
        buf200 = reinterpret_tensor(buf188, (1024, 512), (512, 1), 0); del buf188  # reuse
        # Topologically Sorted Source Nodes: [linear_5, view_198, mul_137, linear_4, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_174, mm_78], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.t, aten.silu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf198, (1024, 1376), (1376, 1), 0), primals_10, out=buf200)
        del buf198
        del primals_10
        buf201 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf202 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf203 = buf186; del buf186  # reuse
        buf218 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        assert_size_stride(mm_2, (1024, 128), (128, 1), 'input')
        buf220 = empty_strided_cpu((8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), torch.float32)
        assert_size_stride(primals_8, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__unsafe_view_add_clone_div_expand_mean_mul_pow_rsqrt_sum_transpose_unsqueeze_view_32(buf203, buf195, buf200, add_7, buf187, primals_9, buf217, mm_2, buf201, buf202, buf218, buf220)
        del add_7
        del buf187
        del mm_2
        del primals_9
        buf224 = buf200; del buf200  # reuse
        # Topologically Sorted Source Nodes: [view_204, attn_output_3, permute_178, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf203, (1024, 512), (512, 1), 0), primals_8, out=buf224)
        del primals_8
        buf225 = reinterpret_tensor(buf195, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf195  # reuse
        cpp_fused_clone_transpose_view_8(buf224, buf225)
        buf227 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_15, hidden_states_4, value_states_1, attn_output, view_205, view_206, permute_180, clone_32, view_207, permute_182, bmm_21], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf225, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf220, (64, 64, 128), (8192, 1, 64), 0), out=buf227)
        buf219 = buf217; del buf217  # reuse
        buf228 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        cpp_fused__softmax__softmax_backward_data_view_9(buf219, buf218, buf227, buf228)
        del buf218
        buf221 = reinterpret_tensor(buf224, (64, 128, 64), (8192, 64, 1), 0); del buf224  # reuse
        # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_15, hidden_states_4, value_states_1, softmax, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf219, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf220, (64, 128, 64), (8192, 64, 1), 0), out=buf221)
        buf222 = reinterpret_tensor(buf220, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf220  # reuse
        cpp_fused_clone_transpose_view_10(buf221, buf222)
        del buf221
        buf223 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_204, permute_176, attn_output, transpose_4, attn_output_1, reshape_2, attn_output_3, mm_79], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf203, (512, 1024), (1, 512), 0), reinterpret_tensor(buf222, (1024, 512), (512, 1), 0), out=buf223)
        buf226 = reinterpret_tensor(buf222, (64, 128, 64), (8192, 64, 1), 0); del buf222  # reuse
        # Topologically Sorted Source Nodes: [softmax, attn_output, view_205, view_206, permute_180, clone_32, view_207, permute_181, bmm_20], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf219, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf225, (64, 128, 64), (8192, 64, 1), 0), out=buf226)
        buf229 = buf219; del buf219  # reuse
        cpp_fused__softmax_backward_data_mul_view_11(buf229, buf228, buf227)
        del buf227
        del buf228
        buf230 = reinterpret_tensor(buf225, (64, 64, 128), (8192, 128, 1), 0); del buf225  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear, view, query_states, mul_5, mul_6, q_embed, matmul, view_209, mul_149, neg_22, fma_3, mul_150, view_210, permute_183, bmm_22], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf213, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf229, (64, 128, 128), (16384, 128, 1), 0), out=buf230)
        buf231 = reinterpret_tensor(buf213, (64, 128, 64), (8192, 64, 1), 0); del buf213  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key_states_1, transpose_3, matmul, view_209, mul_149, neg_22, fma_3, mul_150, view_210, permute_184, bmm_23], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf229, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf214, (64, 128, 64), (8192, 64, 1), 0), out=buf231)
        del buf229
        buf232 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 1, 128), torch.float32)
        buf233 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_12(buf230, primals_3, buf226, buf232, buf233)
        buf234 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, permute_187, mm_81], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf233, (128, 1024), (1, 128), 0), reinterpret_tensor(buf205, (1024, 512), (512, 1), 0), out=buf234)
        assert_size_stride(primals_7, (128, 512), (512, 1), 'input')
        buf235 = reinterpret_tensor(buf226, (1024, 512), (512, 1), 0); del buf226  # reuse
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, linear_2, permute_189, mm_82], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf233, (1024, 128), (128, 1), 0), primals_7, out=buf235)
        del primals_7
        buf236 = buf233; del buf233  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_13(buf232, buf230, primals_3, buf236)
        del buf232
        buf237 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, permute_192, mm_83], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf236, (128, 1024), (1, 128), 0), reinterpret_tensor(buf205, (1024, 512), (512, 1), 0), out=buf237)
        assert_size_stride(primals_6, (128, 512), (512, 1), 'input')
        buf238 = reinterpret_tensor(buf230, (1024, 512), (512, 1), 0); del buf230  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, linear_1, permute_194, mm_84], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf236, (1024, 128), (128, 1), 0), primals_6, out=buf238)
        del buf236
        del primals_6
        buf239 = reinterpret_tensor(buf214, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf214  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_14(buf231, primals_3, buf239)
        del buf231
        del primals_3
        buf240 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, permute_197, mm_85], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.embedding, aten.pow, aten.mean, aten.rsqrt, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf239, (512, 1024), (1, 512), 0), reinterpret_tensor(buf205, (1024, 512), (512, 1), 0), out=buf240)
        buf241 = reinterpret_tensor(buf205, (1024, 512), (512, 1), 0); del buf205  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, linear, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, permute_199, mm_86], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.t, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf239, (1024, 512), (512, 1), 0), primals_5, out=buf241)
        del buf239
        del primals_5
        buf242 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf243 = buf202; del buf202  # reuse
        buf244 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        cpp_fused_add_div_embedding_embedding_dense_backward_expand_mean_mul_pow_rsqrt_sum_view_33(buf235, buf238, buf241, primals_1, primals_2, buf204, primals_4, buf203, buf242, buf243, buf244)
        del buf203
        del buf204
        del buf235
        del buf238
        del buf241
        del buf243
        del primals_1
        del primals_2
        del primals_4
        return (None, buf244, None, reinterpret_tensor(buf242, (512, ), (1, ), 0), buf240, buf237, buf234, buf223, reinterpret_tensor(buf201, (512, ), (1, ), 0), buf199, buf194, buf191, reinterpret_tensor(buf184, (512, ), (1, ), 0), buf182, buf179, buf176, buf165, reinterpret_tensor(buf162, (512, ), (1, ), 0), buf142, buf138, buf135, reinterpret_tensor(buf128, (512, ), (1, ), 0), buf126, buf123, buf120, buf109, reinterpret_tensor(buf106, (512, ), (1, ), 0), buf104, buf100, buf97, reinterpret_tensor(buf70, (512, ), (1, ), 0), buf68, buf65, buf62, buf51, reinterpret_tensor(buf24, (512, ), (1, ), 0), buf22, buf18, buf15, reinterpret_tensor(buf8, (512, ), (1, ), 0), buf6, )

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
    primals_18 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    mm_1 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_2 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    add_7 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((8, 128, 1376), (176128, 1376, 1), device='cpu', dtype=torch.float32)
    add_10 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_8 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_9 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    amax_1 = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    add_16 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_21 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    add_18 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_15 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_16 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    add_24 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    add_26 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_22 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_23 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    add_31 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_25 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_34 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_44 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    mm_28 = rand_strided((1024, 8192), (8192, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_41, primals_40, primals_18, mm_1, mm_2, add_7, div_1, add_10, rsqrt_2, mm_8, mm_9, amax_1, add_16, mul_21, add_18, rsqrt_4, mm_15, mm_16, add_24, add_26, mm_22, mm_23, add_31, rsqrt_7, mm_25, add_34, rsqrt_8, mul_44, mm_28, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
