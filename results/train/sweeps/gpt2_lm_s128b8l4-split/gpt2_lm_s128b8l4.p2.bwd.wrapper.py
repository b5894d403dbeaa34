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


cpp_fused__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_native_layer_norm_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       int64_t* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(50257L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50257L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(1L + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))))];
                            auto tmp11 = in_ptr1[static_cast<int64_t>(0L)];
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
                out_ptr1[static_cast<int64_t>(x0)] = tmp_acc0;
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
                                auto tmp21 = out_ptr0[static_cast<int64_t>(0L)];
                                auto tmp22 = c10::convert<float>(tmp21);
                                auto tmp23 = tmp20 / tmp22;
                                auto tmp24 = tmp7 ? tmp23 : tmp16;
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp19 * tmp25;
                                auto tmp27 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr2 + static_cast<int64_t>(x2 + 50257L*x1 + 6382639L*x0));
                                auto tmp28 = tmp27.exp();
                                auto tmp29 = out_ptr1[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 * tmp30;
                                auto tmp32 = tmp26 - tmp31;
                                return tmp32;
                            }
                            ;
                            auto tmp33 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp34 = static_cast<float>(0.0);
                            auto tmp35 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp36 = at::vec::Vectorized<float>(tmp34);
                            auto tmp37 = decltype(tmp33)::blendv(tmp36, tmp33, tmp35.template cast<float,1>());
                            tmp37.store(out_ptr2 + static_cast<int64_t>(x2 + 50257L*x1 + 6432896L*x0));
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
                                    auto tmp17 = out_ptr0[static_cast<int64_t>(0L)];
                                    auto tmp18 = c10::convert<float>(tmp17);
                                    auto tmp19 = tmp16 / tmp18;
                                    auto tmp20 = tmp7 ? tmp19 : tmp14;
                                    auto tmp21 = float(tmp15 * tmp20);
                                    auto tmp22 = in_ptr2[static_cast<int64_t>(x2_tail + 50257L*x1 + 6382639L*x0)];
                                    auto tmp23 = std::exp(tmp22);
                                    auto tmp24 = out_ptr1[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp25 = float(tmp23 * tmp24);
                                    auto tmp26 = float(tmp21 - tmp25);
                                    return tmp26;
                                }
                                ;
                                auto tmp27 = tmp3 ? tmp4() : static_cast<decltype(tmp4())>(0.0);
                                auto tmp28 = static_cast<float>(0.0);
                                auto tmp29 = tmp3 ? tmp27 : tmp28;
                                out_ptr2[static_cast<int64_t>(x2_tail + 50257L*x1 + 6432896L*x0)] = tmp29;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_cat_cumsum_expand_ne_slice_sub_unsqueeze_1 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused_clone_split_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_clone_split_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr2[static_cast<int64_t>(x0)];
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
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
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp8 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp12 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp7 * tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp2 - tmp13;
                            auto tmp16 = static_cast<float>(1e-05);
                            auto tmp17 = float(tmp15 + tmp16);
                            auto tmp18 = 1 / std::sqrt(tmp17);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp14 * tmp19;
                            auto tmp22 = tmp20 * tmp21;
                            auto tmp24 = tmp22 + tmp23;
                            auto tmp27 = tmp25 * tmp26;
                            auto tmp28 = tmp27 * tmp11;
                            tmp11.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp24.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp27;
                            tmp_acc1_vec = tmp_acc1_vec + tmp28;
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
                        auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp1 = 1 / std::sqrt(tmp0);
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp11 - tmp15;
                        auto tmp17 = at::vec::Vectorized<float>(tmp3);
                        auto tmp18 = tmp17 * tmp16;
                        tmp18.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_tanh_backward_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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


cpp_fused_sum_view_8 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(1e-05);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp8 * tmp13;
                            auto tmp15 = tmp2 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                            tmp_acc2_vec = tmp_acc2_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp23 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(1e-05);
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp4 = 1 / std::sqrt(tmp3);
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp10 = at::vec::Vectorized<float>(tmp5);
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp4);
                        auto tmp22 = tmp20 * tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 * tmp24;
                        auto tmp26 = tmp14 - tmp25;
                        auto tmp27 = at::vec::Vectorized<float>(tmp6);
                        auto tmp28 = tmp27 * tmp26;
                        auto tmp29 = tmp0 + tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_backward_data_mul_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
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


cpp_fused__unsafe_view_cat_clone_transpose_view_12 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_cat_clone_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp15 = in_out_ptr0[static_cast<int64_t>(x1)];
                            auto tmp18 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(1e-05);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp6 * tmp11;
                            auto tmp13 = tmp0 * tmp12;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp2 - tmp16;
                            auto tmp19 = float(tmp18 + tmp8);
                            auto tmp20 = 1 / std::sqrt(tmp19);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp17 * tmp21;
                            auto tmp23 = tmp14 * tmp22;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp23;
                            tmp_acc3_vec = tmp_acc3_vec + tmp14;
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp8 = static_cast<float>(1e-05);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp6 * tmp11;
                            auto tmp13 = tmp2 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp13;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp21 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp24 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp3 * tmp8;
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
                        tmp13.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_16 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax_clone_transpose_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
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


