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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
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
                                auto tmp20 = in_ptr1[static_cast<int64_t>(0L)];
                                auto tmp21 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp22 = tmp20 / tmp21;
                                auto tmp23 = tmp7 ? tmp22 : tmp16;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp19 * tmp24;
                                auto tmp26 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr3 + static_cast<int64_t>(x2 + 8192L*((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))) + 1048576L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L)))));
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
                            tmp42.store(out_ptr1 + static_cast<int64_t>(x2 + 8192L*x1 + 1048576L*x0));
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


cpp_fused_add_div_expand_mul_pow_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_mul_silu_silu_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp1.neg();
                    auto tmp3 = tmp2.exp();
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp1 / tmp6;
                    auto tmp8 = tmp0 * tmp7;
                    auto tmp9 = decltype(tmp1)(1)/(decltype(tmp1)(1) + tmp1.neg().exp());
                    auto tmp11 = tmp0 * tmp10;
                    auto tmp12 = tmp11 * tmp9;
                    auto tmp13 = tmp5 - tmp9;
                    auto tmp14 = tmp1 * tmp13;
                    auto tmp15 = tmp14 + tmp5;
                    auto tmp16 = tmp12 * tmp15;
                    tmp8.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_expand_mul_pow_sum_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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


cpp_fused_add_div_expand_mul_pow_sum_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp9 = tmp4 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
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
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                        auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = static_cast<float>(2.0);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp17);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp9 + tmp25;
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


cpp_fused_clone_squeeze_sum_transpose_view_11 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_mul_sum_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp9 = tmp2 * tmp8;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp3 * tmp16;
                            auto tmp18 = tmp14 * tmp17;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
                            tmp_acc1_vec = tmp_acc1_vec + tmp18;
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


