# AOT ID: ['54_backward']
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


cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 8192L), "index out of bounds: 0 <= tmp2 < 8192L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp18 + tmp22;
                            auto tmp24 = tmp21 * tmp23;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp24;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr10[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = in_ptr12[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp0 * tmp6;
                        auto tmp9 = tmp8 * tmp0;
                        auto tmp10 = tmp9 * tmp5;
                        auto tmp12 = static_cast<float>(-0.5);
                        auto tmp13 = float(tmp11 * tmp12);
                        auto tmp14 = float(tmp4 * tmp4);
                        auto tmp15 = float(tmp14 * tmp4);
                        auto tmp16 = float(tmp13 * tmp15);
                        auto tmp17 = static_cast<float>(512.0);
                        auto tmp18 = tmp16 / tmp17;
                        auto tmp19 = static_cast<float>(2.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp3 * tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp18);
                        auto tmp23 = tmp22 * tmp21;
                        auto tmp24 = tmp10 + tmp23;
                        auto tmp27 = at::vec::Vectorized<float>(tmp26);
                        auto tmp28 = tmp1 * tmp27;
                        auto tmp29 = tmp25 * tmp28;
                        tmp7.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp24.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp29.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__unsafe_view_add_mul_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp11 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp7 = tmp0 * tmp6;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp1 * tmp12;
                            auto tmp14 = tmp10 * tmp13;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp14;
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


cpp_fused_add_cumsum_div_expand_mul_pow_sum_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const bool* in_ptr5,
                       float* out_ptr0,
                       int64_t* out_ptr1)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.to<int64_t,2>();
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>((static_cast<int64_t>(x4) % static_cast<int64_t>(32L))), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x4 + 64L*x3 + 8192L*x1 + 16384L*x0), static_cast<int64_t>(8));
                                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
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


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                                auto tmp36 = in_ptr2[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp40 = in_ptr3[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
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
                                auto tmp41 = at::vec::Vectorized<float>(tmp40);
                                auto tmp42 = tmp39 / tmp41;
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
                                tmp42.store(in_out_ptr1 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4 + 64L*x1 + 128L*x3 + 16384L*x0), static_cast<int64_t>(8));
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


cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = tmp9 + tmp10;
                            auto tmp13 = tmp11 + tmp12;
                            auto tmp14 = tmp6 * tmp13;
                            tmp_acc0_vec = tmp_acc0_vec + tmp14;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp18 = tmp17 * tmp8;
                        auto tmp19 = tmp10 + tmp18;
                        auto tmp21 = static_cast<float>(-0.5);
                        auto tmp22 = float(tmp20 * tmp21);
                        auto tmp23 = float(tmp7 * tmp7);
                        auto tmp24 = float(tmp23 * tmp7);
                        auto tmp25 = float(tmp22 * tmp24);
                        auto tmp26 = static_cast<float>(512.0);
                        auto tmp27 = tmp25 / tmp26;
                        auto tmp28 = static_cast<float>(2.0);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp6 * tmp29;
                        auto tmp31 = at::vec::Vectorized<float>(tmp27);
                        auto tmp32 = tmp31 * tmp30;
                        auto tmp33 = tmp19 + tmp32;
                        auto tmp34 = tmp16 * tmp9;
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp33.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp34.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_sum_view_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_18 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_mul_sum_view_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_expand_mul_pow_sum_view_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_24 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr0[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = in_ptr1[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp33 = in_ptr2[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
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
                                auto tmp34 = at::vec::Vectorized<float>(tmp33);
                                auto tmp35 = tmp32 / tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
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


cpp_fused__softmax_backward_data_mul_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
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
                        auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp34 = in_ptr8[static_cast<int64_t>(x0)];
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
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp5 * tmp35;
                        auto tmp37 = tmp33 * tmp36;
                        tmp11.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp32.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp37.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_28 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
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
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr0[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = in_ptr1[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
                                auto tmp33 = in_ptr2[static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0)];
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
                                auto tmp34 = at::vec::Vectorized<float>(tmp33);
                                auto tmp35 = tmp32 / tmp34;
                                tmp35.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 131072L*x0));
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


cpp_fused__unsafe_view_add_embedding_mul_sum_view_29 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
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
                            auto tmp3 = in_ptr2[static_cast<int64_t>(x1)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp19 = in_ptr9[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp3;
                            auto tmp5 = c10::convert<int64_t>(tmp4);
                            TORCH_CHECK((0 <= tmp5) & (tmp5 < 8192L), "index out of bounds: 0 <= tmp5 < 8192L");
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*tmp3), static_cast<int64_t>(8));
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp13 = tmp2 * tmp12;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp7 * tmp20;
                            auto tmp22 = tmp18 * tmp21;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            tmp_acc1_vec = tmp_acc1_vec + tmp22;
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


cpp_fused_add_div_embedding_embedding_dense_backward_expand_mul_pow_sum_view_30 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int64_t* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp7;
                            auto tmp9 = c10::convert<int64_t>(tmp8);
                            TORCH_CHECK((0 <= tmp9) & (tmp9 < 8192L), "index out of bounds: 0 <= tmp9 < 8192L");
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*tmp7), static_cast<int64_t>(8));
                            auto tmp12 = tmp6 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                        auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp30 = out_ptr1[static_cast<int64_t>(x0)];
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
                        auto tmp38 = tmp0;
                        auto tmp39 = c10::convert<int64_t>(tmp38);
                        TORCH_CHECK((0 <= tmp39) & (tmp39 < 8192L), "index out of bounds: 0 <= tmp39 < 8192L");
                        auto tmp41 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                        auto tmp42 = static_cast<float>(2.0);
                        auto tmp43 = at::vec::Vectorized<float>(tmp42);
                        auto tmp44 = tmp41 * tmp43;
                        auto tmp45 = at::vec::Vectorized<float>(tmp37);
                        auto tmp46 = tmp45 * tmp44;
                        auto tmp47 = tmp29 + tmp46;
                        auto tmp48 = static_cast<float>(0.0);
                        auto tmp49 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp50 = at::vec::Vectorized<float>(tmp48);
                        auto tmp51 = decltype(tmp47)::blendv(tmp50, tmp47, tmp49.template cast<float,1>());
                        (tmp51 + at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 512L*tmp9))).store(out_ptr0 + static_cast<int64_t>(x1 + 512L*tmp9));
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, ne, rsqrt, mm_1, mm_2, clone_4, amax, sum_1, clone_5, mm_3, rsqrt_1, mm_4, mm_5, mm_6, rsqrt_2, mm_8, mm_9, clone_8, amax_1, sum_2, mm_10, rsqrt_3, mm_11, mm_12, mm_13, rsqrt_4, mm_15, mm_16, clone_12, amax_2, sum_3, mm_17, rsqrt_5, mm_18, mm_19, mm_20, rsqrt_6, mm_22, mm_23, clone_16, mm_24, rsqrt_7, mm_27, rsqrt_8, mm_28, amax_4, log, convert_element_type_1, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_1, tangents_1, convert_element_type_1), ((8, 128), (), ()), ((128, 1), (), ()), 'input')
        buf0 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        assert_size_stride_grouped((mm_28, amax_4, log), ((1024, 8192), (1016, 1), (1016, 1)), ((8192, 1), (1, 1), (1, 1)), 'input')
        buf1 = empty_strided_cpu((8, 128, 8192), (1048576, 8192, 1), torch.float32)
        assert_size_stride(primals_41, (8192, 512), (512, 1), 'input')
        cpp_fused__log_softmax__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_nll_loss_backward_scalar_tensor_slice_slice_backward_view_0(primals_1, tangents_1, convert_element_type_1, mm_28, amax_4, log, buf0, buf1)
        del amax_4
        del buf0
        del convert_element_type_1
        del log
        del mm_28
        del tangents_1
        buf6 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_9, getitem_36, reshape_13, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, cross_entropy, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_51, mm_30], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (1024, 8192), (8192, 1), 0), primals_41, out=buf6)
        del primals_41
        assert_size_stride_grouped((primals_2, mm_3, mm_6, mm_10, mm_13, mm_17, mm_20, mm_24, primals_40, mm_27, rsqrt_8, primals_36, rsqrt_7), ((8192, 512), (1024, 512), (1024, 512), (1024, 512), (1024, 512), (1024, 512), (1024, 512), (1024, 512), (512, ), (1024, 512), (8, 128, 1), (512, ), (8, 128, 1)), ((512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (1, ), (512, 1), (128, 1, 1), (1, ), (128, 1, 1)), 'input')
        buf2 = reinterpret_tensor(mm_10, (8, 128, 512), (65536, 512, 1), 0); del mm_10  # reuse
        buf3 = reinterpret_tensor(mm_24, (8, 128, 512), (65536, 512, 1), 0); del mm_24  # reuse
        buf8 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf4 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf9 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf10 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_1(buf2, buf3, primals_1, primals_2, mm_3, mm_6, mm_13, mm_17, mm_20, buf6, primals_40, mm_27, rsqrt_8, primals_36, rsqrt_7, buf8, buf4, buf9, buf10)
        del primals_40
        buf5 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_9, getitem_36, reshape_13, unsqueeze_29, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_45, logits, getitem_35, reshape_12, cross_entropy, exp_9, mul_46, sub_8, view_109, full_default_8, view_110, permute_49, down_proj_3, hidden_states_39, hidden_states_41, hidden_states_42, mm_29], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.add, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (8192, 1024), (1, 8192), 0), reinterpret_tensor(buf4, (1024, 512), (512, 1), 0), out=buf5)
        del buf1
        assert_size_stride(primals_37, (1376, 512), (512, 1), 'input')
        buf11 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_37, (512, 1376), (1, 512), 0), out=buf11)
        assert_size_stride(primals_38, (1376, 512), (512, 1), 'input')
        buf13 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25, linear_26], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_38, (512, 1376), (1, 512), 0), out=buf13)
        assert_size_stride(primals_39, (512, 1376), (1376, 1), 'input')
        buf16 = empty_strided_cpu((1024, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, down_proj_3, permute_55, mm_32], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (1024, 512), (512, 1), 0), primals_39, out=buf16)
        del primals_39
        buf14 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf17 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf20 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf21 = buf20; del buf20  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf21, buf11, buf13, buf16, buf14, buf17)
        del buf11
        del buf13
        del buf16
        buf19 = reinterpret_tensor(buf4, (1024, 512), (512, 1), 0); del buf4  # reuse
        # Topologically Sorted Source Nodes: [linear_26, view_114, mul_55, view_115, permute_59, mm_34], Original ATen: [aten.t, aten.view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (1024, 1376), (1376, 1), 0), primals_38, out=buf19)
        del primals_38
        buf23 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25, linear_26, view_114, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_63, mm_36], Original ATen: [aten.t, aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf21, (1024, 1376), (1376, 1), 0), primals_37, out=buf23)
        del primals_37
        buf7 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf24 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_mul_sum_view_3(buf6, buf3, mm_27, rsqrt_8, buf19, buf23, rsqrt_7, buf7, buf24)
        del mm_27
        del rsqrt_8
        buf15 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_113, permute_53, linear_26, mul_42, down_proj_3, mm_31], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (512, 1024), (1, 512), 0), reinterpret_tensor(buf14, (1024, 1376), (1376, 1), 0), out=buf15)
        buf18 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25, view_114, mul_55, view_115, permute_57, mm_33], Original ATen: [aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), out=buf18)
        buf22 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_37, hidden_states_38, linear_25, linear_26, view_114, mul_56, mul_57, sub_9, mul_58, add_37, mul_59, view_117, permute_61, mm_35], Original ATen: [aten.mul, aten.view, aten._unsafe_view, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf21, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), out=buf22)
        buf25 = buf8; del buf8  # reuse
        buf26 = buf9; del buf9  # reuse
        assert_size_stride(ne, (8, 128), (128, 1), 'input')
        buf27 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cumsum_div_expand_mul_pow_sum_view_4(buf26, buf19, buf23, primals_36, buf3, rsqrt_7, ne, buf25, buf27)
        del buf3
        del ne
        del primals_36
        del rsqrt_7
        # Topologically Sorted Source Nodes: [packed_sequence_mask], Original ATen: [aten.cumsum]
        buf28 = torch.ops.aten.cumsum.default(buf27, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf28, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf28, 16, 'torch.ops.aten.cumsum.default')
        del buf27
        assert_size_stride(mm_22, (1024, 128), (128, 1), 'input')
        buf31 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf29 = reinterpret_tensor(buf31, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf30 = reinterpret_tensor(buf31, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(primals_3, (32, ), (1, ), 'input')
        buf32 = reinterpret_tensor(buf23, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf23  # reuse
        assert_size_stride(clone_16, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_5(mm_22, primals_3, buf31, buf29, buf30, buf32)
        del buf29
        del buf30
        del mm_22
        buf33 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_22, view_10, key_states_6, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_16, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf32, (64, 64, 128), (8192, 1, 64), 0), out=buf33)
        assert_size_stride(mm_8, (1024, 128), (128, 1), 'input')
        buf129 = buf31; del buf31  # reuse
        buf127 = reinterpret_tensor(buf129, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf128 = reinterpret_tensor(buf129, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        assert_size_stride(mm_15, (1024, 128), (128, 1), 'input')
        buf82 = empty_strided_cpu((8, 2, 128, 64), (16384, 8192, 64, 1), torch.float32)
        buf80 = reinterpret_tensor(buf82, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf81 = reinterpret_tensor(buf82, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf83 = reinterpret_tensor(buf19, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf19  # reuse
        buf130 = reinterpret_tensor(buf10, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf10  # reuse
        assert_size_stride(clone_12, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6(mm_8, mm_15, primals_3, buf82, buf129, buf127, buf128, buf80, buf81, buf83, buf130)
        del buf127
        del buf128
        del buf80
        del buf81
        del mm_15
        del mm_8
        buf84 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_15, view_7, key_states_4, mul_27, mul_28, k_embed_2, getitem_26, hidden_states_23, key_states_5, transpose_13, matmul_4], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_12, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf83, (64, 64, 128), (8192, 1, 64), 0), out=buf84)
        assert_size_stride_grouped((amax_2, sum_3), ((8, 8, 128, 1), (8, 8, 128, 1)), ((1024, 128, 1, 1), (1024, 128, 1, 1)), 'input')
        buf34 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf35 = reinterpret_tensor(buf33, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf33  # reuse
        buf85 = reinterpret_tensor(buf84, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf84  # reuse
        assert_size_stride(mm_23, (1024, 128), (128, 1), 'input')
        buf38 = reinterpret_tensor(buf6, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf6  # reuse
        assert_size_stride(primals_35, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_7(buf35, buf85, buf28, amax_2, sum_3, mm_23, buf34, buf38)
        del amax_2
        del mm_23
        del sum_3
        buf42 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, attn_output_15, permute_67, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (1024, 512), (512, 1), 0), primals_35, out=buf42)
        del primals_35
        buf43 = empty_strided_cpu((8, 8, 128, 64), (65536, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_8(buf42, buf43)
        buf45 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_23, view_11, value_states_6, getitem_33, hidden_states_34, value_states_7, attn_output_12, view_121, view_122, permute_69, clone_20, view_123, permute_71, bmm_9], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf43, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf38, (64, 64, 128), (8192, 1, 64), 0), out=buf45)
        buf36 = buf34; del buf34  # reuse
        buf37 = buf35; del buf35  # reuse
        buf46 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf47 = reinterpret_tensor(buf45, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf45  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_9(buf37, buf47, buf36, buf46)
        del buf36
        buf39 = reinterpret_tensor(buf42, (64, 128, 64), (8192, 64, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [linear_23, view_11, value_states_6, getitem_33, hidden_states_34, value_states_7, softmax_3, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._softmax, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf37, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf38, (64, 128, 64), (8192, 64, 1), 0), out=buf39)
        buf40 = reinterpret_tensor(buf38, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf38  # reuse
        cpp_fused_clone_transpose_view_10(buf39, buf40)
        buf41 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, permute_65, attn_output_12, transpose_19, attn_output_13, reshape_11, attn_output_15, mm_37], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (512, 1024), (1, 512), 0), reinterpret_tensor(buf40, (1024, 512), (512, 1), 0), out=buf41)
        buf44 = reinterpret_tensor(buf40, (64, 128, 64), (8192, 64, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [softmax_3, attn_output_12, view_121, view_122, permute_69, clone_20, view_123, permute_70, bmm_8], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf37, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf43, (64, 128, 64), (8192, 64, 1), 0), out=buf44)
        del buf37
        buf48 = reinterpret_tensor(buf43, (64, 64, 128), (8192, 128, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [matmul_6, view_125, mul_68, neg_13, fma, mul_69, view_126, permute_72, bmm_10], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_16, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf47, (64, 128, 128), (16384, 128, 1), 0), out=buf48)
        del clone_16
        buf49 = buf39; del buf39  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_22, view_10, key_states_6, mul_37, mul_38, k_embed_3, getitem_32, hidden_states_33, key_states_7, transpose_18, matmul_6, view_125, mul_68, neg_13, fma, mul_69, view_126, permute_73, bmm_11], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf47, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf32, (64, 128, 64), (8192, 64, 1), 0), out=buf49)
        del buf47
        buf50 = reinterpret_tensor(buf82, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf82  # reuse
        buf51 = reinterpret_tensor(buf129, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf129  # reuse
        assert_size_stride(primals_34, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_11(buf48, primals_3, buf44, buf50, buf51)
        buf55 = reinterpret_tensor(buf44, (1024, 512), (512, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, linear_23, permute_78, mm_40], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (1024, 128), (128, 1), 0), primals_34, out=buf55)
        del primals_34
        buf56 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_33, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_12(buf50, buf48, primals_3, buf56)
        buf58 = reinterpret_tensor(buf48, (1024, 512), (512, 1), 0); del buf48  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, permute_80, clone_22, view_134, view_135, linear_22, permute_83, mm_42], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (1024, 128), (128, 1), 0), primals_33, out=buf58)
        del primals_33
        buf59 = reinterpret_tensor(buf32, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf32  # reuse
        assert_size_stride(primals_32, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_13(buf49, primals_3, buf59)
        buf61 = reinterpret_tensor(buf49, (1024, 512), (512, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, permute_85, clone_23, view_137, view_138, linear_21, permute_88, mm_44], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (1024, 512), (512, 1), 0), primals_32, out=buf61)
        del primals_32
        assert_size_stride_grouped((primals_31, rsqrt_6), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf63 = buf25; del buf25  # reuse
        buf52 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf64 = buf26; del buf26  # reuse
        buf53 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_14(buf64, buf55, buf58, buf61, primals_31, buf2, mm_13, mm_17, mm_20, rsqrt_6, buf63, buf52, buf53)
        del mm_20
        del primals_31
        del rsqrt_6
        buf54 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_124, view_129, sum_14, squeeze_1, permute_75, clone_21, view_131, view_132, permute_76, hidden_states_32, linear_21, mm_39], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (128, 1024), (1, 128), 0), reinterpret_tensor(buf53, (1024, 512), (512, 1), 0), out=buf54)
        buf57 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, view_127, permute_74, view_130, sum_15, squeeze_2, slice_22, slice_23, neg_14, full_default_9, add_41, mul_71, add_42, hidden_states_32, linear_21, permute_80, clone_22, view_134, view_135, permute_81, mm_41], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.slice_backward, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (128, 1024), (1, 128), 0), reinterpret_tensor(buf53, (1024, 512), (512, 1), 0), out=buf57)
        buf60 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, view_128, mul_72, slice_24, slice_25, neg_15, full_default_11, add_43, mul_73, add_44, hidden_states_32, linear_21, permute_85, clone_23, view_137, view_138, permute_86, mm_43], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.slice, aten.neg, aten.slice_backward, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (512, 1024), (1, 512), 0), reinterpret_tensor(buf53, (1024, 512), (512, 1), 0), out=buf60)
        del buf53
        buf62 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_30, (512, 1376), (1376, 1), 'input')
        cpp_fused_add_mul_sum_view_15(buf55, buf58, buf61, buf52, buf62)
        buf68 = reinterpret_tensor(buf21, (1024, 1376), (1376, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [view_141, down_proj_2, permute_92, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (1024, 512), (512, 1), 0), primals_30, out=buf68)
        del primals_30
        assert_size_stride_grouped((mm_18, mm_19), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf66 = buf17; del buf17  # reuse
        buf69 = buf14; del buf14  # reuse
        buf73 = empty_strided_cpu((8, 128, 1376), (176128, 1376, 1), torch.float32)
        buf74 = buf73; del buf73  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf74, mm_18, mm_19, buf68, buf66, buf69)
        del mm_18
        del mm_19
        buf67 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_141, permute_90, linear_19, mul_32, down_proj_2, mm_45], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (512, 1024), (1, 512), 0), reinterpret_tensor(buf66, (1024, 1376), (1376, 1), 0), out=buf67)
        assert_size_stride(primals_29, (1376, 512), (512, 1), 'input')
        buf72 = buf61; del buf61  # reuse
        # Topologically Sorted Source Nodes: [view_142, mul_82, view_143, linear_19, permute_96, mm_48], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (1024, 1376), (1376, 1), 0), primals_29, out=buf72)
        del primals_29
        assert_size_stride(primals_28, (1376, 512), (512, 1), 'input')
        buf76 = buf58; del buf58  # reuse
        # Topologically Sorted Source Nodes: [linear_18, linear_19, view_142, mul_83, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_100, mm_50], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf74, (1024, 1376), (1376, 1), 0), primals_28, out=buf76)
        del primals_28
        assert_size_stride_grouped((primals_27, rsqrt_5), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf78 = buf63; del buf63  # reuse
        buf70 = reinterpret_tensor(buf55, (8, 128, 512), (65536, 512, 1), 0); del buf55  # reuse
        buf79 = buf64; del buf64  # reuse
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_16(buf79, buf72, buf76, primals_27, buf2, mm_13, mm_17, rsqrt_5, buf78, buf70)
        del primals_27
        buf71 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, view_142, mul_82, view_143, permute_94, hidden_states_27, hidden_states_28, linear_18, mm_47], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf70, (1024, 512), (512, 1), 0), out=buf71)
        buf75 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, attn_output_11, hidden_states_25, linear_18, linear_19, view_142, mul_83, hidden_states_27, hidden_states_28, mul_84, sub_10, mul_85, add_49, mul_86, view_145, permute_98, mm_49], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf74, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf70, (1024, 512), (512, 1), 0), out=buf75)
        assert_size_stride(primals_26, (512, 512), (512, 1), 'input')
        buf90 = reinterpret_tensor(buf70, (1024, 512), (512, 1), 0); del buf70  # reuse
        # Topologically Sorted Source Nodes: [view_148, attn_output_11, permute_104, mm_52], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf79, (1024, 512), (512, 1), 0), primals_26, out=buf90)
        del primals_26
        buf91 = reinterpret_tensor(buf52, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf52  # reuse
        cpp_fused_clone_transpose_view_8(buf90, buf91)
        buf92 = reinterpret_tensor(buf90, (64, 128, 64), (8192, 64, 1), 0); del buf90  # reuse
        # Topologically Sorted Source Nodes: [attn_output_8, view_149, view_150, permute_106, clone_24, view_151, permute_107, bmm_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf85, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf91, (64, 128, 64), (8192, 64, 1), 0), out=buf92)
        buf99 = buf56; del buf56  # reuse
        assert_size_stride(primals_25, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_17(buf92, buf99)
        buf102 = reinterpret_tensor(buf92, (1024, 512), (512, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, linear_16, permute_115, mm_54], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (1024, 128), (128, 1), 0), primals_25, out=buf102)
        del primals_25
        assert_size_stride(mm_16, (1024, 128), (128, 1), 'input')
        buf86 = reinterpret_tensor(buf59, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf59  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_18(mm_16, buf86)
        del mm_16
        buf93 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_16, view_8, value_states_4, getitem_27, hidden_states_24, value_states_5, attn_output_8, view_149, view_150, permute_106, clone_24, view_151, permute_108, bmm_13], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf91, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf86, (64, 64, 128), (8192, 1, 64), 0), out=buf93)
        buf94 = buf46; del buf46  # reuse
        buf95 = reinterpret_tensor(buf93, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf93  # reuse
        cpp_fused__softmax_backward_data_mul_view_19(buf95, buf85, buf94)
        del buf94
        buf96 = reinterpret_tensor(buf91, (64, 64, 128), (8192, 128, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [matmul_4, view_153, mul_95, neg_16, fma_1, mul_96, view_154, permute_109, bmm_14], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_12, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf95, (64, 128, 128), (16384, 128, 1), 0), out=buf96)
        del clone_12
        buf98 = reinterpret_tensor(buf51, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf51  # reuse
        buf103 = reinterpret_tensor(buf50, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf50  # reuse
        assert_size_stride(primals_24, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_20(buf96, primals_3, buf98, buf103)
        del buf98
        buf105 = reinterpret_tensor(buf96, (1024, 512), (512, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, permute_117, clone_26, view_162, view_163, linear_15, permute_120, mm_56], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (1024, 128), (128, 1), 0), primals_24, out=buf105)
        del primals_24
        buf97 = empty_strided_cpu((64, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_15, view_7, key_states_4, mul_27, mul_28, k_embed_2, getitem_26, hidden_states_23, key_states_5, transpose_13, matmul_4, view_153, mul_95, neg_16, fma_1, mul_96, view_154, permute_110, bmm_15], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf95, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf83, (64, 128, 64), (8192, 64, 1), 0), out=buf97)
        del buf95
        buf106 = reinterpret_tensor(buf83, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf83  # reuse
        assert_size_stride(primals_23, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_13(buf97, primals_3, buf106)
        buf108 = reinterpret_tensor(buf97, (1024, 512), (512, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, permute_122, clone_27, view_165, view_166, linear_14, permute_125, mm_58], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf106, (1024, 512), (512, 1), 0), primals_23, out=buf108)
        del primals_23
        assert_size_stride_grouped((primals_22, rsqrt_4), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf110 = buf78; del buf78  # reuse
        buf100 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf111 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_21, (512, 1376), (1376, 1), 'input')
        cpp_fused__unsafe_view_add_div_expand_mul_pow_sum_view_21(buf102, buf105, buf108, primals_22, buf2, mm_13, rsqrt_4, buf79, buf110, buf100, buf111)
        del buf110
        del primals_22
        buf115 = reinterpret_tensor(buf74, (1024, 1376), (1376, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [view_169, down_proj_1, permute_129, mm_60], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf111, (1024, 512), (512, 1), 0), primals_21, out=buf115)
        del primals_21
        assert_size_stride_grouped((mm_11, mm_12), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf113 = buf69; del buf69  # reuse
        buf116 = buf66; del buf66  # reuse
        buf120 = reinterpret_tensor(buf68, (8, 128, 1376), (176128, 1376, 1), 0); del buf68  # reuse
        buf121 = buf120; del buf120  # reuse
        assert_size_stride(primals_20, (1376, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf121, mm_11, mm_12, buf115, buf113, buf116)
        del mm_11
        del mm_12
        buf119 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, mul_109, view_171, linear_12, permute_133, mm_62], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf116, (1024, 1376), (1376, 1), 0), primals_20, out=buf119)
        del primals_20
        assert_size_stride(primals_19, (1376, 512), (512, 1), 'input')
        buf123 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_137, mm_64], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf121, (1024, 1376), (1376, 1), 0), primals_19, out=buf123)
        del primals_19
        assert_size_stride(rsqrt_3, (8, 128, 1), (128, 1, 1), 'input')
        buf77 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf109 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf124 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        cpp_fused__unsafe_view_add_mul_sum_view_22(buf72, buf76, buf2, mm_13, mm_17, rsqrt_5, buf102, buf105, buf108, rsqrt_4, buf119, buf123, rsqrt_3, buf77, buf109, buf124)
        del buf102
        del buf105
        del buf108
        del buf72
        del mm_13
        del mm_17
        del rsqrt_4
        del rsqrt_5
        buf87 = reinterpret_tensor(buf76, (64, 128, 64), (8192, 64, 1), 0); del buf76  # reuse
        # Topologically Sorted Source Nodes: [linear_16, view_8, value_states_4, getitem_27, hidden_states_24, value_states_5, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf85, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf86, (64, 128, 64), (8192, 64, 1), 0), out=buf87)
        buf88 = reinterpret_tensor(buf86, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf86  # reuse
        cpp_fused_clone_transpose_view_10(buf87, buf88)
        del buf87
        buf89 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_148, permute_102, attn_output_8, transpose_14, attn_output_9, reshape_8, attn_output_11, mm_51], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf79, (512, 1024), (1, 512), 0), reinterpret_tensor(buf88, (1024, 512), (512, 1), 0), out=buf89)
        buf101 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, view_152, view_157, sum_21, squeeze_3, permute_112, clone_25, view_159, view_160, permute_113, hidden_states_21, hidden_states_22, linear_14, mm_53], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (128, 1024), (1, 128), 0), reinterpret_tensor(buf100, (1024, 512), (512, 1), 0), out=buf101)
        buf104 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_155, permute_111, view_158, sum_22, squeeze_4, slice_26, slice_27, neg_17, add_53, mul_98, add_54, hidden_states_21, hidden_states_22, linear_14, permute_117, clone_26, view_162, view_163, permute_118, mm_55], Original ATen: [aten._unsafe_view, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf103, (128, 1024), (1, 128), 0), reinterpret_tensor(buf100, (1024, 512), (512, 1), 0), out=buf104)
        buf107 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_156, mul_99, slice_28, slice_29, neg_18, add_55, mul_100, add_56, hidden_states_21, hidden_states_22, linear_14, permute_122, clone_27, view_165, view_166, permute_123, mm_57], Original ATen: [aten._unsafe_view, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf106, (512, 1024), (1, 512), 0), reinterpret_tensor(buf100, (1024, 512), (512, 1), 0), out=buf107)
        buf114 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_169, permute_127, linear_12, mul_22, down_proj_1, mm_59], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf111, (512, 1024), (1, 512), 0), reinterpret_tensor(buf113, (1024, 1376), (1376, 1), 0), out=buf114)
        assert_size_stride(primals_18, (512, ), (1, ), 'input')
        buf125 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf117 = reinterpret_tensor(buf106, (8, 128, 512), (65536, 512, 1), 0); del buf106  # reuse
        buf126 = buf111; del buf111  # reuse
        cpp_fused_add_div_expand_mul_pow_sum_view_23(buf126, buf119, buf123, primals_18, buf2, rsqrt_3, buf125, buf117)
        del buf2
        del primals_18
        del rsqrt_3
        buf118 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_170, mul_109, view_171, permute_131, hidden_states_17, hidden_states_18, linear_11, mm_61], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf116, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf117, (1024, 512), (512, 1), 0), out=buf118)
        buf122 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, linear_12, view_170, mul_110, hidden_states_17, hidden_states_18, mul_111, sub_11, mul_112, add_61, mul_113, view_173, permute_135, mm_63], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf121, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf117, (1024, 512), (512, 1), 0), out=buf122)
        assert_size_stride(clone_8, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        buf131 = reinterpret_tensor(buf85, (64, 128, 128), (16384, 128, 1), 0); del buf85  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_8, view_4, key_states_2, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_8, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf130, (64, 64, 128), (8192, 1, 64), 0), out=buf131)
        assert_size_stride_grouped((amax_1, sum_2), ((8, 8, 128, 1), (8, 8, 128, 1)), ((1024, 128, 1, 1), (1024, 128, 1, 1)), 'input')
        buf132 = reinterpret_tensor(buf131, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf131  # reuse
        assert_size_stride(mm_9, (1024, 128), (128, 1), 'input')
        buf133 = reinterpret_tensor(buf117, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf117  # reuse
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_24(buf132, buf28, amax_1, sum_2, mm_9, buf133)
        del amax_1
        del mm_9
        del sum_2
        buf134 = reinterpret_tensor(buf123, (64, 128, 64), (8192, 64, 1), 0); del buf123  # reuse
        # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf132, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf133, (64, 128, 64), (8192, 64, 1), 0), out=buf134)
        buf135 = reinterpret_tensor(buf119, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf119  # reuse
        cpp_fused_clone_transpose_view_10(buf134, buf135)
        buf136 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_176, permute_139, attn_output_4, transpose_9, attn_output_5, reshape_5, attn_output_7, mm_65], Original ATen: [aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf126, (512, 1024), (1, 512), 0), reinterpret_tensor(buf135, (1024, 512), (512, 1), 0), out=buf136)
        assert_size_stride(primals_17, (512, 512), (512, 1), 'input')
        buf137 = reinterpret_tensor(buf135, (1024, 512), (512, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [view_176, attn_output_7, permute_141, mm_66], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf126, (1024, 512), (512, 1), 0), primals_17, out=buf137)
        del primals_17
        buf138 = reinterpret_tensor(buf134, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf134  # reuse
        cpp_fused_clone_transpose_view_8(buf137, buf138)
        buf139 = reinterpret_tensor(buf137, (64, 128, 64), (8192, 64, 1), 0); del buf137  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4, view_177, view_178, permute_143, clone_28, view_179, permute_144, bmm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf132, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf138, (64, 128, 64), (8192, 64, 1), 0), out=buf139)
        buf140 = empty_strided_cpu((64, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_2, getitem_21, hidden_states_14, value_states_3, attn_output_4, view_177, view_178, permute_143, clone_28, view_179, permute_145, bmm_17], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf138, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf133, (64, 64, 128), (8192, 1, 64), 0), out=buf140)
        buf141 = empty_strided_cpu((8, 8, 128, 1), (1024, 128, 1, 8192), torch.float32)
        buf142 = buf132; del buf132  # reuse
        cpp_fused__softmax_backward_data_mul_view_25(buf142, buf140, buf141)
        buf143 = reinterpret_tensor(buf138, (64, 64, 128), (8192, 128, 1), 0); del buf138  # reuse
        # Topologically Sorted Source Nodes: [matmul_2, view_181, mul_122, neg_19, fma_2, mul_123, view_182, permute_146, bmm_18], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_8, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf142, (64, 128, 128), (16384, 128, 1), 0), out=buf143)
        del clone_8
        buf144 = reinterpret_tensor(buf133, (64, 128, 64), (8192, 64, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_8, view_4, key_states_2, mul_17, mul_18, k_embed_1, getitem_20, hidden_states_13, key_states_3, transpose_8, matmul_2, view_181, mul_122, neg_19, fma_2, mul_123, view_182, permute_147, bmm_19], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf142, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf130, (64, 128, 64), (8192, 64, 1), 0), out=buf144)
        buf145 = reinterpret_tensor(buf103, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf103  # reuse
        buf146 = buf99; del buf99  # reuse
        assert_size_stride(primals_16, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_squeeze_sum_transpose_unsqueeze_view_11(buf143, primals_3, buf139, buf145, buf146)
        buf150 = reinterpret_tensor(buf139, (1024, 512), (512, 1), 0); del buf139  # reuse
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, linear_9, permute_152, mm_68], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf146, (1024, 128), (128, 1), 0), primals_16, out=buf150)
        del primals_16
        buf151 = empty_strided_cpu((8, 128, 2, 64), (16384, 128, 64, 1), torch.float32)
        assert_size_stride(primals_15, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_12(buf145, buf143, primals_3, buf151)
        buf153 = reinterpret_tensor(buf143, (1024, 512), (512, 1), 0); del buf143  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, permute_154, clone_30, view_190, view_191, linear_8, permute_157, mm_70], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf151, (1024, 128), (128, 1), 0), primals_15, out=buf153)
        del primals_15
        buf154 = reinterpret_tensor(buf130, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf130  # reuse
        assert_size_stride(primals_14, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_13(buf144, primals_3, buf154)
        buf156 = reinterpret_tensor(buf144, (1024, 512), (512, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, permute_159, clone_31, view_193, view_194, linear_7, permute_162, mm_72], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf154, (1024, 512), (512, 1), 0), primals_14, out=buf156)
        del primals_14
        assert_size_stride_grouped((primals_13, rsqrt_2), ((512, ), (8, 128, 1)), ((1, ), (128, 1, 1)), 'input')
        buf158 = buf125; del buf125  # reuse
        buf147 = buf100; del buf100  # reuse
        buf159 = buf126; del buf126  # reuse
        buf148 = reinterpret_tensor(buf88, (8, 128, 512), (65536, 512, 1), 0); del buf88  # reuse
        cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_26(buf159, buf150, buf153, buf156, primals_13, primals_1, primals_2, mm_3, mm_6, rsqrt_2, buf158, buf147, buf148)
        del mm_6
        del primals_13
        del rsqrt_2
        buf149 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_180, view_185, sum_28, squeeze_5, permute_149, clone_29, view_187, view_188, permute_150, hidden_states_12, linear_7, mm_67], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf146, (128, 1024), (1, 128), 0), reinterpret_tensor(buf148, (1024, 512), (512, 1), 0), out=buf149)
        buf152 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_183, permute_148, view_186, sum_29, squeeze_6, slice_30, slice_31, neg_20, add_65, mul_125, add_66, hidden_states_12, linear_7, permute_154, clone_30, view_190, view_191, permute_155, mm_69], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf151, (128, 1024), (1, 128), 0), reinterpret_tensor(buf148, (1024, 512), (512, 1), 0), out=buf152)
        buf155 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_184, mul_126, slice_32, slice_33, neg_21, add_67, mul_127, add_68, hidden_states_12, linear_7, permute_159, clone_31, view_193, view_194, permute_160, mm_71], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf154, (512, 1024), (1, 512), 0), reinterpret_tensor(buf148, (1024, 512), (512, 1), 0), out=buf155)
        buf157 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(primals_12, (512, 1376), (1376, 1), 'input')
        cpp_fused_add_mul_sum_view_15(buf150, buf153, buf156, buf147, buf157)
        buf163 = reinterpret_tensor(buf121, (1024, 1376), (1376, 1), 0); del buf121  # reuse
        # Topologically Sorted Source Nodes: [view_197, down_proj, permute_166, mm_74], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf159, (1024, 512), (512, 1), 0), primals_12, out=buf163)
        del primals_12
        assert_size_stride_grouped((mm_4, mm_5), ((1024, 1376), (1024, 1376)), ((1376, 1), (1376, 1)), 'input')
        buf161 = buf116; del buf116  # reuse
        buf164 = buf113; del buf113  # reuse
        buf168 = reinterpret_tensor(buf115, (8, 128, 1376), (176128, 1376, 1), 0); del buf115  # reuse
        buf169 = buf168; del buf168  # reuse
        cpp_fused__unsafe_view_mul_silu_silu_backward_view_2(buf169, mm_4, mm_5, buf163, buf161, buf164)
        del buf163
        del mm_4
        del mm_5
        buf162 = empty_strided_cpu((512, 1376), (1376, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_197, permute_164, linear_5, mul_12, down_proj, mm_73], Original ATen: [aten.view, aten.t, aten._unsafe_view, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf159, (512, 1024), (1, 512), 0), reinterpret_tensor(buf161, (1024, 1376), (1376, 1), 0), out=buf162)
        del buf161
        assert_size_stride(primals_11, (1376, 512), (512, 1), 'input')
        buf167 = buf156; del buf156  # reuse
        # Topologically Sorted Source Nodes: [view_198, mul_136, view_199, linear_5, permute_170, mm_76], Original ATen: [aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (1024, 1376), (1376, 1), 0), primals_11, out=buf167)
        del primals_11
        assert_size_stride(primals_10, (1376, 512), (512, 1), 'input')
        buf171 = buf153; del buf153  # reuse
        # Topologically Sorted Source Nodes: [linear_4, linear_5, view_198, mul_137, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_174, mm_78], Original ATen: [aten._unsafe_view, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf169, (1024, 1376), (1376, 1), 0), primals_10, out=buf171)
        del primals_10
        assert_size_stride_grouped((primals_9, rsqrt_1, primals_4, rsqrt), ((512, ), (8, 128, 1), (512, ), (8, 128, 1)), ((1, ), (128, 1, 1), (1, ), (128, 1, 1)), 'input')
        buf173 = buf158; del buf158  # reuse
        buf165 = reinterpret_tensor(buf150, (8, 128, 512), (65536, 512, 1), 0); del buf150  # reuse
        buf174 = buf159; del buf159  # reuse
        buf193 = buf147; del buf147  # reuse
        cpp_fused__unsafe_view_add_div_embedding_expand_mul_pow_sum_view_27(buf174, buf167, buf171, primals_9, primals_1, primals_2, mm_3, rsqrt_1, primals_4, rsqrt, buf173, buf165, buf193)
        del primals_9
        buf166 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, view_198, mul_136, view_199, permute_168, hidden_states_7, hidden_states_8, linear_4, mm_75], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.mul, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf165, (1024, 512), (512, 1), 0), out=buf166)
        del buf164
        buf170 = empty_strided_cpu((1376, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_5, linear_4, linear_5, view_198, mul_137, hidden_states_7, hidden_states_8, mul_138, sub_12, mul_139, add_73, mul_140, view_201, permute_172, mm_77], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.view, aten.mul, aten.silu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf169, (1376, 1024), (1, 1376), 0), reinterpret_tensor(buf165, (1024, 512), (512, 1), 0), out=buf170)
        del buf169
        assert_size_stride(mm_1, (1024, 128), (128, 1), 'input')
        buf179 = reinterpret_tensor(buf151, (8, 2, 128, 64), (16384, 8192, 64, 1), 0); del buf151  # reuse
        buf177 = reinterpret_tensor(buf179, (8, 2, 128, 32), (16384, 8192, 64, 1), 0)  # alias
        buf178 = reinterpret_tensor(buf179, (8, 2, 128, 32), (16384, 8192, 64, 1), 32)  # alias
        buf180 = reinterpret_tensor(buf165, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf165  # reuse
        assert_size_stride(clone_4, (8, 8, 128, 64), (65536, 8192, 64, 1), 'input')
        cpp_fused__to_copy__unsafe_view_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_5(mm_1, primals_3, buf179, buf177, buf178, buf180)
        del buf177
        del buf178
        del mm_1
        buf181 = reinterpret_tensor(buf142, (64, 128, 128), (16384, 128, 1), 0); del buf142  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key_states_1, transpose_3, matmul], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_4, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf180, (64, 64, 128), (8192, 1, 64), 0), out=buf181)
        assert_size_stride_grouped((amax, sum_1), ((8, 8, 128, 1), (8, 8, 128, 1)), ((1024, 128, 1, 1), (1024, 128, 1, 1)), 'input')
        buf182 = reinterpret_tensor(buf181, (8, 8, 128, 128), (131072, 16384, 128, 1), 0); del buf181  # reuse
        assert_size_stride(primals_8, (512, 512), (512, 1), 'input')
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_28(buf182, buf28, amax, sum_1)
        del amax
        del buf28
        del sum_1
        buf176 = reinterpret_tensor(buf154, (1024, 512), (512, 1), 0); del buf154  # reuse
        # Topologically Sorted Source Nodes: [view_204, attn_output_3, permute_178, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf174, (1024, 512), (512, 1), 0), primals_8, out=buf176)
        del primals_8
        buf183 = reinterpret_tensor(buf148, (8, 8, 128, 64), (65536, 8192, 64, 1), 0); del buf148  # reuse
        cpp_fused_clone_transpose_view_8(buf176, buf183)
        buf184 = reinterpret_tensor(buf176, (64, 128, 64), (8192, 64, 1), 0); del buf176  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, attn_output, permute_181, bmm_20], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf182, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf183, (64, 128, 64), (8192, 64, 1), 0), out=buf184)
        buf192 = reinterpret_tensor(buf179, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf179  # reuse
        assert_size_stride(primals_7, (128, 512), (512, 1), 'input')
        cpp_fused_clone_squeeze_sum_transpose_view_17(buf184, buf192)
        buf195 = reinterpret_tensor(buf184, (1024, 512), (512, 1), 0); del buf184  # reuse
        # Topologically Sorted Source Nodes: [view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, linear_2, permute_189, mm_82], Original ATen: [aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (1024, 128), (128, 1), 0), primals_7, out=buf195)
        del primals_7
        assert_size_stride(mm_2, (1024, 128), (128, 1), 'input')
        buf185 = reinterpret_tensor(buf79, (8, 2, 4, 128, 64), (65536, 32768, 8192, 64, 1), 0); del buf79  # reuse
        cpp_fused__unsafe_view_clone_expand_transpose_unsqueeze_view_18(mm_2, buf185)
        del mm_2
        buf186 = buf140; del buf140  # reuse
        # Topologically Sorted Source Nodes: [view_205, view_206, permute_180, clone_32, view_207, linear_2, view_2, value_states, getitem_15, hidden_states_4, value_states_1, attn_output, permute_182, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.expand, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf183, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf185, (64, 64, 128), (8192, 1, 64), 0), out=buf186)
        buf187 = buf141; del buf141  # reuse
        buf188 = buf182; del buf182  # reuse
        cpp_fused__softmax_backward_data_mul_view_25(buf188, buf186, buf187)
        del buf186
        del buf187
        buf189 = reinterpret_tensor(buf185, (64, 64, 128), (8192, 128, 1), 0); del buf185  # reuse
        # Topologically Sorted Source Nodes: [matmul, view_209, mul_149, neg_22, fma_3, mul_150, view_210, permute_183, bmm_22], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_4, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf188, (64, 128, 128), (16384, 128, 1), 0), out=buf189)
        del clone_4
        buf191 = reinterpret_tensor(buf146, (8, 2, 128, 64), (16384, 8192, 1, 128), 0); del buf146  # reuse
        buf196 = reinterpret_tensor(buf145, (8, 128, 2, 64), (16384, 128, 64, 1), 0); del buf145  # reuse
        assert_size_stride(primals_6, (128, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_squeeze_sum_transpose_unsqueeze_view_20(buf189, primals_3, buf191, buf196)
        del buf191
        buf198 = reinterpret_tensor(buf189, (1024, 512), (512, 1), 0); del buf189  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, permute_191, clone_34, view_218, view_219, linear_1, permute_194, mm_84], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf196, (1024, 128), (128, 1), 0), primals_6, out=buf198)
        del primals_6
        buf190 = reinterpret_tensor(buf183, (64, 128, 64), (8192, 64, 1), 0); del buf183  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key_states_1, transpose_3, matmul, view_209, mul_149, neg_22, fma_3, mul_150, view_210, permute_184, bmm_23], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten._unsafe_view, aten.view, aten.transpose, aten.expand, aten.clone, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf188, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf180, (64, 128, 64), (8192, 64, 1), 0), out=buf190)
        del buf188
        buf199 = reinterpret_tensor(buf180, (8, 128, 8, 64), (65536, 512, 64, 1), 0); del buf180  # reuse
        assert_size_stride(primals_5, (512, 512), (512, 1), 'input')
        cpp_fused__to_copy_add_cat_clone_mul_neg_slice_slice_backward_transpose_unsqueeze_view_13(buf190, primals_3, buf199)
        del primals_3
        buf201 = reinterpret_tensor(buf190, (1024, 512), (512, 1), 0); del buf190  # reuse
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, permute_196, clone_35, view_221, view_222, linear, permute_199, mm_86], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (1024, 512), (512, 1), 0), primals_5, out=buf201)
        del primals_5
        buf172 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        buf202 = empty_strided_cpu((1, 1, 512), (512, 512, 1), torch.float32)
        assert_size_stride(clone_5, (8, 128, 8, 64), (65536, 512, 64, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mul_sum_view_29(buf167, buf171, primals_1, primals_2, mm_3, rsqrt_1, buf195, buf198, buf201, rsqrt, buf172, buf202)
        del buf167
        del buf171
        del mm_3
        del rsqrt_1
        buf175 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_204, permute_176, reshape_2, attn_output_3, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf174, (512, 1024), (1, 512), 0), reinterpret_tensor(clone_5, (1024, 512), (512, 1), 0), out=buf175)
        del clone_5
        buf194 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, view_208, view_213, sum_35, squeeze_7, permute_186, clone_33, view_215, view_216, permute_187, hidden_states_1, hidden_states_2, linear, mm_81], Original ATen: [aten.embedding, aten.view, aten.sum, aten.squeeze, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (128, 1024), (1, 128), 0), reinterpret_tensor(buf193, (1024, 512), (512, 1), 0), out=buf194)
        del buf192
        buf197 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, full_default_9, view_211, permute_185, view_214, sum_36, squeeze_8, slice_34, slice_35, neg_23, add_77, mul_152, add_78, hidden_states_1, hidden_states_2, linear, permute_191, clone_34, view_218, view_219, permute_192, mm_83], Original ATen: [aten.embedding, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.transpose, aten.sum, aten.squeeze, aten.slice, aten.neg, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf196, (128, 1024), (1, 128), 0), reinterpret_tensor(buf193, (1024, 512), (512, 1), 0), out=buf197)
        del buf196
        buf200 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, full_default_11, view_212, mul_153, slice_36, slice_37, neg_24, add_79, mul_154, add_80, hidden_states_1, hidden_states_2, linear, permute_196, clone_35, view_221, view_222, permute_197, mm_85], Original ATen: [aten.embedding, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.slice_backward, aten.view, aten.slice, aten.neg, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (512, 1024), (1, 512), 0), reinterpret_tensor(buf193, (1024, 512), (512, 1), 0), out=buf200)
        del buf193
        del buf199
        buf204 = empty_strided_cpu((8192, 512), (512, 1), torch.float32)
        buf203 = buf173; del buf173  # reuse
        cpp_fused_add_div_embedding_embedding_dense_backward_expand_mul_pow_sum_view_30(buf195, buf198, buf201, primals_4, primals_1, primals_2, buf174, rsqrt, buf204, buf203)
        del buf174
        del buf195
        del buf198
        del buf201
        del buf203
        del primals_1
        del primals_2
        del primals_4
        del rsqrt
        return (None, buf204, None, reinterpret_tensor(buf202, (512, ), (1, ), 0), buf200, buf197, buf194, buf175, reinterpret_tensor(buf172, (512, ), (1, ), 0), buf170, buf166, buf162, reinterpret_tensor(buf157, (512, ), (1, ), 0), buf155, buf152, buf149, buf136, reinterpret_tensor(buf124, (512, ), (1, ), 0), buf122, buf118, buf114, reinterpret_tensor(buf109, (512, ), (1, ), 0), buf107, buf104, buf101, buf89, reinterpret_tensor(buf77, (512, ), (1, ), 0), buf75, buf71, buf67, reinterpret_tensor(buf62, (512, ), (1, ), 0), buf60, buf57, buf54, buf41, reinterpret_tensor(buf24, (512, ), (1, ), 0), buf22, buf18, buf15, reinterpret_tensor(buf7, (512, ), (1, ), 0), buf5, )

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
    primals_40 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((8192, 512), (512, 1), device='cpu', dtype=torch.float32)
    ne = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.bool)
    rsqrt = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_1 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_2 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_4 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_1 = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    clone_5 = rand_strided((8, 128, 8, 64), (65536, 512, 64, 1), device='cpu', dtype=torch.float32)
    mm_3 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_4 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_5 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_6 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_8 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_9 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_8 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    amax_1 = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_2 = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    mm_10 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_11 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_12 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_13 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_15 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_16 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_12 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    amax_2 = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_3 = rand_strided((8, 8, 128, 1), (1024, 128, 1, 1), device='cpu', dtype=torch.float32)
    mm_17 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_18 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_19 = rand_strided((1024, 1376), (1376, 1), device='cpu', dtype=torch.float32)
    mm_20 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_22 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    mm_23 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    clone_16 = rand_strided((8, 8, 128, 64), (65536, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mm_24 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_27 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mm_28 = rand_strided((1024, 8192), (8192, 1), device='cpu', dtype=torch.float32)
    amax_4 = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    log = rand_strided((1016, 1), (1, 1), device='cpu', dtype=torch.float32)
    convert_element_type_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, ne, rsqrt, mm_1, mm_2, clone_4, amax, sum_1, clone_5, mm_3, rsqrt_1, mm_4, mm_5, mm_6, rsqrt_2, mm_8, mm_9, clone_8, amax_1, sum_2, mm_10, rsqrt_3, mm_11, mm_12, mm_13, rsqrt_4, mm_15, mm_16, clone_12, amax_2, sum_3, mm_17, rsqrt_5, mm_18, mm_19, mm_20, rsqrt_6, mm_22, mm_23, clone_16, mm_24, rsqrt_7, mm_27, rsqrt_8, mm_28, amax_4, log, convert_element_type_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