cpp_fused_add_native_layer_norm_view_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1)
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
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_19 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
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
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            tmp_acc2_vec = tmp_acc2_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp20 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp27 = in_out_ptr0[static_cast<int64_t>(x0)];
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
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp13 - tmp28;
                            auto tmp30 = tmp29 * tmp29;
                            tmp26.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp30;
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp2 - tmp13;
                            auto tmp16 = static_cast<float>(768.0);
                            auto tmp17 = tmp15 / tmp16;
                            auto tmp18 = static_cast<float>(1e-05);
                            auto tmp19 = float(tmp17 + tmp18);
                            auto tmp20 = 1 / std::sqrt(tmp19);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp14 * tmp21;
                            auto tmp23 = tmp11 * tmp22;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp23;
                            tmp_acc3_vec = tmp_acc3_vec + tmp11;
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_native_layer_norm_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp11 - tmp15;
                        auto tmp17 = at::vec::Vectorized<float>(tmp3);
                        auto tmp18 = tmp17 * tmp16;
                        auto tmp19 = tmp0 + tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = tmp5 + tmp6;
                        tmp7.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_split_transpose_view_25 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_26 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr1,
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
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__softmax__softmax_backward_data_view_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__unsafe_view_cat_clone_transpose_view_29 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp7 = tmp2 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp7;
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
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = tmp0 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp15 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = at::vec::Vectorized<float>(tmp1);
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp11 - tmp17;
                        auto tmp19 = at::vec::Vectorized<float>(tmp3);
                        auto tmp20 = tmp19 * tmp18;
                        auto tmp21 = tmp0 + tmp20;
                        tmp21.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_31 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    auto in_ptr0 = in_out_ptr2;
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp0 + tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp0 + tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp12 = tmp11 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp7;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc1);
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
                                auto tmp7 = in_out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
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
                    out_ptr3[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp12 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp20 = in_out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp23 = out_ptr3[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp13 = static_cast<float>(768.0);
                            auto tmp14 = tmp12 / tmp13;
                            auto tmp15 = static_cast<float>(1e-05);
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp17 = 1 / std::sqrt(tmp16);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp11 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp7 - tmp21;
                            auto tmp24 = tmp23 / tmp13;
                            auto tmp25 = float(tmp24 + tmp15);
                            auto tmp26 = 1 / std::sqrt(tmp25);
                            auto tmp27 = at::vec::Vectorized<float>(tmp26);
                            auto tmp28 = tmp22 * tmp27;
                            tmp19.store(in_out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                            tmp28.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_unsqueeze_view_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr2[static_cast<int64_t>(x0)];
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_sum_transpose_view_33 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_mul_view_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_add_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_unsqueeze_view_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp27 = in_ptr5[static_cast<int64_t>(x0)];
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
                        auto tmp28 = static_cast<int64_t>(50256);
                        auto tmp29 = min_propagate_nan(tmp28, tmp27);
                        auto tmp30 = static_cast<int64_t>(-50257);
                        auto tmp31 = max_propagate_nan(tmp30, tmp29);
                        auto tmp32 = 50257L;
                        auto tmp33 = c10::convert<int64_t>(tmp32);
                        auto tmp34 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp31) + static_cast<std::make_unsigned_t<int64_t>>(tmp33));
                        auto tmp35 = tmp31 < 0;
                        auto tmp36 = tmp35 ? tmp34 : tmp31;
                        auto tmp37 = static_cast<int64_t>(0);
                        auto tmp38 = tmp27 >= tmp37;
                        auto tmp39 = static_cast<int64_t>(50257);
                        auto tmp40 = tmp27 < tmp39;
                        auto tmp41 = decltype(tmp38)(tmp38 & tmp40);
                        auto tmp42 = static_cast<int64_t>(-1);
                        auto tmp43 = tmp27 != tmp42;
                        auto tmp44 = decltype(tmp41)(tmp41 & tmp43);
                        auto tmp45 = static_cast<float>(0.0);
                        auto tmp46 = at::vec::VecMask<float,1>::from(tmp44);
                        auto tmp47 = at::vec::Vectorized<float>(tmp45);
                        auto tmp48 = decltype(tmp26)::blendv(tmp47, tmp26, tmp46.template cast<float,1>());
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp48 + at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*tmp36))).store(out_ptr2 + static_cast<int64_t>(x1 + 768L*tmp36));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_unsqueeze_view_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38597376L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38597376L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_16, primals_17, primals_18, primals_19, primals_22, primals_23, primals_24, primals_25, primals_28, primals_29, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_40, primals_41, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_53, primals_52, primals_51, primals_43, primals_39, primals_31, primals_27, primals_21, primals_15, primals_7, addmm, getitem_4, clone, rsqrt_2, sub_5, rsqrt_3, mul_12, add_21, addmm_8, getitem_16, getitem_18, rsqrt_5, add_30, getitem_21, addmm_12, getitem_25, clone_12, getitem_26, addmm_15, getitem_29, add_40, mul_37, sub_16, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (8, 128), (128, 1), 'input')
        buf0 = empty_strided_cpu((), (), torch.int64)
        assert_size_stride(tangents_1, (), (), 'input')
        buf1 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        assert_size_stride(sub_16, (1016, 50257), (50257, 1), 'input')
        buf2 = empty_strided_cpu((8, 128, 50257), (6432896, 50257, 1), torch.float32)
        assert_size_stride_grouped((mul_37, primals_53), ((8, 128, 768), (768, )), ((98304, 768, 1), (1, )), 'input')
        buf3 = mul_37; del mul_37  # reuse
        cpp_fused__log_softmax_backward_data__unsafe_view_arange_clone_eq_expand_native_layer_norm_nll_loss_backward_nll_loss_forward_scalar_tensor_slice_slice_backward_view_0(buf3, primals_1, tangents_1, sub_16, primals_53, buf0, buf1, buf2)
        del buf0
        del buf1
        del primals_53
        del sub_16
        del tangents_1
        buf4 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_23, reshape_5, cross_entropy, div_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_21, hidden_states_26, logits, mm_1], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf2, (50257, 1024), (1, 50257), 0), reinterpret_tensor(buf3, (1024, 768), (768, 1), 0), out=buf4)
        del buf3
        assert_size_stride(primals_2, (50257, 768), (768, 1), 'input')
        buf5 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [getitem_23, reshape_5, cross_entropy, div_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, logits, permute_23, mm_2], Original ATen: [aten.slice, aten.clone, aten._unsafe_view, aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf2, (1024, 50257), (50257, 1), 0), primals_2, out=buf5)
        del buf2
        buf9 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf7 = reinterpret_tensor(buf9, (8, 1), (129, 1), 0)  # alias
        buf8 = reinterpret_tensor(buf9, (8, 128), (129, 1), 1)  # alias
        buf10 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cat_cumsum_expand_ne_slice_sub_unsqueeze_1(buf9, buf7, buf8, buf10)
        del buf7
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf11 = torch.ops.aten.cumsum.default(buf10, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf11, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf11, 16, 'torch.ops.aten.cumsum.default')
        del buf10
        assert_size_stride(addmm_12, (1024, 2304), (2304, 1), 'input')
        buf12 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        assert_size_stride(clone_12, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_split_transpose_view_2(addmm_12, buf12)
        del addmm_12
        buf13 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, transpose_18, matmul_6], Original ATen: [aten.view, aten.split, aten.transpose, aten._unsafe_view, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_12, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf12, (96, 64, 128), (8192, 128, 1), 0), out=buf13)
        assert_size_stride(getitem_16, (8, 128, 768), (294912, 2304, 1), 'input')
        buf73 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        assert_size_stride(addmm_8, (1024, 2304), (2304, 1), 'input')
        buf74 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_3(getitem_16, addmm_8, buf73, buf74)
        del addmm_8
        del getitem_16
        buf75 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, view_27, query_states_5, transpose_13, matmul_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf73, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf74, (96, 64, 128), (8192, 128, 1), 0), out=buf75)
        buf14 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf76 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf15 = reinterpret_tensor(buf13, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf13  # reuse
        buf77 = reinterpret_tensor(buf75, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf75  # reuse
        buf16 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf17 = buf15; del buf15  # reuse
        assert_size_stride(getitem_25, (8, 128, 768), (294912, 2304, 1), 'input')
        buf18 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_4(buf17, buf77, buf11, getitem_25, buf14, buf76, buf16, buf18)
        del getitem_25
        buf19 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_37, value_states_7, attn_weights_17, attn_output_12], Original ATen: [aten.view, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf17, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf18, (96, 128, 64), (8192, 64, 1), 0), out=buf19)
        buf20 = empty_strided_cpu((8, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_44, primals_45), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_5(buf19, buf20)
        buf21 = reinterpret_tensor(buf19, (1024, 768), (768, 1), 0); del buf19  # reuse
        # Topologically Sorted Source Nodes: [attn_output_12, attn_output_13, reshape_3, view_39, x_26], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_44, reinterpret_tensor(buf20, (1024, 768), (768, 1), 0), primals_45, alpha=1, beta=1, out=buf21)
        del primals_44
        assert_size_stride(add_30, (8, 128, 768), (98304, 768, 1), 'input')
        buf28 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf29 = buf28; del buf28  # reuse
        assert_size_stride_grouped((addmm_15, getitem_29, add_40, getitem_26, primals_46, primals_47, primals_52), ((1024, 768), (8, 128, 1), (8, 128, 1), (8, 128, 1), (768, ), (768, ), (768, )), ((768, 1), (128, 1, 1), (128, 1, 1), (128, 1, 1), (1, ), (1, ), (1, )), 'input')
        buf22 = reinterpret_tensor(addmm_15, (8, 128, 768), (98304, 768, 1), 0); del addmm_15  # reuse
        buf31 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf23 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf24 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf25 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf26 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6(buf29, buf22, buf21, add_30, getitem_29, add_40, getitem_26, primals_46, primals_47, buf5, primals_52, buf31, buf6, buf23, buf24, buf25, buf26)
        del add_40
        del buf22
        del getitem_29
        del primals_47
        del primals_52
        buf27 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, permute_25, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf24, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf27)
        del primals_51
        assert_size_stride_grouped((primals_48, primals_49), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        buf32 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_48, reinterpret_tensor(buf31, (1024, 768), (768, 1), 0), primals_49, alpha=1, beta=1, out=buf32)
        del primals_48
        buf34 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        buf37 = reinterpret_tensor(buf27, (8, 128, 3072), (393216, 3072, 1), 0); del buf27  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_7(buf37, buf32, buf34)
        buf35 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, x_29, mul_16, add_22, hidden_states_23, view_43, permute_26, mm_4], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf24, (1024, 768), (768, 1), 0), out=buf35)
        buf36 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_8(buf24, buf36)
        buf38 = buf5; del buf5  # reuse
        # Topologically Sorted Source Nodes: [x_29, mul_16, add_22, view_84, mul_47, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, permute_27, mm_5], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf37, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf38)
        del primals_49
        buf39 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_29, mul_16, add_22, view_84, mul_47, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, permute_28, mm_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.mul, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf31, (768, 1024), (1, 768), 0), reinterpret_tensor(buf37, (1024, 3072), (3072, 1), 0), out=buf39)
        buf40 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf41 = buf6; del buf6  # reuse
        buf42 = buf23; del buf23  # reuse
        buf61 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf45 = buf24; del buf24  # reuse
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_9(buf45, buf37, buf38, primals_46, buf21, add_30, buf29, getitem_26, buf40, buf41, buf42, buf61)
        del primals_46
        buf46 = reinterpret_tensor(buf31, (1024, 768), (768, 1), 0); del buf31  # reuse
        # Topologically Sorted Source Nodes: [view_88, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf45, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf46)
        del primals_45
        buf49 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_10(buf46, buf49)
        del buf46
        buf51 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_37, value_states_7, attn_output_12, view_90, view_91, permute_31, clone_18, view_92, permute_33, bmm_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf49, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf18, (96, 64, 128), (8192, 1, 64), 0), out=buf51)
        buf52 = buf76; del buf76  # reuse
        buf53 = reinterpret_tensor(buf51, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf51  # reuse
        cpp_fused__softmax_backward_data_mul_view_11(buf53, buf17, buf52)
        buf55 = reinterpret_tensor(buf18, (96, 128, 64), (8192, 64, 1), 0); del buf18  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, transpose_18, matmul_6, view_94, mul_63, neg_1, fma, mul_64, view_95, permute_35, bmm_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf53, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf12, (96, 128, 64), (8192, 1, 128), 0), out=buf55)
        buf59 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf56 = reinterpret_tensor(buf59, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_12(buf55, buf56)
        buf54 = reinterpret_tensor(buf55, (96, 64, 128), (8192, 128, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [matmul_6, view_94, mul_63, neg_1, fma, mul_64, view_95, permute_34, bmm_10], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone_12, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf53, (96, 128, 128), (16384, 128, 1), 0), out=buf54)
        del clone_12
        buf57 = reinterpret_tensor(buf59, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_13(buf54, buf57)
        buf50 = reinterpret_tensor(buf54, (96, 128, 64), (8192, 64, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_17, attn_output_12, view_90, view_91, permute_31, clone_18, view_92, permute_32, bmm_8], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf17, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf49, (96, 128, 64), (8192, 64, 1), 0), out=buf50)
        buf58 = reinterpret_tensor(buf59, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_43, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_12(buf50, buf58)
        del buf56
        del buf57
        del buf58
        buf60 = reinterpret_tensor(buf50, (1024, 768), (768, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [view_101, permute_40, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf60)
        del primals_43
        buf62 = buf61; del buf61  # reuse
        assert_size_stride(getitem_21, (8, 128, 1), (128, 1, 1), 'input')
        buf43 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf44 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf69 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_14(buf62, buf38, buf21, add_30, buf29, getitem_26, buf60, getitem_21, buf43, buf44, buf69, buf70)
        del getitem_26
        buf47 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_12, attn_output_13, reshape_3, view_39, view_88, permute_30, mm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (768, 1024), (1, 768), 0), reinterpret_tensor(buf45, (1024, 768), (768, 1), 0), out=buf47)
        buf48 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_40, (768, ), (1, ), 'input')
        buf67 = buf29; del buf29  # reuse
        buf68 = buf42; del buf42  # reuse
        assert_size_stride(primals_41, (768, ), (1, ), 'input')
        buf64 = reinterpret_tensor(buf20, (8, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
        buf71 = buf45; del buf45  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_15(buf71, buf60, primals_40, add_30, buf62, getitem_21, primals_41, buf48, buf67, buf68, buf64)
        del add_30
        del getitem_21
        del primals_40
        del primals_41
        buf65 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_101, hidden_states_20, view_34, permute_41, mm_10], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (768, 1024), (1, 768), 0), reinterpret_tensor(buf59, (1024, 2304), (2304, 1), 0), out=buf65)
        buf66 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride(primals_39, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_16(buf59, buf66)
        buf72 = reinterpret_tensor(buf37, (1024, 3072), (3072, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [view_104, permute_42, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf72)
        del primals_39
        buf78 = buf52; del buf52  # reuse
        buf79 = buf77; del buf77  # reuse
        assert_size_stride(getitem_18, (8, 128, 768), (294912, 2304, 1), 'input')
        buf80 = reinterpret_tensor(buf64, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf64  # reuse
        cpp_fused__softmax_clone_transpose_view_17(buf79, getitem_18, buf78, buf80)
        del getitem_18
        buf81 = reinterpret_tensor(buf60, (96, 128, 64), (8192, 64, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [view_26, value_states_5, attn_weights_12, attn_output_8], Original ATen: [aten.view, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf79, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf80, (96, 128, 64), (8192, 64, 1), 0), out=buf81)
        buf82 = reinterpret_tensor(buf38, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf38  # reuse
        assert_size_stride_grouped((primals_32, primals_33), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_5(buf81, buf82)
        buf83 = reinterpret_tensor(buf81, (1024, 768), (768, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [attn_output_8, attn_output_9, reshape_2, view_28, x_18], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_32, reinterpret_tensor(buf82, (1024, 768), (768, 1), 0), primals_33, alpha=1, beta=1, out=buf83)
        del primals_32
        assert_size_stride(add_21, (8, 128, 768), (98304, 768, 1), 'input')
        buf84 = buf68; del buf68  # reuse
        buf85 = buf84; del buf84  # reuse
        assert_size_stride_grouped((rsqrt_5, primals_34, primals_35), ((8, 128, 1), (768, ), (768, )), ((128, 1, 1), (1, ), (1, )), 'input')
        buf87 = reinterpret_tensor(buf21, (8, 128, 768), (98304, 768, 1), 0); del buf21  # reuse
        assert_size_stride_grouped((primals_36, primals_37), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_18(buf85, buf83, add_21, rsqrt_5, primals_34, primals_35, buf87)
        del primals_35
        buf88 = reinterpret_tensor(buf34, (1024, 3072), (3072, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [x_19, hidden_states_15, hidden_states_16, view_30, x_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_36, reinterpret_tensor(buf87, (1024, 768), (768, 1), 0), primals_37, alpha=1, beta=1, out=buf88)
        del primals_36
        buf90 = reinterpret_tensor(buf32, (8, 128, 3072), (393216, 3072, 1), 0); del buf32  # reuse
        buf93 = reinterpret_tensor(buf72, (8, 128, 3072), (393216, 3072, 1), 0); del buf72  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_7(buf93, buf88, buf90)
        buf91 = reinterpret_tensor(buf59, (3072, 768), (768, 1), 0); del buf59  # reuse
        # Topologically Sorted Source Nodes: [view_104, x_21, mul_11, add_17, hidden_states_17, view_32, permute_43, mm_12], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf71, (1024, 768), (768, 1), 0), out=buf91)
        buf92 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_8(buf71, buf92)
        buf94 = reinterpret_tensor(buf49, (1024, 768), (768, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [x_21, mul_11, add_17, view_106, mul_72, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_44, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf93, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf94)
        del primals_37
        buf95 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_19, hidden_states_15, hidden_states_16, view_30, x_21, mul_11, add_17, view_106, mul_72, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_45, mm_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.mul, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf87, (768, 1024), (1, 768), 0), reinterpret_tensor(buf93, (1024, 3072), (3072, 1), 0), out=buf95)
        buf96 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf97 = buf67; del buf67  # reuse
        buf98 = buf62; del buf62  # reuse
        buf117 = buf41; del buf41  # reuse
        buf118 = buf117; del buf117  # reuse
        buf101 = buf71; del buf71  # reuse
        buf119 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_19(buf118, buf101, buf93, buf94, primals_34, buf83, add_21, buf85, rsqrt_5, buf96, buf97, buf98, buf119)
        del buf97
        del primals_34
        buf102 = reinterpret_tensor(buf87, (1024, 768), (768, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [view_110, permute_46, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf102)
        del primals_33
        buf105 = reinterpret_tensor(buf12, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf12  # reuse
        cpp_fused_clone_transpose_view_10(buf102, buf105)
        del buf102
        buf107 = reinterpret_tensor(buf17, (96, 128, 128), (16384, 128, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [view_26, value_states_5, attn_output_8, view_112, view_113, permute_48, clone_21, view_114, permute_50, bmm_13], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf105, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf80, (96, 64, 128), (8192, 1, 64), 0), out=buf107)
        buf108 = buf78; del buf78  # reuse
        buf109 = reinterpret_tensor(buf107, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf107  # reuse
        cpp_fused__softmax_backward_data_mul_view_11(buf109, buf79, buf108)
        buf111 = reinterpret_tensor(buf80, (96, 128, 64), (8192, 64, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, transpose_13, matmul_4, view_116, mul_88, neg_2, fma_1, mul_89, view_117, permute_52, bmm_15], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf109, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf74, (96, 128, 64), (8192, 1, 128), 0), out=buf111)
        buf115 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf112 = reinterpret_tensor(buf115, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_12(buf111, buf112)
        buf110 = reinterpret_tensor(buf111, (96, 64, 128), (8192, 128, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [view_27, query_states_5, matmul_4, view_116, mul_88, neg_2, fma_1, mul_89, view_117, permute_51, bmm_14], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf73, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf109, (96, 128, 128), (16384, 128, 1), 0), out=buf110)
        buf113 = reinterpret_tensor(buf115, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_13(buf110, buf113)
        buf106 = reinterpret_tensor(buf110, (96, 128, 64), (8192, 64, 1), 0); del buf110  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_12, attn_output_8, view_112, view_113, permute_48, clone_21, view_114, permute_49, bmm_12], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf79, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf105, (96, 128, 64), (8192, 64, 1), 0), out=buf106)
        buf114 = reinterpret_tensor(buf115, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_31, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_12(buf106, buf114)
        del buf112
        del buf113
        del buf114
        buf116 = reinterpret_tensor(buf106, (1024, 768), (768, 1), 0); del buf106  # reuse
        # Topologically Sorted Source Nodes: [view_123, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf116)
        del primals_31
        buf99 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf100 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf125 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_20(buf94, buf83, add_21, buf85, rsqrt_5, buf116, buf118, buf119, buf99, buf100, buf125, buf126)
        del rsqrt_5
        buf103 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_8, attn_output_9, reshape_2, view_28, view_110, permute_47, mm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf82, (768, 1024), (1, 768), 0), reinterpret_tensor(buf101, (1024, 768), (768, 1), 0), out=buf103)
        buf104 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_28, (768, ), (1, ), 'input')
        buf123 = buf85; del buf85  # reuse
        buf124 = buf98; del buf98  # reuse
        assert_size_stride(primals_29, (768, ), (1, ), 'input')
        buf120 = reinterpret_tensor(buf82, (8, 128, 768), (98304, 768, 1), 0); del buf82  # reuse
        buf127 = buf101; del buf101  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_21(buf127, buf116, primals_28, add_21, buf118, buf119, primals_29, buf104, buf123, buf124, buf120)
        del add_21
        del primals_28
        del primals_29
        buf121 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_123, hidden_states_14, view_23, permute_58, mm_18], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (768, 1024), (1, 768), 0), reinterpret_tensor(buf115, (1024, 2304), (2304, 1), 0), out=buf121)
        buf122 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        assert_size_stride(primals_27, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_16(buf115, buf122)
        buf128 = reinterpret_tensor(buf93, (1024, 3072), (3072, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [view_126, permute_59, mm_19], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf127, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf128)
        del primals_27
        assert_size_stride_grouped((mul_12, primals_22, primals_23), ((8, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf129 = buf120; del buf120  # reuse
        assert_size_stride_grouped((primals_24, primals_25), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_native_layer_norm_22(mul_12, primals_22, primals_23, buf129)
        del primals_23
        buf130 = reinterpret_tensor(buf90, (1024, 3072), (3072, 1), 0); del buf90  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_24, reinterpret_tensor(buf129, (1024, 768), (768, 1), 0), primals_25, alpha=1, beta=1, out=buf130)
        del primals_24
        buf132 = reinterpret_tensor(buf88, (8, 128, 3072), (393216, 3072, 1), 0); del buf88  # reuse
        buf135 = reinterpret_tensor(buf128, (8, 128, 3072), (393216, 3072, 1), 0); del buf128  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_7(buf135, buf130, buf132)
        buf133 = reinterpret_tensor(buf115, (3072, 768), (768, 1), 0); del buf115  # reuse
        # Topologically Sorted Source Nodes: [view_126, x_13, mul_6, add_12, hidden_states_11, view_21, permute_60, mm_20], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf132, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf127, (1024, 768), (768, 1), 0), out=buf133)
        buf134 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_8(buf127, buf134)
        buf136 = buf116; del buf116  # reuse
        # Topologically Sorted Source Nodes: [x_13, mul_6, add_12, view_128, mul_97, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_61, mm_21], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf135, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf136)
        del primals_25
        buf137 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_13, mul_6, add_12, view_128, mul_97, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_62, mm_22], Original ATen: [aten.native_layer_norm, aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf129, (768, 1024), (1, 768), 0), reinterpret_tensor(buf135, (1024, 3072), (3072, 1), 0), out=buf137)
        buf138 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf139 = buf124; del buf124  # reuse
        buf140 = buf123; del buf123  # reuse
        buf141 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf142 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(rsqrt_3, (8, 128, 1), (128, 1, 1), 'input')
        buf143 = buf127; del buf127  # reuse
        assert_size_stride(primals_21, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_23(buf143, buf135, buf136, primals_22, mul_12, rsqrt_3, buf138, buf139, buf140, buf141, buf142)
        del mul_12
        del primals_22
        del rsqrt_3
        buf144 = buf136; del buf136  # reuse
        # Topologically Sorted Source Nodes: [view_132, permute_63, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf144)
        del primals_21
        assert_size_stride_grouped((sub_5, rsqrt_2, primals_16, primals_17), ((8, 128, 768), (8, 128, 1), (768, ), (768, )), ((98304, 768, 1), (128, 1, 1), (1, ), (1, )), 'input')
        buf145 = buf129; del buf129  # reuse
        assert_size_stride_grouped((primals_18, primals_19), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_native_layer_norm_24(sub_5, rsqrt_2, primals_16, primals_17, buf145)
        del primals_17
        buf146 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_18, reinterpret_tensor(buf145, (1024, 768), (768, 1), 0), primals_19, alpha=1, beta=1, out=buf146)
        del primals_18
        buf147 = reinterpret_tensor(buf94, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf94  # reuse
        buf148 = reinterpret_tensor(buf83, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf83  # reuse
        cpp_fused_clone_split_transpose_view_25(buf146, buf147, buf148)
        buf149 = reinterpret_tensor(buf79, (96, 128, 128), (16384, 128, 1), 0); del buf79  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, view_16, query_states_3, transpose_8, matmul_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf147, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf148, (96, 64, 128), (8192, 128, 1), 0), out=buf149)
        assert_size_stride(addmm, (1024, 2304), (2304, 1), 'input')
        buf179 = reinterpret_tensor(buf105, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf105  # reuse
        assert_size_stride(clone, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_split_transpose_view_2(addmm, buf179)
        del addmm
        buf180 = reinterpret_tensor(buf109, (96, 128, 128), (16384, 128, 1), 0); del buf109  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, transpose_3, matmul], Original ATen: [aten.view, aten.split, aten.transpose, aten._unsafe_view, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf179, (96, 64, 128), (8192, 128, 1), 0), out=buf180)
        buf150 = buf108; del buf108  # reuse
        buf181 = buf16; del buf16  # reuse
        buf151 = reinterpret_tensor(buf149, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf149  # reuse
        buf182 = reinterpret_tensor(buf180, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf180  # reuse
        buf152 = buf14; del buf14  # reuse
        buf154 = buf73; del buf73  # reuse
        buf159 = reinterpret_tensor(buf74, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf74  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_26(buf151, buf182, buf11, buf146, buf144, buf150, buf181, buf152, buf154, buf159)
        del buf11
        del buf150
        buf161 = reinterpret_tensor(buf53, (96, 128, 128), (16384, 128, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, attn_output_4, view_134, view_135, permute_65, clone_24, view_136, permute_67, bmm_17], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf159, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf154, (96, 64, 128), (8192, 1, 64), 0), out=buf161)
        buf153 = buf151; del buf151  # reuse
        buf162 = buf181; del buf181  # reuse
        cpp_fused__softmax__softmax_backward_data_view_27(buf153, buf152, buf161, buf162)
        del buf152
        buf155 = reinterpret_tensor(buf144, (96, 128, 64), (8192, 64, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, attn_weights_7, attn_output_4], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf153, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf154, (96, 128, 64), (8192, 64, 1), 0), out=buf155)
        buf156 = reinterpret_tensor(buf154, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf154  # reuse
        cpp_fused_clone_transpose_view_5(buf155, buf156)
        buf157 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_132, attn_output_4, attn_output_5, reshape_1, view_17, permute_64, mm_24], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf156, (768, 1024), (1, 768), 0), reinterpret_tensor(buf143, (1024, 768), (768, 1), 0), out=buf157)
        buf158 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_8(buf143, buf158)
        buf160 = reinterpret_tensor(buf156, (96, 128, 64), (8192, 64, 1), 0); del buf156  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_7, attn_output_4, view_134, view_135, permute_65, clone_24, view_136, permute_66, bmm_16], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf153, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf159, (96, 128, 64), (8192, 64, 1), 0), out=buf160)
        buf163 = buf153; del buf153  # reuse
        cpp_fused__softmax_backward_data_mul_view_28(buf163, buf162, buf161)
        del buf161
        buf164 = reinterpret_tensor(buf159, (96, 64, 128), (8192, 128, 1), 0); del buf159  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_16, query_states_3, matmul_2, view_138, mul_113, neg_3, fma_2, mul_114, view_139, permute_68, bmm_18], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf147, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf163, (96, 128, 128), (16384, 128, 1), 0), out=buf164)
        buf165 = reinterpret_tensor(buf147, (96, 128, 64), (8192, 64, 1), 0); del buf147  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, transpose_8, matmul_2, view_138, mul_113, neg_3, fma_2, mul_114, view_139, permute_69, bmm_19], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf163, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf148, (96, 128, 64), (8192, 1, 128), 0), out=buf165)
        buf169 = reinterpret_tensor(buf146, (8, 128, 2304), (294912, 2304, 1), 0); del buf146  # reuse
        buf166 = reinterpret_tensor(buf169, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf167 = reinterpret_tensor(buf169, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf168 = reinterpret_tensor(buf169, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_29(buf165, buf164, buf160, buf166, buf167, buf168)
        del buf166
        del buf167
        del buf168
        buf170 = reinterpret_tensor(buf165, (1024, 768), (768, 1), 0); del buf165  # reuse
        # Topologically Sorted Source Nodes: [view_145, permute_74, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf169, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf170)
        del primals_19
        buf171 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, view_145, permute_75, mm_26], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf145, (768, 1024), (1, 768), 0), reinterpret_tensor(buf169, (1024, 2304), (2304, 1), 0), out=buf171)
        buf172 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf173 = buf140; del buf140  # reuse
        buf174 = buf139; del buf139  # reuse
        buf175 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf176 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf177 = buf143; del buf143  # reuse
        assert_size_stride(primals_15, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_30(buf177, buf169, buf170, primals_16, sub_5, rsqrt_2, buf172, buf173, buf174, buf175, buf176)
        del primals_16
        del rsqrt_2
        del sub_5
        buf178 = reinterpret_tensor(buf135, (1024, 3072), (3072, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [view_148, permute_76, mm_27], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf177, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf178)
        del primals_15
        buf183 = buf162; del buf162  # reuse
        buf184 = buf182; del buf182  # reuse
        assert_size_stride(getitem_4, (8, 128, 768), (294912, 2304, 1), 'input')
        buf185 = reinterpret_tensor(buf170, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf170  # reuse
        cpp_fused__softmax_clone_transpose_view_17(buf184, getitem_4, buf183, buf185)
        del getitem_4
        buf186 = reinterpret_tensor(buf145, (96, 128, 64), (8192, 64, 1), 0); del buf145  # reuse
        # Topologically Sorted Source Nodes: [view_4, value_states_1, attn_weights_2, attn_output], Original ATen: [aten.view, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf184, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf185, (96, 128, 64), (8192, 64, 1), 0), out=buf186)
        buf187 = reinterpret_tensor(buf164, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf164  # reuse
        assert_size_stride_grouped((primals_8, primals_9), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_5(buf186, buf187)
        buf188 = reinterpret_tensor(buf186, (1024, 768), (768, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [attn_output, attn_output_1, reshape, view_6, x_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf187, (1024, 768), (768, 1), 0), primals_9, alpha=1, beta=1, out=buf188)
        del primals_8
        assert_size_stride(primals_3, (1024, 768), (768, 1), 'input')
        buf189 = buf174; del buf174  # reuse
        buf190 = buf189; del buf189  # reuse
        buf191 = buf173; del buf173  # reuse
        buf223 = buf119; del buf119  # reuse
        buf224 = buf223; del buf223  # reuse
        buf225 = buf118; del buf118  # reuse
        buf192 = reinterpret_tensor(buf188, (8, 128, 768), (98304, 768, 1), 0); del buf188  # reuse
        buf226 = reinterpret_tensor(buf160, (8, 128, 768), (98304, 768, 1), 0); del buf160  # reuse
        assert_size_stride_grouped((primals_10, primals_11), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf193 = reinterpret_tensor(buf148, (8, 128, 768), (98304, 768, 1), 0); del buf148  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_31(buf190, buf224, buf192, primals_1, primals_2, primals_3, primals_10, primals_11, buf191, buf225, buf226, buf193)
        del primals_11
        del primals_2
        del primals_3
        buf194 = reinterpret_tensor(buf132, (1024, 3072), (3072, 1), 0); del buf132  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_12, reinterpret_tensor(buf193, (1024, 768), (768, 1), 0), primals_13, alpha=1, beta=1, out=buf194)
        del primals_12
        buf196 = reinterpret_tensor(buf130, (8, 128, 3072), (393216, 3072, 1), 0); del buf130  # reuse
        buf199 = reinterpret_tensor(buf178, (8, 128, 3072), (393216, 3072, 1), 0); del buf178  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_7(buf199, buf194, buf196)
        del buf194
        buf197 = reinterpret_tensor(buf169, (3072, 768), (768, 1), 0); del buf169  # reuse
        # Topologically Sorted Source Nodes: [view_148, x_5, mul_1, add_7, hidden_states_5, view_10, permute_77, mm_28], Original ATen: [aten.view, aten.mul, aten.add, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf196, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf177, (1024, 768), (768, 1), 0), out=buf197)
        del buf196
        buf198 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_8(buf177, buf198)
        buf200 = reinterpret_tensor(buf155, (1024, 768), (768, 1), 0); del buf155  # reuse
        # Topologically Sorted Source Nodes: [x_5, mul_1, add_7, view_150, mul_122, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_78, mm_29], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf200)
        del primals_13
        buf201 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_5, mul_1, add_7, view_150, mul_122, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_79, mm_30], Original ATen: [aten.native_layer_norm, aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf193, (768, 1024), (1, 768), 0), reinterpret_tensor(buf199, (1024, 3072), (3072, 1), 0), out=buf201)
        del buf193
        buf202 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf203 = buf224; del buf224  # reuse
        buf204 = buf190; del buf190  # reuse
        buf205 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf206 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf207 = buf177; del buf177  # reuse
        cpp_fused_add_embedding_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_unsqueeze_view_32(buf207, buf199, buf200, primals_10, buf192, buf191, buf202, buf203, buf204, buf205, buf206)
        del buf191
        del buf192
        del buf199
        del primals_10
        buf208 = buf200; del buf200  # reuse
        # Topologically Sorted Source Nodes: [view_154, permute_80, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf207, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf208)
        del primals_9
        buf209 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output, attn_output_1, reshape, view_6, view_154, permute_81, mm_32], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf187, (768, 1024), (1, 768), 0), reinterpret_tensor(buf207, (1024, 768), (768, 1), 0), out=buf209)
        buf210 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf211 = reinterpret_tensor(buf187, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf187  # reuse
        cpp_fused_clone_sum_transpose_view_33(buf207, buf208, buf210, buf211)
        buf212 = reinterpret_tensor(buf208, (96, 128, 64), (8192, 64, 1), 0); del buf208  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_2, attn_output, view_156, view_157, permute_82, clone_27, view_158, permute_83, bmm_20], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf184, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf211, (96, 128, 64), (8192, 64, 1), 0), out=buf212)
        buf213 = reinterpret_tensor(buf163, (96, 128, 128), (16384, 128, 1), 0); del buf163  # reuse
        # Topologically Sorted Source Nodes: [view_4, value_states_1, attn_output, view_156, view_157, permute_82, clone_27, view_158, permute_84, bmm_21], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf211, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf185, (96, 64, 128), (8192, 1, 64), 0), out=buf213)
        buf214 = buf183; del buf183  # reuse
        buf215 = buf184; del buf184  # reuse
        cpp_fused__softmax_backward_data_mul_view_34(buf215, buf213, buf214)
        del buf213
        del buf214
        buf216 = reinterpret_tensor(buf211, (96, 64, 128), (8192, 128, 1), 0); del buf211  # reuse
        # Topologically Sorted Source Nodes: [matmul, view_160, mul_138, neg_4, fma_3, mul_139, view_161, permute_85, bmm_22], Original ATen: [aten._unsafe_view, aten.view, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(clone, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf215, (96, 128, 128), (16384, 128, 1), 0), out=buf216)
        del clone
        buf217 = reinterpret_tensor(buf185, (96, 128, 64), (8192, 64, 1), 0); del buf185  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, transpose_3, matmul, view_160, mul_138, neg_4, fma_3, mul_139, view_161, permute_86, bmm_23], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf215, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf179, (96, 128, 64), (8192, 1, 128), 0), out=buf217)
        del buf179
        del buf215
        buf221 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf218 = reinterpret_tensor(buf221, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf219 = reinterpret_tensor(buf221, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf220 = reinterpret_tensor(buf221, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        assert_size_stride(primals_7, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_29(buf217, buf216, buf212, buf218, buf219, buf220)
        del buf212
        del buf218
        del buf219
        del buf220
        buf222 = reinterpret_tensor(buf217, (1024, 768), (768, 1), 0); del buf217  # reuse
        # Topologically Sorted Source Nodes: [view_167, permute_91, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf221, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf222)
        del primals_7
        assert_size_stride(primals_4, (768, ), (1, ), 'input')
        buf230 = buf204; del buf204  # reuse
        buf231 = buf203; del buf203  # reuse
        buf238 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        assert_size_stride(primals_5, (768, ), (1, ), 'input')
        buf227 = reinterpret_tensor(buf216, (8, 128, 768), (98304, 768, 1), 0); del buf216  # reuse
        buf234 = buf207; del buf207  # reuse
        cpp_fused_add_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_unsqueeze_view_35(buf234, buf222, primals_4, buf226, primals_5, buf225, primals_1, buf230, buf231, buf238, buf227)
        del buf225
        del buf230
        del buf231
        del primals_1
        del primals_4
        del primals_5
        buf228 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_167, hidden_states_2, view_1, permute_92, mm_34], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf227, (768, 1024), (1, 768), 0), reinterpret_tensor(buf221, (1024, 2304), (2304, 1), 0), out=buf228)
        buf229 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf232 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf233 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf235 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf236 = reinterpret_tensor(buf227, (1024, 768), (768, 1), 0); del buf227  # reuse
        buf240 = buf4; del buf4  # reuse
        cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_sum_unsqueeze_view_36(buf240, buf221, buf222, buf226, buf234, buf238, buf229, buf232, buf233, buf235, buf236)
        return (None, buf240, buf236, buf232, buf233, reinterpret_tensor(buf229, (2304, ), (1, ), 0), buf228, reinterpret_tensor(buf210, (768, ), (1, ), 0), buf209, buf205, buf206, reinterpret_tensor(buf202, (3072, ), (1, ), 0), buf201, reinterpret_tensor(buf198, (768, ), (1, ), 0), buf197, buf175, buf176, reinterpret_tensor(buf172, (2304, ), (1, ), 0), buf171, reinterpret_tensor(buf158, (768, ), (1, ), 0), buf157, buf141, buf142, reinterpret_tensor(buf138, (3072, ), (1, ), 0), buf137, reinterpret_tensor(buf134, (768, ), (1, ), 0), buf133, buf125, buf126, reinterpret_tensor(buf122, (2304, ), (1, ), 0), buf121, reinterpret_tensor(buf104, (768, ), (1, ), 0), buf103, buf99, buf100, reinterpret_tensor(buf96, (3072, ), (1, ), 0), buf95, reinterpret_tensor(buf92, (768, ), (1, ), 0), buf91, buf69, buf70, reinterpret_tensor(buf66, (2304, ), (1, ), 0), buf65, reinterpret_tensor(buf48, (768, ), (1, ), 0), buf47, buf43, buf44, reinterpret_tensor(buf40, (3072, ), (1, ), 0), buf39, reinterpret_tensor(buf36, (768, ), (1, ), 0), buf35, buf25, buf26, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_45 = rand_strided((2359296,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_52 = rand_strided((2359296,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_56 = rand_strided((2359296,), (1,), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_3 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    addmm = torch.as_strided(_shared_storage_45, (1024, 2304), (2304, 1))
    getitem_4 = torch.as_strided(_shared_storage_45, (8, 128, 768), (294912, 2304, 1))
    clone = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_5 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_12 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    add_21 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_8 = torch.as_strided(_shared_storage_52, (1024, 2304), (2304, 1))
    getitem_16 = torch.as_strided(_shared_storage_52, (8, 128, 768), (294912, 2304, 1))
    getitem_18 = torch.as_strided(_shared_storage_52, (8, 128, 768), (294912, 2304, 1))
    rsqrt_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    add_30 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_12 = torch.as_strided(_shared_storage_56, (1024, 2304), (2304, 1))
    getitem_25 = torch.as_strided(_shared_storage_56, (8, 128, 768), (294912, 2304, 1))
    clone_12 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    getitem_26 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_15 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    add_40 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_37 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    sub_16 = rand_strided((1016, 50257), (50257, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_16, primals_17, primals_18, primals_19, primals_22, primals_23, primals_24, primals_25, primals_28, primals_29, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_40, primals_41, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_53, primals_52, primals_51, primals_43, primals_39, primals_31, primals_27, primals_21, primals_15, primals_7, addmm, getitem_4, clone, rsqrt_2, sub_5, rsqrt_3, mul_12, add_21, addmm_8, getitem_16, getitem_18, rsqrt_5, add_30, getitem_21, addmm_12, getitem_25, clone_12, getitem_26, addmm_15, getitem_29, add_40, mul_37, sub_16, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