cpp_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1)
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp30 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp38 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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
                        auto tmp27 = at::vec::Vectorized<float>(tmp26);
                        auto tmp28 = tmp25 * tmp27;
                        auto tmp29 = tmp18 + tmp28;
                        auto tmp31 = static_cast<float>(-0.5);
                        auto tmp32 = float(tmp30 * tmp31);
                        auto tmp33 = float(tmp26 * tmp26);
                        auto tmp34 = float(tmp33 * tmp26);
                        auto tmp35 = float(tmp32 * tmp34);
                        auto tmp36 = static_cast<float>(512.0);
                        auto tmp37 = tmp35 / tmp36;
                        auto tmp39 = static_cast<float>(2.0);
                        auto tmp40 = at::vec::Vectorized<float>(tmp39);
                        auto tmp41 = tmp38 * tmp40;
                        auto tmp42 = at::vec::Vectorized<float>(tmp37);
                        auto tmp43 = tmp42 * tmp41;
                        auto tmp44 = tmp29 + tmp43;
                        auto tmp45 = static_cast<float>(0.0);
                        auto tmp46 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp47 = at::vec::Vectorized<float>(tmp45);
                        auto tmp48 = decltype(tmp44)::blendv(tmp47, tmp44, tmp46.template cast<float,1>());
                        (tmp48 + at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 512L*tmp9))).store(out_ptr0 + static_cast<int64_t>(x1 + 512L*tmp9));
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
        primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, embedding, rsqrt, view_1, div, view_19, mm_3, rsqrt_1, view_21, mm_4, mm_5, view_25, add_10, rsqrt_2, view_27, div_2, view_45, add_15, rsqrt_3, view_47, mm_11, mm_12, view_51, add_18, rsqrt_4, view_53, div_4, view_71, add_23, rsqrt_5, view_73, mm_18, mm_19, view_77, add_26, rsqrt_6, view_79, div_6, view_97, add_31, rsqrt_7, view_99, mm_25, mm_26, view_103, add_34, rsqrt_8, view_105, mm_28, amax_4, log, convert_element_type_1, permute_71, permute_72, permute_73, permute_108, permute_109, permute_110, permute_145, permute_146, permute_147, permute_182, permute_183, permute_184, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_1, tangents_1, convert_element_type_1), ((8, 128), (), ()), ((128, 1), (), ()), 'input')
        buf0 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        assert_size_stride_grouped((mm_28, amax_4, log), ((1024, 8192), (1016, 1), (1016, 1)), ((8192, 1), (1, 1), (1, 1)), 'input')
        buf1 = empty_strided_cpu((8, 128, 8192), (1048576, 8192, 1), torch.float32)
        assert_size_stride(view_105, (1024, 512), (512, 1), 'input')
        cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_scalar_tensor_slice_slice_backward_view_0(primals_1, tangents_1, convert_element_type_1, mm_28, amax_4, log, buf0, buf1)
        del amax_4
        del buf0
        del convert_element_type_1
        del log
        del mm_28
        del tangents_1
        buf2 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_9, getitem_36, reshape_13, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, cross_entropy, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_49, mm_29], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (8192, 1024), (1, 8192), 0), view_105, out=buf2)
        del view_105
        assert_size_stride(primals_41, (8192, 512), (512, 1), 'input')
        buf3 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_9, getitem_36, reshape_13, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, cross_entropy, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_51, mm_30], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (1024, 8192), (8192, 1), 0), primals_41, out=buf3)
        del buf1
        del primals_41
        assert_size_stride_grouped((add_34, rsqrt_8), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf4 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_40, (512, ), (1, ), 'input')
        buf5 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf6 = reinterpret_tensor(buf3, (8, 128, 512), (65536, 512, 1), 0); del buf3  # reuse
        assert_size_stride(view_103, (1024, 1376), (1376, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_1(buf6, add_34, rsqrt_8, primals_40, buf4, buf5)
        del add_34
        del primals_40
        del rsqrt_8
        buf7 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, permute_53, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (512, 1024), (1, 512), 0), view_103, out=buf7)
        del view_103
        assert_size_stride(primals_39, (512, 1376), (1376, 1), 'input')
        buf8 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, down_proj_3, permute_55, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (1024, 512), (512, 1), 0), primals_39, out=buf8)
        del primals_39
        assert_size_stride_grouped((mm_25, mm_26), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf9 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf13 = reinterpret_tensor(mm_26, (8, 128, 1376), (176128, 1376, 1), 0); del mm_26  # reuse
        assert_size_stride(view_99, (1024, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf13, buf8, mm_25, buf9)
        del mm_25
        buf10 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_114, linear_25, silu_3, mul_55, view_115, permute_57, mm_33], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (1376, 1024), (1, 1376), 0), view_99, out=buf10)
        assert_size_stride(primals_38, (1376, 512), (512, 1), 'input')
        buf11 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_114, linear_25, silu_3, mul_55, view_115, linear_26, permute_59, mm_34], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (1024, 1376), (1376, 1), 0), primals_38, out=buf11)
        del primals_38
        buf14 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_114, linear_25, linear_26, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_61, mm_35], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (1376, 1024), (1, 1376), 0), view_99, out=buf14)
        del view_99
        assert_size_stride(primals_37, (1376, 512), (512, 1), 'input')
        buf15 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_114, linear_25, linear_26, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_63, mm_36], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (1024, 1376), (1376, 1), 0), primals_37, out=buf15)
        del buf13
        del primals_37
        assert_size_stride_grouped((add_31, rsqrt_7), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf16 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_36, (512, ), (1, ), 'input')
        buf17 = buf5; del buf5  # reuse
        buf18 = buf6; del buf6  # reuse
        assert_size_stride(view_97, (1024, 512), (512, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_3(buf18, buf11, buf15, add_31, rsqrt_7, primals_36, buf16, buf17)
        del add_31
        del primals_36
        del rsqrt_7
        buf19 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, permute_65, mm_37], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf18, (512, 1024), (1, 512), 0), view_97, out=buf19)
        del view_97
        assert_size_stride(primals_35, (512, 512), (512, 1), 'input')
        buf20 = buf15; del buf15  # reuse
        # Topologically Sorted Source Nodes: [view_120, attn_output_15, permute_67, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf18, (1024, 512), (512, 1), 0), primals_35, out=buf20)
        del primals_35
        buf21 = reinterpret_tensor(buf11, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf11  # reuse
        assert_size_stride(div_6, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_4(buf20, buf21)
        buf22 = reinterpret_tensor(buf20, (64, 128, 64), (8192, 64, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [view_121, view_122, permute_69, clone_20, view_123, attn_output_12, permute_70, bmm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_6, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf21, (64, 128, 64), (8192, 64, 1), 0), out=buf22)
        assert_size_stride(permute_71, (64, 64, 128), (8192, 1, 64), 'input')
        buf23 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_121, view_122, permute_69, clone_20, view_123, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf21, (64, 128, 64), (8192, 64, 1), 0), permute_71, out=buf23)
        del permute_71
        buf24 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf25 = div_6; del div_6  # reuse
        assert_size_stride(permute_72, (64, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf25, buf23, buf24)
        buf26 = reinterpret_tensor(buf21, (64, 64, 128), (8192, 128, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [view_125, mul_68, neg_13, fma, mul_69, view_126, bmm_10], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_72, reinterpret_tensor(buf25, (64, 128, 128), (16384, 128, 1), 0), out=buf26)
        del permute_72
        assert_size_stride(permute_73, (64, 128, 64), (8192, 64, 1), 'input')
        buf27 = empty_strided_cpu((64, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, mul_68, neg_13, fma, mul_69, view_126, bmm_11], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf25, (64, 128, 128), (16384, 128, 1), 0), permute_73, out=buf27)
        del buf25
        del permute_73
        assert_size_stride(primals_3, (32, ), (1, ), 'input')
        buf28 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 1, 128), torch.float32)
        buf29 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(view_79, (1024, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_6(buf26, primals_3, buf22, buf28, buf29)
        buf30 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, permute_76, mm_39], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf29, (128, 1024), (1, 128), 0), view_79, out=buf30)
        assert_size_stride(primals_34, (128, 512), (512, 1), 'input')
        buf31 = reinterpret_tensor(buf22, (1024, 512), (512, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, linear_23, permute_78, mm_40], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf29, (1024, 128), (128, 1), 0), primals_34, out=buf31)
        del primals_34
        buf32 = buf29; del buf29  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_7(buf28, buf26, primals_3, buf32)
        buf33 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_127, permute_74, view_130, sum_15, squeeze_2, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, slice_22, slice_23, neg_14, full_default_9, add_41, cos_1, cos_3, mul_71, add_42, permute_80, clone_22, view_134, view_135, permute_81, mm_41], Original ATen: [aten.view, aten.transpose, aten.sum, aten.squeeze, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf32, (128, 1024), (1, 128), 0), view_79, out=buf33)
        assert_size_stride(primals_33, (128, 512), (512, 1), 'input')
        buf34 = reinterpret_tensor(buf26, (1024, 512), (512, 1), 0); del buf26  # reuse
        # Topologically Sorted Source Nodes: [view_127, permute_74, view_130, sum_15, squeeze_2, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, slice_22, slice_23, neg_14, full_default_9, add_41, cos_1, cos_3, mul_71, add_42, permute_80, clone_22, view_134, view_135, linear_22, permute_83, mm_42], Original ATen: [aten.view, aten.transpose, aten.sum, aten.squeeze, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf32, (1024, 128), (128, 1), 0), primals_33, out=buf34)
        del primals_33
        buf35 = empty_strided_cpu((8, 128, 8, 64), (65536, 512, 64, 1), torch.float32)
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(buf27, primals_3, buf35)
        buf36 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_128, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, permute_86, mm_43], Original ATen: [aten.view, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf35, (512, 1024), (1, 512), 0), view_79, out=buf36)
        del view_79
        assert_size_stride(primals_32, (512, 512), (512, 1), 'input')
        buf37 = reinterpret_tensor(buf27, (1024, 512), (512, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [view_128, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, linear_21, permute_88, mm_44], Original ATen: [aten.view, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf35, (1024, 512), (512, 1), 0), primals_32, out=buf37)
        del primals_32
        assert_size_stride_grouped((add_26, rsqrt_6), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf38 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_31, (512, ), (1, ), 'input')
        buf39 = buf17; del buf17  # reuse
        buf40 = buf18; del buf18  # reuse
        assert_size_stride(view_77, (1024, 1376), (1376, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_9(buf40, buf31, buf34, buf37, add_26, rsqrt_6, primals_31, buf38, buf39)
        del add_26
        del primals_31
        del rsqrt_6
        buf41 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_141, permute_90, mm_45], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf40, (512, 1024), (1, 512), 0), view_77, out=buf41)
        del view_77
        assert_size_stride(primals_30, (512, 1376), (1376, 1), 'input')
        buf42 = reinterpret_tensor(buf9, (1024, 1376), (1376, 1), 0); del buf9  # reuse
        # Topologically Sorted Source Nodes: [view_141, down_proj_2, permute_92, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf40, (1024, 512), (512, 1), 0), primals_30, out=buf42)
        del primals_30
        assert_size_stride_grouped((mm_18, mm_19), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf43 = reinterpret_tensor(buf8, (8, 128, 1376), (176128, 1376, 1), 0); del buf8  # reuse
        buf47 = reinterpret_tensor(mm_19, (8, 128, 1376), (176128, 1376, 1), 0); del mm_19  # reuse
        assert_size_stride(view_73, (1024, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf47, buf42, mm_18, buf43)
        del mm_18
        buf44 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_142, linear_18, silu_2, mul_82, view_143, permute_94, mm_47], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf43, (1376, 1024), (1, 1376), 0), view_73, out=buf44)
        assert_size_stride(primals_29, (1376, 512), (512, 1), 'input')
        buf45 = buf37; del buf37  # reuse
        # Topologically Sorted Source Nodes: [view_142, linear_18, silu_2, mul_82, view_143, linear_19, permute_96, mm_48], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf43, (1024, 1376), (1376, 1), 0), primals_29, out=buf45)
        del primals_29
        buf48 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_142, linear_18, linear_19, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_98, mm_49], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (1376, 1024), (1, 1376), 0), view_73, out=buf48)
        del view_73
        assert_size_stride(primals_28, (1376, 512), (512, 1), 'input')
        buf49 = buf34; del buf34  # reuse
        # Topologically Sorted Source Nodes: [view_142, linear_18, linear_19, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_100, mm_50], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (1024, 1376), (1376, 1), 0), primals_28, out=buf49)
        del buf47
        del primals_28
        assert_size_stride_grouped((add_23, rsqrt_5), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf50 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_27, (512, ), (1, ), 'input')
        buf51 = buf39; del buf39  # reuse
        buf52 = buf40; del buf40  # reuse
        assert_size_stride(view_71, (1024, 512), (512, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_3(buf52, buf45, buf49, add_23, rsqrt_5, primals_27, buf50, buf51)
        del add_23
        del primals_27
        del rsqrt_5
        buf53 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_148, permute_102, mm_51], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (512, 1024), (1, 512), 0), view_71, out=buf53)
        del view_71
        assert_size_stride(primals_26, (512, 512), (512, 1), 'input')
        buf54 = buf49; del buf49  # reuse
        # Topologically Sorted Source Nodes: [view_148, attn_output_11, permute_104, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (1024, 512), (512, 1), 0), primals_26, out=buf54)
        del primals_26
        buf55 = reinterpret_tensor(buf45, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf45  # reuse
        assert_size_stride(div_4, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_4(buf54, buf55)
        buf56 = reinterpret_tensor(buf54, (64, 128, 64), (8192, 64, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [view_149, view_150, permute_106, clone_24, view_151, attn_output_8, permute_107, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_4, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf55, (64, 128, 64), (8192, 64, 1), 0), out=buf56)
        assert_size_stride(permute_108, (64, 64, 128), (8192, 1, 64), 'input')
        buf57 = buf23; del buf23  # reuse
        # Topologically Sorted Source Nodes: [view_149, view_150, permute_106, clone_24, view_151, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf55, (64, 128, 64), (8192, 64, 1), 0), permute_108, out=buf57)
        del permute_108
        buf58 = buf24; del buf24  # reuse
        buf59 = div_4; del div_4  # reuse
        assert_size_stride(permute_109, (64, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf59, buf57, buf58)
        buf60 = reinterpret_tensor(buf55, (64, 64, 128), (8192, 128, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [view_153, mul_95, neg_16, fma_1, mul_96, view_154, bmm_14], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_109, reinterpret_tensor(buf59, (64, 128, 128), (16384, 128, 1), 0), out=buf60)
        del permute_109
        assert_size_stride(permute_110, (64, 128, 64), (8192, 64, 1), 'input')
        buf61 = reinterpret_tensor(buf31, (64, 128, 64), (8192, 64, 1), 0); del buf31  # reuse
        # Topologically Sorted Source Nodes: [view_153, mul_95, neg_16, fma_1, mul_96, view_154, bmm_15], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf59, (64, 128, 128), (16384, 128, 1), 0), permute_110, out=buf61)
        del buf59
        del permute_110
        buf62 = reinterpret_tensor(buf32, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf32  # reuse
        buf63 = reinterpret_tensor(buf28, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf28  # reuse
        assert_size_stride(view_53, (1024, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_6(buf60, primals_3, buf56, buf62, buf63)
        buf64 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, permute_113, mm_53], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (128, 1024), (1, 128), 0), view_53, out=buf64)
        assert_size_stride(primals_25, (128, 512), (512, 1), 'input')
        buf65 = reinterpret_tensor(buf56, (1024, 512), (512, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, linear_16, permute_115, mm_54], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (1024, 128), (128, 1), 0), primals_25, out=buf65)
        del primals_25
        buf66 = buf63; del buf63  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_7(buf62, buf60, primals_3, buf66)
        buf67 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, full_default_9, cos_1, cos_3, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, permute_118, mm_55], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf66, (128, 1024), (1, 128), 0), view_53, out=buf67)
        assert_size_stride(primals_24, (128, 512), (512, 1), 'input')
        buf68 = reinterpret_tensor(buf60, (1024, 512), (512, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, full_default_9, cos_1, cos_3, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, linear_15, permute_120, mm_56], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf66, (1024, 128), (128, 1), 0), primals_24, out=buf68)
        del primals_24
        buf69 = buf35; del buf35  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(buf61, primals_3, buf69)
        buf70 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, permute_123, mm_57], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (512, 1024), (1, 512), 0), view_53, out=buf70)
        del view_53
        assert_size_stride(primals_23, (512, 512), (512, 1), 'input')
        buf71 = reinterpret_tensor(buf61, (1024, 512), (512, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, linear_14, permute_125, mm_58], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (1024, 512), (512, 1), 0), primals_23, out=buf71)
        del primals_23
        assert_size_stride_grouped((add_18, rsqrt_4), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf72 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_22, (512, ), (1, ), 'input')
        buf73 = buf51; del buf51  # reuse
        buf74 = buf52; del buf52  # reuse
        assert_size_stride(view_51, (1024, 1376), (1376, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_9(buf74, buf65, buf68, buf71, add_18, rsqrt_4, primals_22, buf72, buf73)
        del add_18
        del primals_22
        del rsqrt_4
        buf75 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_169, permute_127, mm_59], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf74, (512, 1024), (1, 512), 0), view_51, out=buf75)
        del view_51
        assert_size_stride(primals_21, (512, 1376), (1376, 1), 'input')
        buf76 = reinterpret_tensor(buf43, (1024, 1376), (1376, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [view_169, down_proj_1, permute_129, mm_60], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf74, (1024, 512), (512, 1), 0), primals_21, out=buf76)
        del primals_21
        assert_size_stride_grouped((mm_11, mm_12), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf77 = reinterpret_tensor(buf42, (8, 128, 1376), (176128, 1376, 1), 0); del buf42  # reuse
        buf81 = reinterpret_tensor(mm_12, (8, 128, 1376), (176128, 1376, 1), 0); del mm_12  # reuse
        assert_size_stride(view_47, (1024, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf81, buf76, mm_11, buf77)
        del mm_11
        buf78 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, linear_11, silu_1, mul_109, view_171, permute_131, mm_61], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (1376, 1024), (1, 1376), 0), view_47, out=buf78)
        assert_size_stride(primals_20, (1376, 512), (512, 1), 'input')
        buf79 = buf71; del buf71  # reuse
        # Topologically Sorted Source Nodes: [view_170, linear_11, silu_1, mul_109, view_171, linear_12, permute_133, mm_62], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (1024, 1376), (1376, 1), 0), primals_20, out=buf79)
        del primals_20
        buf82 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, linear_11, linear_12, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_135, mm_63], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (1376, 1024), (1, 1376), 0), view_47, out=buf82)
        del view_47
        assert_size_stride(primals_19, (1376, 512), (512, 1), 'input')
        buf83 = buf68; del buf68  # reuse
        # Topologically Sorted Source Nodes: [view_170, linear_11, linear_12, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_137, mm_64], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (1024, 1376), (1376, 1), 0), primals_19, out=buf83)
        del buf81
        del primals_19
        assert_size_stride_grouped((add_15, rsqrt_3), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf84 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_18, (512, ), (1, ), 'input')
        buf85 = buf73; del buf73  # reuse
        buf86 = buf74; del buf74  # reuse
        assert_size_stride(view_45, (1024, 512), (512, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_3(buf86, buf79, buf83, add_15, rsqrt_3, primals_18, buf84, buf85)
        del add_15
        del primals_18
        del rsqrt_3
        buf87 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_176, permute_139, mm_65], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf86, (512, 1024), (1, 512), 0), view_45, out=buf87)
        del view_45
        assert_size_stride(primals_17, (512, 512), (512, 1), 'input')
        buf88 = buf83; del buf83  # reuse
        # Topologically Sorted Source Nodes: [view_176, attn_output_7, permute_141, mm_66], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf86, (1024, 512), (512, 1), 0), primals_17, out=buf88)
        del primals_17
        buf89 = reinterpret_tensor(buf79, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf79  # reuse
        assert_size_stride(div_2, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_4(buf88, buf89)
        buf90 = reinterpret_tensor(buf88, (64, 128, 64), (8192, 64, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [view_177, view_178, permute_143, clone_28, view_179, attn_output_4, permute_144, bmm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div_2, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf89, (64, 128, 64), (8192, 64, 1), 0), out=buf90)
        assert_size_stride(permute_145, (64, 64, 128), (8192, 1, 64), 'input')
        buf91 = buf57; del buf57  # reuse
        # Topologically Sorted Source Nodes: [view_177, view_178, permute_143, clone_28, view_179, bmm_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf89, (64, 128, 64), (8192, 64, 1), 0), permute_145, out=buf91)
        del permute_145
        buf92 = buf58; del buf58  # reuse
        buf93 = div_2; del div_2  # reuse
        assert_size_stride(permute_146, (64, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf93, buf91, buf92)
        buf94 = reinterpret_tensor(buf89, (64, 64, 128), (8192, 128, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [view_181, mul_122, neg_19, fma_2, mul_123, view_182, bmm_18], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_146, reinterpret_tensor(buf93, (64, 128, 128), (16384, 128, 1), 0), out=buf94)
        del permute_146
        assert_size_stride(permute_147, (64, 128, 64), (8192, 64, 1), 'input')
        buf95 = reinterpret_tensor(buf65, (64, 128, 64), (8192, 64, 1), 0); del buf65  # reuse
        # Topologically Sorted Source Nodes: [view_181, mul_122, neg_19, fma_2, mul_123, view_182, bmm_19], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf93, (64, 128, 128), (16384, 128, 1), 0), permute_147, out=buf95)
        del buf93
        del permute_147
        buf96 = reinterpret_tensor(buf66, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf66  # reuse
        buf97 = reinterpret_tensor(buf62, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf62  # reuse
        assert_size_stride(view_27, (1024, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_6(buf94, primals_3, buf90, buf96, buf97)
        buf98 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, permute_150, mm_67], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (128, 1024), (1, 128), 0), view_27, out=buf98)
        assert_size_stride(primals_16, (128, 512), (512, 1), 'input')
        buf99 = reinterpret_tensor(buf90, (1024, 512), (512, 1), 0); del buf90  # reuse
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, linear_9, permute_152, mm_68], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (1024, 128), (128, 1), 0), primals_16, out=buf99)
        del primals_16
        buf100 = buf97; del buf97  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_7(buf96, buf94, primals_3, buf100)
        buf101 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, full_default_9, cos_1, cos_3, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, permute_155, mm_69], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf100, (128, 1024), (1, 128), 0), view_27, out=buf101)
        assert_size_stride(primals_15, (128, 512), (512, 1), 'input')
        buf102 = reinterpret_tensor(buf94, (1024, 512), (512, 1), 0); del buf94  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, full_default_9, cos_1, cos_3, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, linear_8, permute_157, mm_70], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf100, (1024, 128), (128, 1), 0), primals_15, out=buf102)
        del primals_15
        buf103 = buf69; del buf69  # reuse
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(buf95, primals_3, buf103)
        buf104 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, permute_160, mm_71], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (512, 1024), (1, 512), 0), view_27, out=buf104)
        del view_27
        assert_size_stride(primals_14, (512, 512), (512, 1), 'input')
        buf105 = reinterpret_tensor(buf95, (1024, 512), (512, 1), 0); del buf95  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, linear_7, permute_162, mm_72], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (1024, 512), (512, 1), 0), primals_14, out=buf105)
        del primals_14
        assert_size_stride_grouped((add_10, rsqrt_2), ((8, 128, 512), (8, 128, 1)), ((65536, 512, 1), (128, 1, 1)), 'input')
        buf106 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_13, (512, ), (1, ), 'input')
        buf107 = buf85; del buf85  # reuse
        buf108 = buf86; del buf86  # reuse
        assert_size_stride(view_25, (1024, 1376), (1376, 1), 'input')
        cpp_fused_add_div_expand_mul_pow_sum_view_9(buf108, buf99, buf102, buf105, add_10, rsqrt_2, primals_13, buf106, buf107)
        del add_10
        del primals_13
        del rsqrt_2
        buf109 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_197, permute_164, mm_73], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf108, (512, 1024), (1, 512), 0), view_25, out=buf109)
        del view_25
        assert_size_stride(primals_12, (512, 1376), (1376, 1), 'input')
        buf110 = reinterpret_tensor(buf77, (1024, 1376), (1376, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [view_197, down_proj, permute_166, mm_74], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf108, (1024, 512), (512, 1), 0), primals_12, out=buf110)
        del primals_12
        assert_size_stride_grouped((mm_4, mm_5), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf111 = reinterpret_tensor(buf76, (8, 128, 1376), (176128, 1376, 1), 0); del buf76  # reuse
        buf115 = reinterpret_tensor(mm_5, (8, 128, 1376), (176128, 1376, 1), 0); del mm_5  # reuse
        assert_size_stride(view_21, (1024, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf115, buf110, mm_4, buf111)
        del buf110
        del mm_4
        buf112 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_198, linear_4, silu, mul_136, view_199, permute_168, mm_75], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf111, (1376, 1024), (1, 1376), 0), view_21, out=buf112)
        assert_size_stride(primals_11, (1376, 512), (512, 1), 'input')
        buf113 = buf99; del buf99  # reuse
        # Topologically Sorted Source Nodes: [view_198, linear_4, silu, mul_136, view_199, linear_5, permute_170, mm_76], Original ATen: [aten.view, aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf111, (1024, 1376), (1376, 1), 0), primals_11, out=buf113)
        del buf111
        del primals_11
        buf116 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_198, linear_4, linear_5, mul_137, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_172, mm_77], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (1376, 1024), (1, 1376), 0), view_21, out=buf116)
        del view_21
        assert_size_stride(primals_10, (1376, 512), (512, 1), 'input')
        buf117 = buf105; del buf105  # reuse
        # Topologically Sorted Source Nodes: [view_198, linear_4, linear_5, mul_137, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_174, mm_78], Original ATen: [aten.view, aten._unsafe_view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (1024, 1376), (1376, 1), 0), primals_10, out=buf117)
        del buf115
        del primals_10
        assert_size_stride_grouped((primals_9, embedding, mm_3, rsqrt_1), ((512, ), (8, 128, 512), (1024, 512), (8, 128, 1)), ((1, ), (65536, 512, 1), (512, 1), (128, 1, 1)), 'input')
        buf119 = buf107; del buf107  # reuse
        buf120 = buf108; del buf108  # reuse
        assert_size_stride(primals_8, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_10(buf120, buf113, buf117, primals_9, embedding, mm_3, rsqrt_1, buf119)
        del primals_9
        buf122 = buf102; del buf102  # reuse
        # Topologically Sorted Source Nodes: [view_204, attn_output_3, permute_178, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (1024, 512), (512, 1), 0), primals_8, out=buf122)
        del primals_8
        buf123 = reinterpret_tensor(buf103, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf103  # reuse
        assert_size_stride(div, (8, 8, 128, 128), (131072, 16384, 128, 1), 'input')
        cpp_fused_clone_transpose_view_4(buf122, buf123)
        buf124 = reinterpret_tensor(buf122, (64, 128, 64), (8192, 64, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, attn_output, permute_181, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(div, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf123, (64, 128, 64), (8192, 64, 1), 0), out=buf124)
        buf131 = buf100; del buf100  # reuse
        assert_size_stride(primals_7, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_11(buf124, buf131)
        buf133 = reinterpret_tensor(buf124, (1024, 512), (512, 1), 0); del buf124  # reuse
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, linear_2, permute_189, mm_82], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf131, (1024, 128), (128, 1), 0), primals_7, out=buf133)
        del primals_7
        assert_size_stride(permute_182, (64, 64, 128), (8192, 1, 64), 'input')
        buf125 = buf91; del buf91  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf123, (64, 128, 64), (8192, 64, 1), 0), permute_182, out=buf125)
        del permute_182
        buf126 = buf92; del buf92  # reuse
        buf127 = div; del div  # reuse
        assert_size_stride(permute_183, (64, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_mul_view_5(buf127, buf125, buf126)
        del buf125
        del buf126
        buf128 = reinterpret_tensor(buf123, (64, 64, 128), (8192, 128, 1), 0); del buf123  # reuse
        # Topologically Sorted Source Nodes: [view_209, mul_149, neg_22, fma_3, mul_150, view_210, bmm_22], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_183, reinterpret_tensor(buf127, (64, 128, 128), (16384, 128, 1), 0), out=buf128)
        del permute_183
        buf130 = buf96; del buf96  # reuse
        buf134 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_6, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_12(buf128, primals_3, buf130, buf134)
        del buf130
        buf136 = reinterpret_tensor(buf128, (1024, 512), (512, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, full_default_9, cos_1, cos_3, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, linear_1, permute_194, mm_84], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf134, (1024, 128), (128, 1), 0), primals_6, out=buf136)
        del primals_6
        assert_size_stride(permute_184, (64, 128, 64), (8192, 64, 1), 'input')
        buf129 = empty_strided_cpu((64, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_209, mul_149, neg_22, fma_3, mul_150, view_210, bmm_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf127, (64, 128, 128), (16384, 128, 1), 0), permute_184, out=buf129)
        del buf127
        del permute_184
        buf137 = empty_strided_cpu((8, 128, 8, 64), (65536, 512, 64, 1), torch.float32)
        assert_size_stride(primals_5, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_8(buf129, primals_3, buf137)
        del primals_3
        buf139 = reinterpret_tensor(buf129, (1024, 512), (512, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, linear, permute_199, mm_86], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf137, (1024, 512), (512, 1), 0), primals_5, out=buf139)
        del primals_5
        assert_size_stride(rsqrt, (8, 128, 1), (128, 1, 1), 'input')
        buf118 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf140 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(view_19, (1024, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mul_sum_view_13(buf113, buf117, embedding, mm_3, rsqrt_1, buf133, buf136, buf139, rsqrt, buf118, buf140)
        del buf113
        del buf117
        del mm_3
        del rsqrt_1
        buf121 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_204, permute_176, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (512, 1024), (1, 512), 0), view_19, out=buf121)
        del view_19
        assert_size_stride(view_1, (1024, 512), (512, 1), 'input')
        buf132 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, permute_187, mm_81], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf131, (128, 1024), (1, 128), 0), view_1, out=buf132)
        del buf131
        buf135 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, full_default_9, cos_1, cos_3, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, permute_192, mm_83], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf134, (128, 1024), (1, 128), 0), view_1, out=buf135)
        del buf134
        buf138 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, sin_1, sin_3, cos_1, cos_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, permute_197, mm_85], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf137, (512, 1024), (1, 512), 0), view_1, out=buf138)
        del buf137
        del view_1
        buf142 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        assert_size_stride(primals_4, (512, ), (1, ), 'input')
        buf141 = buf119; del buf119  # reuse
        cpp_fused_add_div_embedding_dense_backward_expand_mul_pow_sum_view_14(buf133, buf136, buf139, primals_4, embedding, primals_1, buf120, rsqrt, buf142, buf141)
        del buf120
        del buf133
        del buf136
        del buf139
        del buf141
        del embedding
        del primals_1
        del primals_4
        del rsqrt
        return (None, buf142, None, reinterpret_tensor(buf140, (512, ), (1, ), 0), buf138, buf135, buf132, buf121, reinterpret_tensor(buf118, (512, ), (1, ), 0), buf116, buf112, buf109, reinterpret_tensor(buf106, (512, ), (1, ), 0), buf104, buf101, buf98, buf87, reinterpret_tensor(buf84, (512, ), (1, ), 0), buf82, buf78, buf75, reinterpret_tensor(buf72, (512, ), (1, ), 0), buf70, buf67, buf64, buf53, reinterpret_tensor(buf50, (512, ), (1, ), 0), buf48, buf44, buf41, reinterpret_tensor(buf38, (512, ), (1, ), 0), buf36, buf33, buf30, buf19, reinterpret_tensor(buf16, (512, ), (1, ), 0), buf14, buf10, buf7, reinterpret_tensor(buf4, (512, ), (1, ), 0), buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
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
    primals_40 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((8192, 512), (512, 1), device='cpu', dtype=torch.float32)
    embedding = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_1 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    view_19 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_3 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_21 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_4 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_5 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    view_25 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_10 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_27 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    view_45 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    add_15 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_47 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_11 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_12 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    view_51 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_18 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_53 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    view_71 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    add_23 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_73 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_18 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_19 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    view_77 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_26 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_79 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((8, 8, 128, 128), (131072, 16384, 128, 1), device='cpu', dtype=torch.float32)
    view_97 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    add_31 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_99 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_25 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_26 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    view_103 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    add_34 = rand_strided((8, 128, 512), (65536, 512, 1), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_105 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    mm_28 = rand_strided((1024, 8192), (8192, 1), device='cpu', dtype=torch.float32)
    amax_4 = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    permute_71 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_72 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_73 = rand_strided((64, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    permute_108 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_109 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_110 = rand_strided((64, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    permute_145 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_146 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_147 = rand_strided((64, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    permute_182 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_183 = rand_strided((64, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_184 = rand_strided((64, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, embedding, rsqrt, view_1, div, view_19, mm_3, rsqrt_1, view_21, mm_4, mm_5, view_25, add_10, rsqrt_2, view_27, div_2, view_45, add_15, rsqrt_3, view_47, mm_11, mm_12, view_51, add_18, rsqrt_4, view_53, div_4, view_71, add_23, rsqrt_5, view_73, mm_18, mm_19, view_77, add_26, rsqrt_6, view_79, div_6, view_97, add_31, rsqrt_7, view_99, mm_25, mm_26, view_103, add_34, rsqrt_8, view_105, mm_28, amax_4, log, convert_element_type_1, permute_71, permute_72, permute_73, permute_108, permute_109, permute_110, permute_145, permute_146, permute_147, permute_182, permute_183, permute_184, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
