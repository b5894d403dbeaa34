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


cpp_fused__softmax_add_arange_bitwise_and_embedding_dense_backward_eq_expand_index_le_mul_native_dropout_backward_native_layer_norm_backward_new_ones_scalar_tensor_unsqueeze_view_where_zeros_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const bool* in_ptr8,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr0[static_cast<int64_t>(x1)];
                            auto tmp45 = in_ptr2[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp49 = in_ptr3[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = 256L;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = tmp4 + tmp7;
                            auto tmp9 = static_cast<int64_t>(0);
                            auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp9);
                            auto tmp11 = at::vec::VecMask<int64_t,2>(tmp4 < tmp10);
                            auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, tmp11.template cast<int64_t,2>());
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp12.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp14 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = static_cast<int64_t>(tmp13[x2_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,2>(256L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 256L");
                            auto tmp16 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(tmp13[x2_inner])];
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp18 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp17) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                            auto tmp19 = tmp17 < 0;
                            auto tmp20 = tmp19 ? tmp18 : tmp17;
                            auto tmp21 = tmp20;
                            auto tmp22 = c10::convert<int64_t>(tmp21);
                            TORCH_CHECK((0 <= tmp22) & (tmp22 < 256L), "index out of bounds: 0 <= tmp22 < 256L");
                            auto tmp24 = in_ptr0[static_cast<int64_t>(tmp20)];
                            auto tmp25 = at::vec::VectorizedN<int64_t,2>(tmp24);
                            auto tmp26 = at::vec::VecMask<int64_t,2>(tmp16 <= tmp25);
                            auto tmp27 = static_cast<bool>(true);
                            auto tmp28 = at::vec::VecMask<float,1>::from(tmp27);
                            auto tmp29 = tmp28.template cast<int32_t,1>();
                            auto tmp30 = tmp26.template cast<int32_t,1>();
                            auto tmp31 = tmp29 & tmp30;
                            auto tmp32 = in_ptr1[static_cast<int64_t>(tmp20)];
                            auto tmp33 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>(tmp13[x2_inner])];
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp34 = at::vec::VectorizedN<int64_t,2>(tmp32);
                            auto tmp35 = at::vec::VecMask<int64_t,2>(tmp34 == tmp33);
                            auto tmp36 = tmp31.template cast<int32_t,1>();
                            auto tmp37 = tmp35.template cast<int32_t,1>();
                            auto tmp38 = tmp36 & tmp37;
                            auto tmp39 = static_cast<float>(0.0);
                            auto tmp40 = static_cast<float>(-3.4028234663852886e+38);
                            auto tmp41 = at::vec::Vectorized<float>(tmp39);
                            auto tmp42 = at::vec::Vectorized<float>(tmp40);
                            auto tmp43 = decltype(tmp41)::blendv(tmp42, tmp41, tmp38.template cast<float,1>());
                            auto tmp44 = tmp3 + tmp43;
                            auto tmp46 = at::vec::Vectorized<float>(tmp45);
                            auto tmp47 = tmp44 - tmp46;
                            auto tmp48 = tmp47.exp();
                            auto tmp50 = at::vec::Vectorized<float>(tmp49);
                            auto tmp51 = tmp48 / tmp50;
                            tmp51.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
                        }
                    }
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
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp17 = at::vec::VecMask<float,1>::from(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp18 = tmp17.to<float,1>();
                        auto tmp19 = static_cast<float>(1.1111111111111112);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp16 * tmp21;
                        tmp16.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp22.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
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


cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const bool* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::VecMask<float,1>::from(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp20 = tmp19.to<float,1>();
                        auto tmp21 = static_cast<float>(1.1111111111111112);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = tmp18 * tmp23;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp24.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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


cpp_fused_native_dropout_backward_sum_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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


cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 2304L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.to<float,1>();
                            auto tmp3 = static_cast<float>(1.1111111111111112);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            auto tmp6 = tmp0 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = static_cast<float>(1.1111111111111112);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp10 = tmp9 * tmp0;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = fmadd(tmp1, tmp11, tmp10);
                        auto tmp13 = static_cast<float>(0.125);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_clone_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 2304L*x0 + 2304L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 2304L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_backward_sum_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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


cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.to<float,1>();
                            auto tmp3 = static_cast<float>(1.1111111111111112);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            auto tmp6 = tmp0 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = static_cast<float>(1.1111111111111112);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp10 = tmp9 * tmp0;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = fmadd(tmp1, tmp11, tmp10);
                        auto tmp13 = static_cast<float>(0.125);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 2304L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_view_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const bool* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(768L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp25 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp47 = in_ptr7[static_cast<int64_t>(x0)];
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
                        auto tmp20 = tmp19.to<float,1>();
                        auto tmp21 = static_cast<float>(1.1111111111111112);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = tmp18 * tmp23;
                        auto tmp26 = static_cast<int64_t>(1023);
                        auto tmp27 = min_propagate_nan(tmp26, tmp25);
                        auto tmp28 = static_cast<int64_t>(-1024);
                        auto tmp29 = max_propagate_nan(tmp28, tmp27);
                        auto tmp30 = 1024L;
                        auto tmp31 = c10::convert<int64_t>(tmp30);
                        auto tmp32 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp29) + static_cast<std::make_unsigned_t<int64_t>>(tmp31));
                        auto tmp33 = tmp29 < 0;
                        auto tmp34 = tmp33 ? tmp32 : tmp29;
                        auto tmp35 = static_cast<int64_t>(0);
                        auto tmp36 = tmp25 >= tmp35;
                        auto tmp37 = static_cast<int64_t>(1024);
                        auto tmp38 = tmp25 < tmp37;
                        auto tmp39 = decltype(tmp36)(tmp36 & tmp38);
                        auto tmp40 = static_cast<int64_t>(-1);
                        auto tmp41 = tmp25 != tmp40;
                        auto tmp42 = decltype(tmp39)(tmp39 & tmp41);
                        auto tmp43 = static_cast<float>(0.0);
                        auto tmp44 = at::vec::VecMask<float,1>::from(tmp42);
                        auto tmp45 = at::vec::Vectorized<float>(tmp43);
                        auto tmp46 = decltype(tmp24)::blendv(tmp45, tmp24, tmp44.template cast<float,1>());
                        auto tmp48 = static_cast<int64_t>(50256);
                        auto tmp49 = min_propagate_nan(tmp48, tmp47);
                        auto tmp50 = static_cast<int64_t>(-50257);
                        auto tmp51 = max_propagate_nan(tmp50, tmp49);
                        auto tmp52 = 50257L;
                        auto tmp53 = c10::convert<int64_t>(tmp52);
                        auto tmp54 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp51) + static_cast<std::make_unsigned_t<int64_t>>(tmp53));
                        auto tmp55 = tmp51 < 0;
                        auto tmp56 = tmp55 ? tmp54 : tmp51;
                        auto tmp57 = tmp47 >= tmp35;
                        auto tmp58 = static_cast<int64_t>(50257);
                        auto tmp59 = tmp47 < tmp58;
                        auto tmp60 = decltype(tmp57)(tmp57 & tmp59);
                        auto tmp61 = tmp47 != tmp40;
                        auto tmp62 = decltype(tmp60)(tmp60 & tmp61);
                        auto tmp63 = at::vec::VecMask<float,1>::from(tmp62);
                        auto tmp64 = decltype(tmp24)::blendv(tmp45, tmp24, tmp63.template cast<float,1>());
                        tmp24.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                        (tmp46 + at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*tmp34))).store(out_ptr2 + static_cast<int64_t>(x1 + 768L*tmp34));
                        (tmp64 + at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 768L*tmp56))).store(out_ptr3 + static_cast<int64_t>(x1 + 768L*tmp56));
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, primals_55, primals_57, primals_58, primals_61, primals_63, primals_64, primals_67, primals_69, primals_70, primals_73, primals_75, primals_76, primals_79, primals_81, primals_82, primals_85, primals_87, primals_88, primals_91, primals_93, primals_94, primals_97, primals_99, primals_100, primals_103, primals_105, primals_106, primals_109, primals_111, primals_112, primals_115, primals_117, primals_118, primals_121, primals_123, primals_124, primals_127, primals_129, primals_130, primals_133, primals_135, primals_136, primals_139, primals_141, primals_142, primals_145, primals_147, primals_148, unsqueeze, cumsum, gt, mul_2, bmm, amax, sum_1, gt_1, gt_2, mul_9, addmm_2, gt_3, mul_17, div_1, gt_4, gt_5, mul_24, addmm_6, gt_6, mul_32, div_2, gt_7, gt_8, mul_39, addmm_10, gt_9, mul_47, div_3, gt_10, gt_11, mul_54, addmm_14, gt_12, mul_62, div_4, gt_13, gt_14, mul_69, addmm_18, gt_15, mul_77, div_5, gt_16, gt_17, mul_84, addmm_22, gt_18, mul_92, div_6, gt_19, gt_20, mul_99, addmm_26, gt_21, mul_107, div_7, gt_22, gt_23, mul_114, addmm_30, gt_24, mul_122, div_8, gt_25, gt_26, mul_129, addmm_34, gt_27, mul_137, div_9, gt_28, gt_29, mul_144, addmm_38, gt_30, mul_152, div_10, gt_31, gt_32, mul_159, addmm_42, gt_33, mul_167, div_11, gt_34, gt_35, mul_174, addmm_46, gt_36, mul_182, view_218, div_12, permute_66, permute_68, div_13, permute_70, permute_72, permute_73, permute_74, permute_75, permute_81, div_14, permute_83, permute_85, div_15, permute_87, permute_89, permute_90, permute_91, permute_92, permute_98, div_16, permute_100, permute_102, div_17, permute_104, permute_106, permute_107, permute_108, permute_109, permute_115, div_18, permute_117, permute_119, div_19, permute_121, permute_123, permute_124, permute_125, permute_126, permute_132, div_20, permute_134, permute_136, div_21, permute_138, permute_140, permute_141, permute_142, permute_143, permute_149, div_22, permute_151, permute_153, div_23, permute_155, permute_157, permute_158, permute_159, permute_160, permute_166, div_24, permute_168, permute_170, div_25, permute_172, permute_174, permute_175, permute_176, permute_177, permute_183, div_26, permute_185, permute_187, div_27, permute_189, permute_191, permute_192, permute_193, permute_194, permute_200, div_28, permute_202, permute_204, div_29, permute_206, permute_208, permute_209, permute_210, permute_211, permute_217, div_30, permute_219, permute_221, div_31, permute_223, permute_225, permute_226, permute_227, permute_228, permute_234, div_32, permute_236, permute_238, div_33, permute_240, permute_242, permute_243, permute_244, permute_245, permute_251, div_34, permute_253, permute_255, div_35, permute_257, permute_259, permute_260, permute_261, permute_262, permute_268, div_36, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_2), ((1, 256, 50257), (50257, 768)), ((12865792, 50257, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_220, logits, permute_63, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 50257), (50257, 1), 0), primals_2, out=buf0)
        del primals_2
        assert_size_stride_grouped((bmm, unsqueeze, cumsum, amax, sum_1), ((12, 256, 256), (1, 256), (1, 256), (1, 12, 256, 1), (1, 12, 256, 1)), ((65536, 256, 1), (256, 1), (256, 1), (3072, 256, 1, 1), (3072, 256, 1, 1)), 'input')
        buf422 = reinterpret_tensor(bmm, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del bmm  # reuse
        buf439 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        buf441 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_148, mul_182, div_12, gt_36), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf1 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf2 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf3 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf4 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_147, (3072, 768), (768, 1), 'input')
        cpp_fused__softmax_add_arange_bitwise_and_embedding_dense_backward_eq_expand_index_le_mul_native_dropout_backward_native_layer_norm_backward_new_ones_scalar_tensor_unsqueeze_view_where_zeros_0(buf422, unsqueeze, cumsum, amax, sum_1, buf0, primals_148, mul_182, div_12, gt_36, buf439, buf441, buf1, buf2, buf3, buf6, buf4, buf5)
        del amax
        del cumsum
        del div_12
        del gt_36
        del mul_182
        del primals_148
        del sum_1
        buf7 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_191, mul_192, view_223, permute_65, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (256, 768), (768, 1), 0), reinterpret_tensor(primals_147, (768, 3072), (1, 768), 0), out=buf7)
        del primals_147
        assert_size_stride(permute_66, (3072, 256), (1, 3072), 'input')
        buf8 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_191, mul_192, view_223, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_66, reinterpret_tensor(buf6, (256, 768), (768, 1), 0), out=buf8)
        del permute_66
        buf9 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_46, (256, 3072), (3072, 1), 'input')
        buf11 = reinterpret_tensor(buf7, (1, 256, 3072), (786432, 3072, 1), 0); del buf7  # reuse
        assert_size_stride(primals_145, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf11, buf6, addmm_46, buf9)
        del addmm_46
        buf12 = reinterpret_tensor(buf6, (256, 768), (768, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [view_225, x_93, mul_56, mul_193, add_62, mul_194, mul_195, sub_42, mul_196, mul_197, mul_198, pow_13, mul_199, mul_200, add_114, mul_201, add_115, view_226, permute_67, mm_5], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_145, (3072, 768), (1, 3072), 0), out=buf12)
        del primals_145
        assert_size_stride_grouped((primals_142, mul_174, div_13, gt_35), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf15 = buf2; del buf2  # reuse
        buf16 = buf1; del buf1  # reuse
        buf19 = buf3; del buf3  # reuse
        buf20 = reinterpret_tensor(buf0, (1, 256, 768), (196608, 768, 1), 0); del buf0  # reuse
        assert_size_stride(permute_68, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf19, buf12, primals_142, mul_174, div_13, gt_35, buf15, buf16, buf20)
        del div_13
        del gt_35
        del primals_142
        buf13 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_225, x_93, mul_56, mul_193, add_62, mul_194, mul_195, sub_42, mul_196, mul_197, mul_198, pow_13, mul_199, mul_200, add_114, mul_201, add_115, view_226, mm_6], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_68, reinterpret_tensor(buf11, (256, 3072), (3072, 1), 0), out=buf13)
        del permute_68
        buf14 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf17 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_141, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf11, buf12, mul_174, buf14, buf17, buf18)
        del mul_174
        buf21 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_209, mul_210, view_229, permute_69, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (256, 768), (768, 1), 0), reinterpret_tensor(primals_141, (768, 768), (1, 768), 0), out=buf21)
        del primals_141
        assert_size_stride(permute_70, (768, 256), (1, 768), 'input')
        buf22 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_209, mul_210, view_229, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_70, reinterpret_tensor(buf20, (256, 768), (768, 1), 0), out=buf22)
        del permute_70
        buf23 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_72, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf20, buf23)
        buf24 = reinterpret_tensor(buf20, (12, 256, 64), (16384, 64, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [view_231, view_232, permute_71, view_233, bmm_24], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_72, reinterpret_tensor(buf21, (12, 256, 64), (64, 768, 1), 0), out=buf24)
        del permute_72
        assert_size_stride(permute_73, (12, 64, 256), (64, 1, 2304), 'input')
        buf25 = reinterpret_tensor(buf11, (12, 256, 256), (65536, 256, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [view_231, view_232, permute_71, view_233, bmm_25], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf21, (12, 256, 64), (64, 768, 1), 0), permute_73, out=buf25)
        del permute_73
        buf33 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf32 = reinterpret_tensor(buf33, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_34, div_11), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf26 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf27 = div_11; del div_11  # reuse
        assert_size_stride(permute_74, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf27, buf24, buf25, gt_34, buf32, buf26)
        del gt_34
        buf28 = reinterpret_tensor(buf24, (12, 64, 256), (16384, 256, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [view_235, convert_element_type_2, mul_211, mul_212, mul_213, neg, fma, mul_214, view_236, bmm_26], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_74, reinterpret_tensor(buf27, (12, 256, 256), (65536, 256, 1), 0), out=buf28)
        del permute_74
        assert_size_stride(permute_75, (12, 256, 64), (64, 2304, 1), 'input')
        buf29 = reinterpret_tensor(buf21, (12, 256, 64), (16384, 64, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [view_235, convert_element_type_2, mul_211, mul_212, mul_213, neg, fma, mul_214, view_236, bmm_27], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf27, (12, 256, 256), (65536, 256, 1), 0), permute_75, out=buf29)
        del buf27
        del permute_75
        buf31 = reinterpret_tensor(buf33, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf30 = reinterpret_tensor(buf33, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_139, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf28, buf29, buf31, buf30)
        del buf30
        del buf31
        del buf32
        buf34 = reinterpret_tensor(buf29, (256, 768), (768, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [view_242, permute_80, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_139, (2304, 768), (1, 2304), 0), out=buf34)
        del primals_139
        assert_size_stride_grouped((primals_136, mul_167, div_14, gt_33), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf37 = buf16; del buf16  # reuse
        buf38 = buf15; del buf15  # reuse
        buf41 = buf19; del buf19  # reuse
        buf42 = reinterpret_tensor(buf28, (1, 256, 768), (196608, 768, 1), 0); del buf28  # reuse
        assert_size_stride(permute_81, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf41, buf34, primals_136, mul_167, div_14, gt_33, buf37, buf38, buf42)
        del div_14
        del gt_33
        del primals_136
        buf35 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_242, mm_10], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_81, reinterpret_tensor(buf33, (256, 2304), (2304, 1), 0), out=buf35)
        del permute_81
        buf36 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf39 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf40 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_135, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf33, buf34, mul_167, buf36, buf39, buf40)
        del mul_167
        buf43 = reinterpret_tensor(buf25, (256, 3072), (3072, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_222, mul_223, view_245, permute_82, mm_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf42, (256, 768), (768, 1), 0), reinterpret_tensor(primals_135, (768, 3072), (1, 768), 0), out=buf43)
        del primals_135
        assert_size_stride(permute_83, (3072, 256), (1, 3072), 'input')
        buf44 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_222, mul_223, view_245, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_83, reinterpret_tensor(buf42, (256, 768), (768, 1), 0), out=buf44)
        del permute_83
        buf45 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_42, (256, 3072), (3072, 1), 'input')
        buf47 = reinterpret_tensor(buf43, (1, 256, 3072), (786432, 3072, 1), 0); del buf43  # reuse
        assert_size_stride(primals_133, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf47, buf42, addmm_42, buf45)
        del addmm_42
        buf48 = reinterpret_tensor(buf42, (256, 768), (768, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [view_247, x_85, mul_51, mul_224, add_57, mul_225, mul_226, sub_49, mul_227, mul_228, mul_229, pow_14, mul_230, mul_231, add_118, mul_232, add_119, view_248, permute_84, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_133, (3072, 768), (1, 3072), 0), out=buf48)
        del primals_133
        assert_size_stride_grouped((primals_130, mul_159, div_15, gt_32), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf51 = buf38; del buf38  # reuse
        buf52 = buf37; del buf37  # reuse
        buf55 = buf41; del buf41  # reuse
        buf56 = reinterpret_tensor(buf34, (1, 256, 768), (196608, 768, 1), 0); del buf34  # reuse
        assert_size_stride(permute_85, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf55, buf48, primals_130, mul_159, div_15, gt_32, buf51, buf52, buf56)
        del div_15
        del gt_32
        del primals_130
        buf49 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_247, x_85, mul_51, mul_224, add_57, mul_225, mul_226, sub_49, mul_227, mul_228, mul_229, pow_14, mul_230, mul_231, add_118, mul_232, add_119, view_248, mm_14], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_85, reinterpret_tensor(buf47, (256, 3072), (3072, 1), 0), out=buf49)
        del permute_85
        buf50 = reinterpret_tensor(buf26, (1, 3072), (3072, 1), 0); del buf26  # reuse
        buf53 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf54 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_129, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf47, buf48, mul_159, buf50, buf53, buf54)
        del mul_159
        buf57 = buf48; del buf48  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_240, mul_241, view_251, permute_86, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (256, 768), (768, 1), 0), reinterpret_tensor(primals_129, (768, 768), (1, 768), 0), out=buf57)
        del primals_129
        assert_size_stride(permute_87, (768, 256), (1, 768), 'input')
        buf58 = reinterpret_tensor(buf33, (768, 768), (768, 1), 0); del buf33  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_240, mul_241, view_251, mm_16], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_87, reinterpret_tensor(buf56, (256, 768), (768, 1), 0), out=buf58)
        del permute_87
        buf59 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_89, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf56, buf59)
        buf60 = reinterpret_tensor(buf56, (12, 256, 64), (16384, 64, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [view_253, view_254, permute_88, view_255, bmm_28], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_89, reinterpret_tensor(buf57, (12, 256, 64), (64, 768, 1), 0), out=buf60)
        del permute_89
        assert_size_stride(permute_90, (12, 64, 256), (64, 1, 2304), 'input')
        buf61 = reinterpret_tensor(buf47, (12, 256, 256), (65536, 256, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [view_253, view_254, permute_88, view_255, bmm_29], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf57, (12, 256, 64), (64, 768, 1), 0), permute_90, out=buf61)
        del permute_90
        buf69 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf68 = reinterpret_tensor(buf69, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_31, div_10), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf62 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf63 = div_10; del div_10  # reuse
        assert_size_stride(permute_91, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf63, buf60, buf61, gt_31, buf68, buf62)
        del gt_31
        buf64 = reinterpret_tensor(buf60, (12, 64, 256), (16384, 256, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [view_257, convert_element_type_5, mul_242, mul_243, mul_244, neg_1, fma_1, mul_245, view_258, bmm_30], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_91, reinterpret_tensor(buf63, (12, 256, 256), (65536, 256, 1), 0), out=buf64)
        del permute_91
        assert_size_stride(permute_92, (12, 256, 64), (64, 2304, 1), 'input')
        buf65 = reinterpret_tensor(buf57, (12, 256, 64), (16384, 64, 1), 0); del buf57  # reuse
        # Topologically Sorted Source Nodes: [view_257, convert_element_type_5, mul_242, mul_243, mul_244, neg_1, fma_1, mul_245, view_258, bmm_31], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf63, (12, 256, 256), (65536, 256, 1), 0), permute_92, out=buf65)
        del buf63
        del permute_92
        buf67 = reinterpret_tensor(buf69, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf66 = reinterpret_tensor(buf69, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_127, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf64, buf65, buf67, buf66)
        del buf66
        del buf67
        del buf68
        buf70 = reinterpret_tensor(buf65, (256, 768), (768, 1), 0); del buf65  # reuse
        # Topologically Sorted Source Nodes: [view_264, permute_97, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_127, (2304, 768), (1, 2304), 0), out=buf70)
        del primals_127
        assert_size_stride_grouped((primals_124, mul_152, div_16, gt_30), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf73 = buf52; del buf52  # reuse
        buf74 = buf51; del buf51  # reuse
        buf77 = buf55; del buf55  # reuse
        buf78 = reinterpret_tensor(buf64, (1, 256, 768), (196608, 768, 1), 0); del buf64  # reuse
        assert_size_stride(permute_98, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf77, buf70, primals_124, mul_152, div_16, gt_30, buf73, buf74, buf78)
        del div_16
        del gt_30
        del primals_124
        buf71 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_264, mm_18], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_98, reinterpret_tensor(buf69, (256, 2304), (2304, 1), 0), out=buf71)
        del permute_98
        buf72 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf75 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf76 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_123, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf69, buf70, mul_152, buf72, buf75, buf76)
        del mul_152
        buf79 = reinterpret_tensor(buf61, (256, 3072), (3072, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_253, mul_254, view_267, permute_99, mm_19], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf78, (256, 768), (768, 1), 0), reinterpret_tensor(primals_123, (768, 3072), (1, 768), 0), out=buf79)
        del primals_123
        assert_size_stride(permute_100, (3072, 256), (1, 3072), 'input')
        buf80 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_253, mul_254, view_267, mm_20], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_100, reinterpret_tensor(buf78, (256, 768), (768, 1), 0), out=buf80)
        del permute_100
        buf81 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_38, (256, 3072), (3072, 1), 'input')
        buf83 = reinterpret_tensor(buf79, (1, 256, 3072), (786432, 3072, 1), 0); del buf79  # reuse
        assert_size_stride(primals_121, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf83, buf78, addmm_38, buf81)
        del addmm_38
        buf84 = reinterpret_tensor(buf78, (256, 768), (768, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [view_269, x_77, mul_46, mul_255, add_52, mul_256, mul_257, sub_56, mul_258, mul_259, mul_260, pow_15, mul_261, mul_262, add_122, mul_263, add_123, view_270, permute_101, mm_21], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf83, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_121, (3072, 768), (1, 3072), 0), out=buf84)
        del primals_121
        assert_size_stride_grouped((primals_118, mul_144, div_17, gt_29), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf87 = buf74; del buf74  # reuse
        buf88 = buf73; del buf73  # reuse
        buf91 = buf77; del buf77  # reuse
        buf92 = reinterpret_tensor(buf70, (1, 256, 768), (196608, 768, 1), 0); del buf70  # reuse
        assert_size_stride(permute_102, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf91, buf84, primals_118, mul_144, div_17, gt_29, buf87, buf88, buf92)
        del div_17
        del gt_29
        del primals_118
        buf85 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_269, x_77, mul_46, mul_255, add_52, mul_256, mul_257, sub_56, mul_258, mul_259, mul_260, pow_15, mul_261, mul_262, add_122, mul_263, add_123, view_270, mm_22], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_102, reinterpret_tensor(buf83, (256, 3072), (3072, 1), 0), out=buf85)
        del permute_102
        buf86 = reinterpret_tensor(buf62, (1, 3072), (3072, 1), 0); del buf62  # reuse
        buf89 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf90 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_117, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf83, buf84, mul_144, buf86, buf89, buf90)
        del mul_144
        buf93 = buf84; del buf84  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_271, mul_272, view_273, permute_103, mm_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf92, (256, 768), (768, 1), 0), reinterpret_tensor(primals_117, (768, 768), (1, 768), 0), out=buf93)
        del primals_117
        assert_size_stride(permute_104, (768, 256), (1, 768), 'input')
        buf94 = reinterpret_tensor(buf69, (768, 768), (768, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_271, mul_272, view_273, mm_24], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_104, reinterpret_tensor(buf92, (256, 768), (768, 1), 0), out=buf94)
        del permute_104
        buf95 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_106, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf92, buf95)
        buf96 = reinterpret_tensor(buf92, (12, 256, 64), (16384, 64, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [view_275, view_276, permute_105, view_277, bmm_32], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_106, reinterpret_tensor(buf93, (12, 256, 64), (64, 768, 1), 0), out=buf96)
        del permute_106
        assert_size_stride(permute_107, (12, 64, 256), (64, 1, 2304), 'input')
        buf97 = reinterpret_tensor(buf83, (12, 256, 256), (65536, 256, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [view_275, view_276, permute_105, view_277, bmm_33], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf93, (12, 256, 64), (64, 768, 1), 0), permute_107, out=buf97)
        del permute_107
        buf105 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf104 = reinterpret_tensor(buf105, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_28, div_9), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf98 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf99 = div_9; del div_9  # reuse
        assert_size_stride(permute_108, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf99, buf96, buf97, gt_28, buf104, buf98)
        del gt_28
        buf100 = reinterpret_tensor(buf96, (12, 64, 256), (16384, 256, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_279, convert_element_type_8, mul_273, mul_274, mul_275, neg_2, fma_2, mul_276, view_280, bmm_34], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_108, reinterpret_tensor(buf99, (12, 256, 256), (65536, 256, 1), 0), out=buf100)
        del permute_108
        assert_size_stride(permute_109, (12, 256, 64), (64, 2304, 1), 'input')
        buf101 = reinterpret_tensor(buf93, (12, 256, 64), (16384, 64, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [view_279, convert_element_type_8, mul_273, mul_274, mul_275, neg_2, fma_2, mul_276, view_280, bmm_35], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf99, (12, 256, 256), (65536, 256, 1), 0), permute_109, out=buf101)
        del buf99
        del permute_109
        buf103 = reinterpret_tensor(buf105, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf102 = reinterpret_tensor(buf105, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_115, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf100, buf101, buf103, buf102)
        del buf102
        del buf103
        del buf104
        buf106 = reinterpret_tensor(buf101, (256, 768), (768, 1), 0); del buf101  # reuse
        # Topologically Sorted Source Nodes: [view_286, permute_114, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf105, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_115, (2304, 768), (1, 2304), 0), out=buf106)
        del primals_115
        assert_size_stride_grouped((primals_112, mul_137, div_18, gt_27), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf109 = buf88; del buf88  # reuse
        buf110 = buf87; del buf87  # reuse
        buf113 = buf91; del buf91  # reuse
        buf114 = reinterpret_tensor(buf100, (1, 256, 768), (196608, 768, 1), 0); del buf100  # reuse
        assert_size_stride(permute_115, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf113, buf106, primals_112, mul_137, div_18, gt_27, buf109, buf110, buf114)
        del div_18
        del gt_27
        del primals_112
        buf107 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_286, mm_26], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_115, reinterpret_tensor(buf105, (256, 2304), (2304, 1), 0), out=buf107)
        del permute_115
        buf108 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf111 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf112 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_111, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf105, buf106, mul_137, buf108, buf111, buf112)
        del mul_137
        buf115 = reinterpret_tensor(buf97, (256, 3072), (3072, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_284, mul_285, view_289, permute_116, mm_27], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf114, (256, 768), (768, 1), 0), reinterpret_tensor(primals_111, (768, 3072), (1, 768), 0), out=buf115)
        del primals_111
        assert_size_stride(permute_117, (3072, 256), (1, 3072), 'input')
        buf116 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_284, mul_285, view_289, mm_28], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_117, reinterpret_tensor(buf114, (256, 768), (768, 1), 0), out=buf116)
        del permute_117
        buf117 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_34, (256, 3072), (3072, 1), 'input')
        buf119 = reinterpret_tensor(buf115, (1, 256, 3072), (786432, 3072, 1), 0); del buf115  # reuse
        assert_size_stride(primals_109, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf119, buf114, addmm_34, buf117)
        del addmm_34
        buf120 = reinterpret_tensor(buf114, (256, 768), (768, 1), 0); del buf114  # reuse
        # Topologically Sorted Source Nodes: [view_291, x_69, mul_41, mul_286, add_47, mul_287, mul_288, sub_63, mul_289, mul_290, mul_291, pow_16, mul_292, mul_293, add_126, mul_294, add_127, view_292, permute_118, mm_29], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf119, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_109, (3072, 768), (1, 3072), 0), out=buf120)
        del primals_109
        assert_size_stride_grouped((primals_106, mul_129, div_19, gt_26), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf123 = buf110; del buf110  # reuse
        buf124 = buf109; del buf109  # reuse
        buf127 = buf113; del buf113  # reuse
        buf128 = reinterpret_tensor(buf106, (1, 256, 768), (196608, 768, 1), 0); del buf106  # reuse
        assert_size_stride(permute_119, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf127, buf120, primals_106, mul_129, div_19, gt_26, buf123, buf124, buf128)
        del div_19
        del gt_26
        del primals_106
        buf121 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_291, x_69, mul_41, mul_286, add_47, mul_287, mul_288, sub_63, mul_289, mul_290, mul_291, pow_16, mul_292, mul_293, add_126, mul_294, add_127, view_292, mm_30], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_119, reinterpret_tensor(buf119, (256, 3072), (3072, 1), 0), out=buf121)
        del permute_119
        buf122 = reinterpret_tensor(buf98, (1, 3072), (3072, 1), 0); del buf98  # reuse
        buf125 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_105, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf119, buf120, mul_129, buf122, buf125, buf126)
        del mul_129
        buf129 = buf120; del buf120  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_302, mul_303, view_295, permute_120, mm_31], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf128, (256, 768), (768, 1), 0), reinterpret_tensor(primals_105, (768, 768), (1, 768), 0), out=buf129)
        del primals_105
        assert_size_stride(permute_121, (768, 256), (1, 768), 'input')
        buf130 = reinterpret_tensor(buf105, (768, 768), (768, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_302, mul_303, view_295, mm_32], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_121, reinterpret_tensor(buf128, (256, 768), (768, 1), 0), out=buf130)
        del permute_121
        buf131 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_123, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf128, buf131)
        buf132 = reinterpret_tensor(buf128, (12, 256, 64), (16384, 64, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [view_297, view_298, permute_122, view_299, bmm_36], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_123, reinterpret_tensor(buf129, (12, 256, 64), (64, 768, 1), 0), out=buf132)
        del permute_123
        assert_size_stride(permute_124, (12, 64, 256), (64, 1, 2304), 'input')
        buf133 = reinterpret_tensor(buf119, (12, 256, 256), (65536, 256, 1), 0); del buf119  # reuse
        # Topologically Sorted Source Nodes: [view_297, view_298, permute_122, view_299, bmm_37], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf129, (12, 256, 64), (64, 768, 1), 0), permute_124, out=buf133)
        del permute_124
        buf141 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf140 = reinterpret_tensor(buf141, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_25, div_8), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf134 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf135 = div_8; del div_8  # reuse
        assert_size_stride(permute_125, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf135, buf132, buf133, gt_25, buf140, buf134)
        del gt_25
        buf136 = reinterpret_tensor(buf132, (12, 64, 256), (16384, 256, 1), 0); del buf132  # reuse
        # Topologically Sorted Source Nodes: [view_301, convert_element_type_11, mul_304, mul_305, mul_306, neg_3, fma_3, mul_307, view_302, bmm_38], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_125, reinterpret_tensor(buf135, (12, 256, 256), (65536, 256, 1), 0), out=buf136)
        del permute_125
        assert_size_stride(permute_126, (12, 256, 64), (64, 2304, 1), 'input')
        buf137 = reinterpret_tensor(buf129, (12, 256, 64), (16384, 64, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [view_301, convert_element_type_11, mul_304, mul_305, mul_306, neg_3, fma_3, mul_307, view_302, bmm_39], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf135, (12, 256, 256), (65536, 256, 1), 0), permute_126, out=buf137)
        del buf135
        del permute_126
        buf139 = reinterpret_tensor(buf141, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf138 = reinterpret_tensor(buf141, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_103, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf136, buf137, buf139, buf138)
        del buf138
        del buf139
        del buf140
        buf142 = reinterpret_tensor(buf137, (256, 768), (768, 1), 0); del buf137  # reuse
        # Topologically Sorted Source Nodes: [view_308, permute_131, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf141, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_103, (2304, 768), (1, 2304), 0), out=buf142)
        del primals_103
        assert_size_stride_grouped((primals_100, mul_122, div_20, gt_24), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf145 = buf124; del buf124  # reuse
        buf146 = buf123; del buf123  # reuse
        buf149 = buf127; del buf127  # reuse
        buf150 = reinterpret_tensor(buf136, (1, 256, 768), (196608, 768, 1), 0); del buf136  # reuse
        assert_size_stride(permute_132, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf149, buf142, primals_100, mul_122, div_20, gt_24, buf145, buf146, buf150)
        del div_20
        del gt_24
        del primals_100
        buf143 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_308, mm_34], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_132, reinterpret_tensor(buf141, (256, 2304), (2304, 1), 0), out=buf143)
        del permute_132
        buf144 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf147 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf148 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_99, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf141, buf142, mul_122, buf144, buf147, buf148)
        del mul_122
        buf151 = reinterpret_tensor(buf133, (256, 3072), (3072, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_12, mul_315, mul_316, view_311, permute_133, mm_35], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (256, 768), (768, 1), 0), reinterpret_tensor(primals_99, (768, 3072), (1, 768), 0), out=buf151)
        del primals_99
        assert_size_stride(permute_134, (3072, 256), (1, 3072), 'input')
        buf152 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_12, mul_315, mul_316, view_311, mm_36], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_134, reinterpret_tensor(buf150, (256, 768), (768, 1), 0), out=buf152)
        del permute_134
        buf153 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_30, (256, 3072), (3072, 1), 'input')
        buf155 = reinterpret_tensor(buf151, (1, 256, 3072), (786432, 3072, 1), 0); del buf151  # reuse
        assert_size_stride(primals_97, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf155, buf150, addmm_30, buf153)
        del addmm_30
        buf156 = reinterpret_tensor(buf150, (256, 768), (768, 1), 0); del buf150  # reuse
        # Topologically Sorted Source Nodes: [view_313, x_61, mul_36, mul_317, add_42, mul_318, mul_319, sub_70, mul_320, mul_321, mul_322, pow_17, mul_323, mul_324, add_130, mul_325, add_131, view_314, permute_135, mm_37], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf155, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_97, (3072, 768), (1, 3072), 0), out=buf156)
        del primals_97
        assert_size_stride_grouped((primals_94, mul_114, div_21, gt_23), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf159 = buf146; del buf146  # reuse
        buf160 = buf145; del buf145  # reuse
        buf163 = buf149; del buf149  # reuse
        buf164 = reinterpret_tensor(buf142, (1, 256, 768), (196608, 768, 1), 0); del buf142  # reuse
        assert_size_stride(permute_136, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf163, buf156, primals_94, mul_114, div_21, gt_23, buf159, buf160, buf164)
        del div_21
        del gt_23
        del primals_94
        buf157 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_313, x_61, mul_36, mul_317, add_42, mul_318, mul_319, sub_70, mul_320, mul_321, mul_322, pow_17, mul_323, mul_324, add_130, mul_325, add_131, view_314, mm_38], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_136, reinterpret_tensor(buf155, (256, 3072), (3072, 1), 0), out=buf157)
        del permute_136
        buf158 = reinterpret_tensor(buf134, (1, 3072), (3072, 1), 0); del buf134  # reuse
        buf161 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf162 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_93, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf155, buf156, mul_114, buf158, buf161, buf162)
        del mul_114
        buf165 = buf156; del buf156  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_13, mul_333, mul_334, view_317, permute_137, mm_39], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (256, 768), (768, 1), 0), reinterpret_tensor(primals_93, (768, 768), (1, 768), 0), out=buf165)
        del primals_93
        assert_size_stride(permute_138, (768, 256), (1, 768), 'input')
        buf166 = reinterpret_tensor(buf141, (768, 768), (768, 1), 0); del buf141  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_13, mul_333, mul_334, view_317, mm_40], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_138, reinterpret_tensor(buf164, (256, 768), (768, 1), 0), out=buf166)
        del permute_138
        buf167 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_140, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf164, buf167)
        buf168 = reinterpret_tensor(buf164, (12, 256, 64), (16384, 64, 1), 0); del buf164  # reuse
        # Topologically Sorted Source Nodes: [view_319, view_320, permute_139, view_321, bmm_40], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_140, reinterpret_tensor(buf165, (12, 256, 64), (64, 768, 1), 0), out=buf168)
        del permute_140
        assert_size_stride(permute_141, (12, 64, 256), (64, 1, 2304), 'input')
        buf169 = reinterpret_tensor(buf155, (12, 256, 256), (65536, 256, 1), 0); del buf155  # reuse
        # Topologically Sorted Source Nodes: [view_319, view_320, permute_139, view_321, bmm_41], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf165, (12, 256, 64), (64, 768, 1), 0), permute_141, out=buf169)
        del permute_141
        buf177 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf176 = reinterpret_tensor(buf177, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_22, div_7), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf170 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf171 = div_7; del div_7  # reuse
        assert_size_stride(permute_142, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf171, buf168, buf169, gt_22, buf176, buf170)
        del gt_22
        buf172 = reinterpret_tensor(buf168, (12, 64, 256), (16384, 256, 1), 0); del buf168  # reuse
        # Topologically Sorted Source Nodes: [view_323, convert_element_type_14, mul_335, mul_336, mul_337, neg_4, fma_4, mul_338, view_324, bmm_42], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_142, reinterpret_tensor(buf171, (12, 256, 256), (65536, 256, 1), 0), out=buf172)
        del permute_142
        assert_size_stride(permute_143, (12, 256, 64), (64, 2304, 1), 'input')
        buf173 = reinterpret_tensor(buf165, (12, 256, 64), (16384, 64, 1), 0); del buf165  # reuse
        # Topologically Sorted Source Nodes: [view_323, convert_element_type_14, mul_335, mul_336, mul_337, neg_4, fma_4, mul_338, view_324, bmm_43], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf171, (12, 256, 256), (65536, 256, 1), 0), permute_143, out=buf173)
        del buf171
        del permute_143
        buf175 = reinterpret_tensor(buf177, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf174 = reinterpret_tensor(buf177, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_91, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf172, buf173, buf175, buf174)
        del buf174
        del buf175
        del buf176
        buf178 = reinterpret_tensor(buf173, (256, 768), (768, 1), 0); del buf173  # reuse
        # Topologically Sorted Source Nodes: [view_330, permute_148, mm_41], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf177, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_91, (2304, 768), (1, 2304), 0), out=buf178)
        del primals_91
        assert_size_stride_grouped((primals_88, mul_107, div_22, gt_21), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf181 = buf160; del buf160  # reuse
        buf182 = buf159; del buf159  # reuse
        buf185 = buf163; del buf163  # reuse
        buf186 = reinterpret_tensor(buf172, (1, 256, 768), (196608, 768, 1), 0); del buf172  # reuse
        assert_size_stride(permute_149, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf185, buf178, primals_88, mul_107, div_22, gt_21, buf181, buf182, buf186)
        del div_22
        del gt_21
        del primals_88
        buf179 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_330, mm_42], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_149, reinterpret_tensor(buf177, (256, 2304), (2304, 1), 0), out=buf179)
        del permute_149
        buf180 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf183 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf184 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_87, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf177, buf178, mul_107, buf180, buf183, buf184)
        del mul_107
        buf187 = reinterpret_tensor(buf169, (256, 3072), (3072, 1), 0); del buf169  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_15, mul_346, mul_347, view_333, permute_150, mm_43], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf186, (256, 768), (768, 1), 0), reinterpret_tensor(primals_87, (768, 3072), (1, 768), 0), out=buf187)
        del primals_87
        assert_size_stride(permute_151, (3072, 256), (1, 3072), 'input')
        buf188 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_15, mul_346, mul_347, view_333, mm_44], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_151, reinterpret_tensor(buf186, (256, 768), (768, 1), 0), out=buf188)
        del permute_151
        buf189 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_26, (256, 3072), (3072, 1), 'input')
        buf191 = reinterpret_tensor(buf187, (1, 256, 3072), (786432, 3072, 1), 0); del buf187  # reuse
        assert_size_stride(primals_85, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf191, buf186, addmm_26, buf189)
        del addmm_26
        buf192 = reinterpret_tensor(buf186, (256, 768), (768, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [view_335, x_53, mul_31, mul_348, add_37, mul_349, mul_350, sub_77, mul_351, mul_352, mul_353, pow_18, mul_354, mul_355, add_134, mul_356, add_135, view_336, permute_152, mm_45], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf191, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_85, (3072, 768), (1, 3072), 0), out=buf192)
        del primals_85
        assert_size_stride_grouped((primals_82, mul_99, div_23, gt_20), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf195 = buf182; del buf182  # reuse
        buf196 = buf181; del buf181  # reuse
        buf199 = buf185; del buf185  # reuse
        buf200 = reinterpret_tensor(buf178, (1, 256, 768), (196608, 768, 1), 0); del buf178  # reuse
        assert_size_stride(permute_153, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf199, buf192, primals_82, mul_99, div_23, gt_20, buf195, buf196, buf200)
        del div_23
        del gt_20
        del primals_82
        buf193 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_335, x_53, mul_31, mul_348, add_37, mul_349, mul_350, sub_77, mul_351, mul_352, mul_353, pow_18, mul_354, mul_355, add_134, mul_356, add_135, view_336, mm_46], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_153, reinterpret_tensor(buf191, (256, 3072), (3072, 1), 0), out=buf193)
        del permute_153
        buf194 = reinterpret_tensor(buf170, (1, 3072), (3072, 1), 0); del buf170  # reuse
        buf197 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf198 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_81, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf191, buf192, mul_99, buf194, buf197, buf198)
        del mul_99
        buf201 = buf192; del buf192  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_16, mul_364, mul_365, view_339, permute_154, mm_47], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf200, (256, 768), (768, 1), 0), reinterpret_tensor(primals_81, (768, 768), (1, 768), 0), out=buf201)
        del primals_81
        assert_size_stride(permute_155, (768, 256), (1, 768), 'input')
        buf202 = reinterpret_tensor(buf177, (768, 768), (768, 1), 0); del buf177  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_16, mul_364, mul_365, view_339, mm_48], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_155, reinterpret_tensor(buf200, (256, 768), (768, 1), 0), out=buf202)
        del permute_155
        buf203 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_157, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf200, buf203)
        buf204 = reinterpret_tensor(buf200, (12, 256, 64), (16384, 64, 1), 0); del buf200  # reuse
        # Topologically Sorted Source Nodes: [view_341, view_342, permute_156, view_343, bmm_44], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_157, reinterpret_tensor(buf201, (12, 256, 64), (64, 768, 1), 0), out=buf204)
        del permute_157
        assert_size_stride(permute_158, (12, 64, 256), (64, 1, 2304), 'input')
        buf205 = reinterpret_tensor(buf191, (12, 256, 256), (65536, 256, 1), 0); del buf191  # reuse
        # Topologically Sorted Source Nodes: [view_341, view_342, permute_156, view_343, bmm_45], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf201, (12, 256, 64), (64, 768, 1), 0), permute_158, out=buf205)
        del permute_158
        buf213 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf212 = reinterpret_tensor(buf213, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_19, div_6), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf206 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf207 = div_6; del div_6  # reuse
        assert_size_stride(permute_159, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf207, buf204, buf205, gt_19, buf212, buf206)
        del gt_19
        buf208 = reinterpret_tensor(buf204, (12, 64, 256), (16384, 256, 1), 0); del buf204  # reuse
        # Topologically Sorted Source Nodes: [view_345, convert_element_type_17, mul_366, mul_367, mul_368, neg_5, fma_5, mul_369, view_346, bmm_46], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_159, reinterpret_tensor(buf207, (12, 256, 256), (65536, 256, 1), 0), out=buf208)
        del permute_159
        assert_size_stride(permute_160, (12, 256, 64), (64, 2304, 1), 'input')
        buf209 = reinterpret_tensor(buf201, (12, 256, 64), (16384, 64, 1), 0); del buf201  # reuse
        # Topologically Sorted Source Nodes: [view_345, convert_element_type_17, mul_366, mul_367, mul_368, neg_5, fma_5, mul_369, view_346, bmm_47], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf207, (12, 256, 256), (65536, 256, 1), 0), permute_160, out=buf209)
        del buf207
        del permute_160
        buf211 = reinterpret_tensor(buf213, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf210 = reinterpret_tensor(buf213, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_79, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf208, buf209, buf211, buf210)
        del buf210
        del buf211
        del buf212
        buf214 = reinterpret_tensor(buf209, (256, 768), (768, 1), 0); del buf209  # reuse
        # Topologically Sorted Source Nodes: [view_352, permute_165, mm_49], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf213, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_79, (2304, 768), (1, 2304), 0), out=buf214)
        del primals_79
        assert_size_stride_grouped((primals_76, mul_92, div_24, gt_18), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf217 = buf196; del buf196  # reuse
        buf218 = buf195; del buf195  # reuse
        buf221 = buf199; del buf199  # reuse
        buf222 = reinterpret_tensor(buf208, (1, 256, 768), (196608, 768, 1), 0); del buf208  # reuse
        assert_size_stride(permute_166, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf221, buf214, primals_76, mul_92, div_24, gt_18, buf217, buf218, buf222)
        del div_24
        del gt_18
        del primals_76
        buf215 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_352, mm_50], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_166, reinterpret_tensor(buf213, (256, 2304), (2304, 1), 0), out=buf215)
        del permute_166
        buf216 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf219 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf220 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_75, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf213, buf214, mul_92, buf216, buf219, buf220)
        del mul_92
        buf223 = reinterpret_tensor(buf205, (256, 3072), (3072, 1), 0); del buf205  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_18, mul_377, mul_378, view_355, permute_167, mm_51], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf222, (256, 768), (768, 1), 0), reinterpret_tensor(primals_75, (768, 3072), (1, 768), 0), out=buf223)
        del primals_75
        assert_size_stride(permute_168, (3072, 256), (1, 3072), 'input')
        buf224 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_18, mul_377, mul_378, view_355, mm_52], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_168, reinterpret_tensor(buf222, (256, 768), (768, 1), 0), out=buf224)
        del permute_168
        buf225 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_22, (256, 3072), (3072, 1), 'input')
        buf227 = reinterpret_tensor(buf223, (1, 256, 3072), (786432, 3072, 1), 0); del buf223  # reuse
        assert_size_stride(primals_73, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf227, buf222, addmm_22, buf225)
        del addmm_22
        buf228 = reinterpret_tensor(buf222, (256, 768), (768, 1), 0); del buf222  # reuse
        # Topologically Sorted Source Nodes: [view_357, x_45, mul_26, mul_379, add_32, mul_380, mul_381, sub_84, mul_382, mul_383, mul_384, pow_19, mul_385, mul_386, add_138, mul_387, add_139, view_358, permute_169, mm_53], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf227, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_73, (3072, 768), (1, 3072), 0), out=buf228)
        del primals_73
        assert_size_stride_grouped((primals_70, mul_84, div_25, gt_17), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf231 = buf218; del buf218  # reuse
        buf232 = buf217; del buf217  # reuse
        buf235 = buf221; del buf221  # reuse
        buf236 = reinterpret_tensor(buf214, (1, 256, 768), (196608, 768, 1), 0); del buf214  # reuse
        assert_size_stride(permute_170, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf235, buf228, primals_70, mul_84, div_25, gt_17, buf231, buf232, buf236)
        del div_25
        del gt_17
        del primals_70
        buf229 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_357, x_45, mul_26, mul_379, add_32, mul_380, mul_381, sub_84, mul_382, mul_383, mul_384, pow_19, mul_385, mul_386, add_138, mul_387, add_139, view_358, mm_54], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_170, reinterpret_tensor(buf227, (256, 3072), (3072, 1), 0), out=buf229)
        del permute_170
        buf230 = reinterpret_tensor(buf206, (1, 3072), (3072, 1), 0); del buf206  # reuse
        buf233 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf234 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_69, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf227, buf228, mul_84, buf230, buf233, buf234)
        del mul_84
        buf237 = buf228; del buf228  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_19, mul_395, mul_396, view_361, permute_171, mm_55], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf236, (256, 768), (768, 1), 0), reinterpret_tensor(primals_69, (768, 768), (1, 768), 0), out=buf237)
        del primals_69
        assert_size_stride(permute_172, (768, 256), (1, 768), 'input')
        buf238 = reinterpret_tensor(buf213, (768, 768), (768, 1), 0); del buf213  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_19, mul_395, mul_396, view_361, mm_56], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_172, reinterpret_tensor(buf236, (256, 768), (768, 1), 0), out=buf238)
        del permute_172
        buf239 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_174, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf236, buf239)
        buf240 = reinterpret_tensor(buf236, (12, 256, 64), (16384, 64, 1), 0); del buf236  # reuse
        # Topologically Sorted Source Nodes: [view_363, view_364, permute_173, view_365, bmm_48], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_174, reinterpret_tensor(buf237, (12, 256, 64), (64, 768, 1), 0), out=buf240)
        del permute_174
        assert_size_stride(permute_175, (12, 64, 256), (64, 1, 2304), 'input')
        buf241 = reinterpret_tensor(buf227, (12, 256, 256), (65536, 256, 1), 0); del buf227  # reuse
        # Topologically Sorted Source Nodes: [view_363, view_364, permute_173, view_365, bmm_49], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf237, (12, 256, 64), (64, 768, 1), 0), permute_175, out=buf241)
        del permute_175
        buf249 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf248 = reinterpret_tensor(buf249, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_16, div_5), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf242 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf243 = div_5; del div_5  # reuse
        assert_size_stride(permute_176, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf243, buf240, buf241, gt_16, buf248, buf242)
        del gt_16
        buf244 = reinterpret_tensor(buf240, (12, 64, 256), (16384, 256, 1), 0); del buf240  # reuse
        # Topologically Sorted Source Nodes: [view_367, convert_element_type_20, mul_397, mul_398, mul_399, neg_6, fma_6, mul_400, view_368, bmm_50], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_176, reinterpret_tensor(buf243, (12, 256, 256), (65536, 256, 1), 0), out=buf244)
        del permute_176
        assert_size_stride(permute_177, (12, 256, 64), (64, 2304, 1), 'input')
        buf245 = reinterpret_tensor(buf237, (12, 256, 64), (16384, 64, 1), 0); del buf237  # reuse
        # Topologically Sorted Source Nodes: [view_367, convert_element_type_20, mul_397, mul_398, mul_399, neg_6, fma_6, mul_400, view_368, bmm_51], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf243, (12, 256, 256), (65536, 256, 1), 0), permute_177, out=buf245)
        del buf243
        del permute_177
        buf247 = reinterpret_tensor(buf249, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf246 = reinterpret_tensor(buf249, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_67, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf244, buf245, buf247, buf246)
        del buf246
        del buf247
        del buf248
        buf250 = reinterpret_tensor(buf245, (256, 768), (768, 1), 0); del buf245  # reuse
        # Topologically Sorted Source Nodes: [view_374, permute_182, mm_57], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf249, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_67, (2304, 768), (1, 2304), 0), out=buf250)
        del primals_67
        assert_size_stride_grouped((primals_64, mul_77, div_26, gt_15), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf253 = buf232; del buf232  # reuse
        buf254 = buf231; del buf231  # reuse
        buf257 = buf235; del buf235  # reuse
        buf258 = reinterpret_tensor(buf244, (1, 256, 768), (196608, 768, 1), 0); del buf244  # reuse
        assert_size_stride(permute_183, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf257, buf250, primals_64, mul_77, div_26, gt_15, buf253, buf254, buf258)
        del div_26
        del gt_15
        del primals_64
        buf251 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_374, mm_58], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_183, reinterpret_tensor(buf249, (256, 2304), (2304, 1), 0), out=buf251)
        del permute_183
        buf252 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf255 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf256 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_63, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf249, buf250, mul_77, buf252, buf255, buf256)
        del mul_77
        buf259 = reinterpret_tensor(buf241, (256, 3072), (3072, 1), 0); del buf241  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_21, mul_408, mul_409, view_377, permute_184, mm_59], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf258, (256, 768), (768, 1), 0), reinterpret_tensor(primals_63, (768, 3072), (1, 768), 0), out=buf259)
        del primals_63
        assert_size_stride(permute_185, (3072, 256), (1, 3072), 'input')
        buf260 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_21, mul_408, mul_409, view_377, mm_60], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_185, reinterpret_tensor(buf258, (256, 768), (768, 1), 0), out=buf260)
        del permute_185
        buf261 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_18, (256, 3072), (3072, 1), 'input')
        buf263 = reinterpret_tensor(buf259, (1, 256, 3072), (786432, 3072, 1), 0); del buf259  # reuse
        assert_size_stride(primals_61, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf263, buf258, addmm_18, buf261)
        del addmm_18
        buf264 = reinterpret_tensor(buf258, (256, 768), (768, 1), 0); del buf258  # reuse
        # Topologically Sorted Source Nodes: [view_379, x_37, mul_21, mul_410, add_27, mul_411, mul_412, sub_91, mul_413, mul_414, mul_415, pow_20, mul_416, mul_417, add_142, mul_418, add_143, view_380, permute_186, mm_61], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf263, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_61, (3072, 768), (1, 3072), 0), out=buf264)
        del primals_61
        assert_size_stride_grouped((primals_58, mul_69, div_27, gt_14), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf267 = buf254; del buf254  # reuse
        buf268 = buf253; del buf253  # reuse
        buf271 = buf257; del buf257  # reuse
        buf272 = reinterpret_tensor(buf250, (1, 256, 768), (196608, 768, 1), 0); del buf250  # reuse
        assert_size_stride(permute_187, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf271, buf264, primals_58, mul_69, div_27, gt_14, buf267, buf268, buf272)
        del div_27
        del gt_14
        del primals_58
        buf265 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_379, x_37, mul_21, mul_410, add_27, mul_411, mul_412, sub_91, mul_413, mul_414, mul_415, pow_20, mul_416, mul_417, add_142, mul_418, add_143, view_380, mm_62], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_187, reinterpret_tensor(buf263, (256, 3072), (3072, 1), 0), out=buf265)
        del permute_187
        buf266 = reinterpret_tensor(buf242, (1, 3072), (3072, 1), 0); del buf242  # reuse
        buf269 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf270 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_57, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf263, buf264, mul_69, buf266, buf269, buf270)
        del mul_69
        buf273 = buf264; del buf264  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_22, mul_426, mul_427, view_383, permute_188, mm_63], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf272, (256, 768), (768, 1), 0), reinterpret_tensor(primals_57, (768, 768), (1, 768), 0), out=buf273)
        del primals_57
        assert_size_stride(permute_189, (768, 256), (1, 768), 'input')
        buf274 = reinterpret_tensor(buf249, (768, 768), (768, 1), 0); del buf249  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_22, mul_426, mul_427, view_383, mm_64], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_189, reinterpret_tensor(buf272, (256, 768), (768, 1), 0), out=buf274)
        del permute_189
        buf275 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_191, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf272, buf275)
        buf276 = reinterpret_tensor(buf272, (12, 256, 64), (16384, 64, 1), 0); del buf272  # reuse
        # Topologically Sorted Source Nodes: [view_385, view_386, permute_190, view_387, bmm_52], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_191, reinterpret_tensor(buf273, (12, 256, 64), (64, 768, 1), 0), out=buf276)
        del permute_191
        assert_size_stride(permute_192, (12, 64, 256), (64, 1, 2304), 'input')
        buf277 = reinterpret_tensor(buf263, (12, 256, 256), (65536, 256, 1), 0); del buf263  # reuse
        # Topologically Sorted Source Nodes: [view_385, view_386, permute_190, view_387, bmm_53], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf273, (12, 256, 64), (64, 768, 1), 0), permute_192, out=buf277)
        del permute_192
        buf285 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf284 = reinterpret_tensor(buf285, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_13, div_4), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf278 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf279 = div_4; del div_4  # reuse
        assert_size_stride(permute_193, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf279, buf276, buf277, gt_13, buf284, buf278)
        del gt_13
        buf280 = reinterpret_tensor(buf276, (12, 64, 256), (16384, 256, 1), 0); del buf276  # reuse
        # Topologically Sorted Source Nodes: [view_389, convert_element_type_23, mul_428, mul_429, mul_430, neg_7, fma_7, mul_431, view_390, bmm_54], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_193, reinterpret_tensor(buf279, (12, 256, 256), (65536, 256, 1), 0), out=buf280)
        del permute_193
        assert_size_stride(permute_194, (12, 256, 64), (64, 2304, 1), 'input')
        buf281 = reinterpret_tensor(buf273, (12, 256, 64), (16384, 64, 1), 0); del buf273  # reuse
        # Topologically Sorted Source Nodes: [view_389, convert_element_type_23, mul_428, mul_429, mul_430, neg_7, fma_7, mul_431, view_390, bmm_55], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf279, (12, 256, 256), (65536, 256, 1), 0), permute_194, out=buf281)
        del buf279
        del permute_194
        buf283 = reinterpret_tensor(buf285, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf282 = reinterpret_tensor(buf285, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_55, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf280, buf281, buf283, buf282)
        del buf282
        del buf283
        del buf284
        buf286 = reinterpret_tensor(buf281, (256, 768), (768, 1), 0); del buf281  # reuse
        # Topologically Sorted Source Nodes: [view_396, permute_199, mm_65], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf285, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_55, (2304, 768), (1, 2304), 0), out=buf286)
        del primals_55
        assert_size_stride_grouped((primals_52, mul_62, div_28, gt_12), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf289 = buf268; del buf268  # reuse
        buf290 = buf267; del buf267  # reuse
        buf293 = buf271; del buf271  # reuse
        buf294 = reinterpret_tensor(buf280, (1, 256, 768), (196608, 768, 1), 0); del buf280  # reuse
        assert_size_stride(permute_200, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf293, buf286, primals_52, mul_62, div_28, gt_12, buf289, buf290, buf294)
        del div_28
        del gt_12
        del primals_52
        buf287 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_396, mm_66], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_200, reinterpret_tensor(buf285, (256, 2304), (2304, 1), 0), out=buf287)
        del permute_200
        buf288 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf291 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf292 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf285, buf286, mul_62, buf288, buf291, buf292)
        del mul_62
        buf295 = reinterpret_tensor(buf277, (256, 3072), (3072, 1), 0); del buf277  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_24, mul_439, mul_440, view_399, permute_201, mm_67], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf294, (256, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf295)
        del primals_51
        assert_size_stride(permute_202, (3072, 256), (1, 3072), 'input')
        buf296 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_24, mul_439, mul_440, view_399, mm_68], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_202, reinterpret_tensor(buf294, (256, 768), (768, 1), 0), out=buf296)
        del permute_202
        buf297 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_14, (256, 3072), (3072, 1), 'input')
        buf299 = reinterpret_tensor(buf295, (1, 256, 3072), (786432, 3072, 1), 0); del buf295  # reuse
        assert_size_stride(primals_49, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf299, buf294, addmm_14, buf297)
        del addmm_14
        buf300 = reinterpret_tensor(buf294, (256, 768), (768, 1), 0); del buf294  # reuse
        # Topologically Sorted Source Nodes: [view_401, x_29, mul_16, mul_441, add_22, mul_442, mul_443, sub_98, mul_444, mul_445, mul_446, pow_21, mul_447, mul_448, add_146, mul_449, add_147, view_402, permute_203, mm_69], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf299, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf300)
        del primals_49
        assert_size_stride_grouped((primals_46, mul_54, div_29, gt_11), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf303 = buf290; del buf290  # reuse
        buf304 = buf289; del buf289  # reuse
        buf307 = buf293; del buf293  # reuse
        buf308 = reinterpret_tensor(buf286, (1, 256, 768), (196608, 768, 1), 0); del buf286  # reuse
        assert_size_stride(permute_204, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf307, buf300, primals_46, mul_54, div_29, gt_11, buf303, buf304, buf308)
        del div_29
        del gt_11
        del primals_46
        buf301 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_401, x_29, mul_16, mul_441, add_22, mul_442, mul_443, sub_98, mul_444, mul_445, mul_446, pow_21, mul_447, mul_448, add_146, mul_449, add_147, view_402, mm_70], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_204, reinterpret_tensor(buf299, (256, 3072), (3072, 1), 0), out=buf301)
        del permute_204
        buf302 = reinterpret_tensor(buf278, (1, 3072), (3072, 1), 0); del buf278  # reuse
        buf305 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf306 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf299, buf300, mul_54, buf302, buf305, buf306)
        del mul_54
        buf309 = buf300; del buf300  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_25, mul_457, mul_458, view_405, permute_205, mm_71], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf308, (256, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf309)
        del primals_45
        assert_size_stride(permute_206, (768, 256), (1, 768), 'input')
        buf310 = reinterpret_tensor(buf285, (768, 768), (768, 1), 0); del buf285  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_25, mul_457, mul_458, view_405, mm_72], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_206, reinterpret_tensor(buf308, (256, 768), (768, 1), 0), out=buf310)
        del permute_206
        buf311 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_208, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf308, buf311)
        buf312 = reinterpret_tensor(buf308, (12, 256, 64), (16384, 64, 1), 0); del buf308  # reuse
        # Topologically Sorted Source Nodes: [view_407, view_408, permute_207, view_409, bmm_56], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_208, reinterpret_tensor(buf309, (12, 256, 64), (64, 768, 1), 0), out=buf312)
        del permute_208
        assert_size_stride(permute_209, (12, 64, 256), (64, 1, 2304), 'input')
        buf313 = reinterpret_tensor(buf299, (12, 256, 256), (65536, 256, 1), 0); del buf299  # reuse
        # Topologically Sorted Source Nodes: [view_407, view_408, permute_207, view_409, bmm_57], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf309, (12, 256, 64), (64, 768, 1), 0), permute_209, out=buf313)
        del permute_209
        buf321 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf320 = reinterpret_tensor(buf321, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_10, div_3), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf314 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf315 = div_3; del div_3  # reuse
        assert_size_stride(permute_210, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf315, buf312, buf313, gt_10, buf320, buf314)
        del gt_10
        buf316 = reinterpret_tensor(buf312, (12, 64, 256), (16384, 256, 1), 0); del buf312  # reuse
        # Topologically Sorted Source Nodes: [view_411, convert_element_type_26, mul_459, mul_460, mul_461, neg_8, fma_8, mul_462, view_412, bmm_58], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_210, reinterpret_tensor(buf315, (12, 256, 256), (65536, 256, 1), 0), out=buf316)
        del permute_210
        assert_size_stride(permute_211, (12, 256, 64), (64, 2304, 1), 'input')
        buf317 = reinterpret_tensor(buf309, (12, 256, 64), (16384, 64, 1), 0); del buf309  # reuse
        # Topologically Sorted Source Nodes: [view_411, convert_element_type_26, mul_459, mul_460, mul_461, neg_8, fma_8, mul_462, view_412, bmm_59], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf315, (12, 256, 256), (65536, 256, 1), 0), permute_211, out=buf317)
        del buf315
        del permute_211
        buf319 = reinterpret_tensor(buf321, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf318 = reinterpret_tensor(buf321, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_43, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf316, buf317, buf319, buf318)
        del buf318
        del buf319
        del buf320
        buf322 = reinterpret_tensor(buf317, (256, 768), (768, 1), 0); del buf317  # reuse
        # Topologically Sorted Source Nodes: [view_418, permute_216, mm_73], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf321, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf322)
        del primals_43
        assert_size_stride_grouped((primals_40, mul_47, div_30, gt_9), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf325 = buf304; del buf304  # reuse
        buf326 = buf303; del buf303  # reuse
        buf329 = buf307; del buf307  # reuse
        buf330 = reinterpret_tensor(buf316, (1, 256, 768), (196608, 768, 1), 0); del buf316  # reuse
        assert_size_stride(permute_217, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf329, buf322, primals_40, mul_47, div_30, gt_9, buf325, buf326, buf330)
        del div_30
        del gt_9
        del primals_40
        buf323 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_418, mm_74], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_217, reinterpret_tensor(buf321, (256, 2304), (2304, 1), 0), out=buf323)
        del permute_217
        buf324 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf327 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf328 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_39, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf321, buf322, mul_47, buf324, buf327, buf328)
        del mul_47
        buf331 = reinterpret_tensor(buf313, (256, 3072), (3072, 1), 0); del buf313  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_27, mul_470, mul_471, view_421, permute_218, mm_75], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf330, (256, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf331)
        del primals_39
        assert_size_stride(permute_219, (3072, 256), (1, 3072), 'input')
        buf332 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_27, mul_470, mul_471, view_421, mm_76], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_219, reinterpret_tensor(buf330, (256, 768), (768, 1), 0), out=buf332)
        del permute_219
        buf333 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_10, (256, 3072), (3072, 1), 'input')
        buf335 = reinterpret_tensor(buf331, (1, 256, 3072), (786432, 3072, 1), 0); del buf331  # reuse
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf335, buf330, addmm_10, buf333)
        del addmm_10
        buf336 = reinterpret_tensor(buf330, (256, 768), (768, 1), 0); del buf330  # reuse
        # Topologically Sorted Source Nodes: [view_423, x_21, mul_11, mul_472, add_17, mul_473, mul_474, sub_105, mul_475, mul_476, mul_477, pow_22, mul_478, mul_479, add_150, mul_480, add_151, view_424, permute_220, mm_77], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf335, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf336)
        del primals_37
        assert_size_stride_grouped((primals_34, mul_39, div_31, gt_8), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf339 = buf326; del buf326  # reuse
        buf340 = buf325; del buf325  # reuse
        buf343 = buf329; del buf329  # reuse
        buf344 = reinterpret_tensor(buf322, (1, 256, 768), (196608, 768, 1), 0); del buf322  # reuse
        assert_size_stride(permute_221, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf343, buf336, primals_34, mul_39, div_31, gt_8, buf339, buf340, buf344)
        del div_31
        del gt_8
        del primals_34
        buf337 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_423, x_21, mul_11, mul_472, add_17, mul_473, mul_474, sub_105, mul_475, mul_476, mul_477, pow_22, mul_478, mul_479, add_150, mul_480, add_151, view_424, mm_78], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_221, reinterpret_tensor(buf335, (256, 3072), (3072, 1), 0), out=buf337)
        del permute_221
        buf338 = reinterpret_tensor(buf314, (1, 3072), (3072, 1), 0); del buf314  # reuse
        buf341 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf342 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_33, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf335, buf336, mul_39, buf338, buf341, buf342)
        del mul_39
        buf345 = buf336; del buf336  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_28, mul_488, mul_489, view_427, permute_222, mm_79], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf344, (256, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf345)
        del primals_33
        assert_size_stride(permute_223, (768, 256), (1, 768), 'input')
        buf346 = reinterpret_tensor(buf321, (768, 768), (768, 1), 0); del buf321  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_28, mul_488, mul_489, view_427, mm_80], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_223, reinterpret_tensor(buf344, (256, 768), (768, 1), 0), out=buf346)
        del permute_223
        buf347 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_225, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf344, buf347)
        buf348 = reinterpret_tensor(buf344, (12, 256, 64), (16384, 64, 1), 0); del buf344  # reuse
        # Topologically Sorted Source Nodes: [view_429, view_430, permute_224, view_431, bmm_60], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_225, reinterpret_tensor(buf345, (12, 256, 64), (64, 768, 1), 0), out=buf348)
        del permute_225
        assert_size_stride(permute_226, (12, 64, 256), (64, 1, 2304), 'input')
        buf349 = reinterpret_tensor(buf335, (12, 256, 256), (65536, 256, 1), 0); del buf335  # reuse
        # Topologically Sorted Source Nodes: [view_429, view_430, permute_224, view_431, bmm_61], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf345, (12, 256, 64), (64, 768, 1), 0), permute_226, out=buf349)
        del permute_226
        buf357 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf356 = reinterpret_tensor(buf357, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_7, div_2), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf350 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf351 = div_2; del div_2  # reuse
        assert_size_stride(permute_227, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf351, buf348, buf349, gt_7, buf356, buf350)
        del gt_7
        buf352 = reinterpret_tensor(buf348, (12, 64, 256), (16384, 256, 1), 0); del buf348  # reuse
        # Topologically Sorted Source Nodes: [view_433, convert_element_type_29, mul_490, mul_491, mul_492, neg_9, fma_9, mul_493, view_434, bmm_62], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_227, reinterpret_tensor(buf351, (12, 256, 256), (65536, 256, 1), 0), out=buf352)
        del permute_227
        assert_size_stride(permute_228, (12, 256, 64), (64, 2304, 1), 'input')
        buf353 = reinterpret_tensor(buf345, (12, 256, 64), (16384, 64, 1), 0); del buf345  # reuse
        # Topologically Sorted Source Nodes: [view_433, convert_element_type_29, mul_490, mul_491, mul_492, neg_9, fma_9, mul_493, view_434, bmm_63], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf351, (12, 256, 256), (65536, 256, 1), 0), permute_228, out=buf353)
        del buf351
        del permute_228
        buf355 = reinterpret_tensor(buf357, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf354 = reinterpret_tensor(buf357, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_31, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf352, buf353, buf355, buf354)
        del buf354
        del buf355
        del buf356
        buf358 = reinterpret_tensor(buf353, (256, 768), (768, 1), 0); del buf353  # reuse
        # Topologically Sorted Source Nodes: [view_440, permute_233, mm_81], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf357, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf358)
        del primals_31
        assert_size_stride_grouped((primals_28, mul_32, div_32, gt_6), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf361 = buf340; del buf340  # reuse
        buf362 = buf339; del buf339  # reuse
        buf365 = buf343; del buf343  # reuse
        buf366 = reinterpret_tensor(buf352, (1, 256, 768), (196608, 768, 1), 0); del buf352  # reuse
        assert_size_stride(permute_234, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf365, buf358, primals_28, mul_32, div_32, gt_6, buf361, buf362, buf366)
        del div_32
        del gt_6
        del primals_28
        buf359 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_440, mm_82], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_234, reinterpret_tensor(buf357, (256, 2304), (2304, 1), 0), out=buf359)
        del permute_234
        buf360 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf363 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf364 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_27, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf357, buf358, mul_32, buf360, buf363, buf364)
        del mul_32
        buf367 = reinterpret_tensor(buf349, (256, 3072), (3072, 1), 0); del buf349  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_30, mul_501, mul_502, view_443, permute_235, mm_83], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf366, (256, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf367)
        del primals_27
        assert_size_stride(permute_236, (3072, 256), (1, 3072), 'input')
        buf368 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_30, mul_501, mul_502, view_443, mm_84], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_236, reinterpret_tensor(buf366, (256, 768), (768, 1), 0), out=buf368)
        del permute_236
        buf369 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_6, (256, 3072), (3072, 1), 'input')
        buf371 = reinterpret_tensor(buf367, (1, 256, 3072), (786432, 3072, 1), 0); del buf367  # reuse
        assert_size_stride(primals_25, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf371, buf366, addmm_6, buf369)
        del addmm_6
        buf372 = reinterpret_tensor(buf366, (256, 768), (768, 1), 0); del buf366  # reuse
        # Topologically Sorted Source Nodes: [view_445, x_13, mul_6, mul_503, add_12, mul_504, mul_505, sub_112, mul_506, mul_507, mul_508, pow_23, mul_509, mul_510, add_154, mul_511, add_155, view_446, permute_237, mm_85], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf371, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf372)
        del primals_25
        assert_size_stride_grouped((primals_22, mul_24, div_33, gt_5), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf375 = buf362; del buf362  # reuse
        buf376 = buf361; del buf361  # reuse
        buf379 = buf365; del buf365  # reuse
        buf380 = reinterpret_tensor(buf358, (1, 256, 768), (196608, 768, 1), 0); del buf358  # reuse
        assert_size_stride(permute_238, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf379, buf372, primals_22, mul_24, div_33, gt_5, buf375, buf376, buf380)
        del div_33
        del gt_5
        del primals_22
        buf373 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_445, x_13, mul_6, mul_503, add_12, mul_504, mul_505, sub_112, mul_506, mul_507, mul_508, pow_23, mul_509, mul_510, add_154, mul_511, add_155, view_446, mm_86], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_238, reinterpret_tensor(buf371, (256, 3072), (3072, 1), 0), out=buf373)
        del permute_238
        buf374 = reinterpret_tensor(buf350, (1, 3072), (3072, 1), 0); del buf350  # reuse
        buf377 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf378 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf371, buf372, mul_24, buf374, buf377, buf378)
        del mul_24
        buf381 = buf372; del buf372  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_31, mul_519, mul_520, view_449, permute_239, mm_87], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf380, (256, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf381)
        del primals_21
        assert_size_stride(permute_240, (768, 256), (1, 768), 'input')
        buf382 = reinterpret_tensor(buf357, (768, 768), (768, 1), 0); del buf357  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_31, mul_519, mul_520, view_449, mm_88], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_240, reinterpret_tensor(buf380, (256, 768), (768, 1), 0), out=buf382)
        del permute_240
        buf383 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_242, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf380, buf383)
        buf384 = reinterpret_tensor(buf380, (12, 256, 64), (16384, 64, 1), 0); del buf380  # reuse
        # Topologically Sorted Source Nodes: [view_451, view_452, permute_241, view_453, bmm_64], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_242, reinterpret_tensor(buf381, (12, 256, 64), (64, 768, 1), 0), out=buf384)
        del permute_242
        assert_size_stride(permute_243, (12, 64, 256), (64, 1, 2304), 'input')
        buf385 = reinterpret_tensor(buf371, (12, 256, 256), (65536, 256, 1), 0); del buf371  # reuse
        # Topologically Sorted Source Nodes: [view_451, view_452, permute_241, view_453, bmm_65], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf381, (12, 256, 64), (64, 768, 1), 0), permute_243, out=buf385)
        del permute_243
        buf393 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf392 = reinterpret_tensor(buf393, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride_grouped((gt_4, div_1), ((1, 12, 256, 256), (1, 12, 256, 256)), ((786432, 65536, 256, 1), (786432, 65536, 256, 1)), 'input')
        buf386 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf387 = div_1; del div_1  # reuse
        assert_size_stride(permute_244, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf387, buf384, buf385, gt_4, buf392, buf386)
        del gt_4
        buf388 = reinterpret_tensor(buf384, (12, 64, 256), (16384, 256, 1), 0); del buf384  # reuse
        # Topologically Sorted Source Nodes: [view_455, convert_element_type_32, mul_521, mul_522, mul_523, neg_10, fma_10, mul_524, view_456, bmm_66], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_244, reinterpret_tensor(buf387, (12, 256, 256), (65536, 256, 1), 0), out=buf388)
        del permute_244
        assert_size_stride(permute_245, (12, 256, 64), (64, 2304, 1), 'input')
        buf389 = reinterpret_tensor(buf381, (12, 256, 64), (16384, 64, 1), 0); del buf381  # reuse
        # Topologically Sorted Source Nodes: [view_455, convert_element_type_32, mul_521, mul_522, mul_523, neg_10, fma_10, mul_524, view_456, bmm_67], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf387, (12, 256, 256), (65536, 256, 1), 0), permute_245, out=buf389)
        del buf387
        del permute_245
        buf391 = reinterpret_tensor(buf393, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf390 = reinterpret_tensor(buf393, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_19, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf388, buf389, buf391, buf390)
        del buf390
        del buf391
        del buf392
        buf394 = reinterpret_tensor(buf389, (256, 768), (768, 1), 0); del buf389  # reuse
        # Topologically Sorted Source Nodes: [view_462, permute_250, mm_89], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf393, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf394)
        del primals_19
        assert_size_stride_grouped((primals_16, mul_17, div_34, gt_3), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf397 = buf376; del buf376  # reuse
        buf398 = buf375; del buf375  # reuse
        buf401 = buf379; del buf379  # reuse
        buf402 = reinterpret_tensor(buf388, (1, 256, 768), (196608, 768, 1), 0); del buf388  # reuse
        assert_size_stride(permute_251, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf401, buf394, primals_16, mul_17, div_34, gt_3, buf397, buf398, buf402)
        del div_34
        del gt_3
        del primals_16
        buf395 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_462, mm_90], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_251, reinterpret_tensor(buf393, (256, 2304), (2304, 1), 0), out=buf395)
        del permute_251
        buf396 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf399 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf400 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_15, (3072, 768), (768, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf393, buf394, mul_17, buf396, buf399, buf400)
        del mul_17
        buf403 = reinterpret_tensor(buf385, (256, 3072), (3072, 1), 0); del buf385  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_33, mul_532, mul_533, view_465, permute_252, mm_91], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf402, (256, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf403)
        del primals_15
        assert_size_stride(permute_253, (3072, 256), (1, 3072), 'input')
        buf404 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_33, mul_532, mul_533, view_465, mm_92], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_253, reinterpret_tensor(buf402, (256, 768), (768, 1), 0), out=buf404)
        del permute_253
        buf405 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_2, (256, 3072), (3072, 1), 'input')
        buf407 = reinterpret_tensor(buf403, (1, 256, 3072), (786432, 3072, 1), 0); del buf403  # reuse
        assert_size_stride(primals_13, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf407, buf402, addmm_2, buf405)
        del addmm_2
        buf408 = reinterpret_tensor(buf402, (256, 768), (768, 1), 0); del buf402  # reuse
        # Topologically Sorted Source Nodes: [view_467, x_5, mul_1, mul_534, add_7, mul_535, mul_536, sub_119, mul_537, mul_538, mul_539, pow_24, mul_540, mul_541, add_158, mul_542, add_159, view_468, permute_254, mm_93], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf407, (256, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf408)
        del primals_13
        assert_size_stride_grouped((primals_10, mul_9, div_35, gt_2), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1)), 'input')
        buf411 = buf398; del buf398  # reuse
        buf412 = buf397; del buf397  # reuse
        buf415 = buf401; del buf401  # reuse
        buf416 = reinterpret_tensor(buf394, (1, 256, 768), (196608, 768, 1), 0); del buf394  # reuse
        assert_size_stride(permute_255, (768, 256), (1, 768), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf415, buf408, primals_10, mul_9, div_35, gt_2, buf411, buf412, buf416)
        del div_35
        del gt_2
        del primals_10
        buf409 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_467, x_5, mul_1, mul_534, add_7, mul_535, mul_536, sub_119, mul_537, mul_538, mul_539, pow_24, mul_540, mul_541, add_158, mul_542, add_159, view_468, mm_94], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_255, reinterpret_tensor(buf407, (256, 3072), (3072, 1), 0), out=buf409)
        del permute_255
        buf410 = reinterpret_tensor(buf386, (1, 3072), (3072, 1), 0); del buf386  # reuse
        buf413 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf414 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf407, buf408, mul_9, buf410, buf413, buf414)
        del mul_9
        buf417 = buf408; del buf408  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_34, mul_550, mul_551, view_471, permute_256, mm_95], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf416, (256, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf417)
        del primals_9
        assert_size_stride(permute_257, (768, 256), (1, 768), 'input')
        buf418 = reinterpret_tensor(buf393, (768, 768), (768, 1), 0); del buf393  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_34, mul_550, mul_551, view_471, mm_96], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_257, reinterpret_tensor(buf416, (256, 768), (768, 1), 0), out=buf418)
        del permute_257
        buf419 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(permute_259, (12, 256, 256), (65536, 1, 256), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf416, buf419)
        buf420 = reinterpret_tensor(buf416, (12, 256, 64), (16384, 64, 1), 0); del buf416  # reuse
        # Topologically Sorted Source Nodes: [view_473, view_474, permute_258, view_475, bmm_68], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_259, reinterpret_tensor(buf417, (12, 256, 64), (64, 768, 1), 0), out=buf420)
        del permute_259
        assert_size_stride(permute_260, (12, 64, 256), (64, 1, 2304), 'input')
        buf421 = reinterpret_tensor(buf407, (12, 256, 256), (65536, 256, 1), 0); del buf407  # reuse
        # Topologically Sorted Source Nodes: [view_473, view_474, permute_258, view_475, bmm_69], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf417, (12, 256, 64), (64, 768, 1), 0), permute_260, out=buf421)
        del permute_260
        assert_size_stride(gt_1, (1, 12, 256, 256), (786432, 65536, 256, 1), 'input')
        buf423 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf424 = buf422; del buf422  # reuse
        buf430 = empty_strided_cpu((1, 256, 2304), (589824, 2304, 1), torch.float32)
        buf429 = reinterpret_tensor(buf430, (1, 256, 768), (589824, 2304, 1), 1536)  # alias
        assert_size_stride(permute_261, (12, 64, 256), (64, 1, 2304), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_8(buf424, buf421, gt_1, buf420, buf423, buf429)
        del buf421
        del buf423
        del gt_1
        buf425 = reinterpret_tensor(buf420, (12, 64, 256), (16384, 256, 1), 0); del buf420  # reuse
        # Topologically Sorted Source Nodes: [view_477, convert_element_type_35, mul_552, mul_553, mul_554, neg_11, fma_11, mul_555, view_478, bmm_70], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_261, reinterpret_tensor(buf424, (12, 256, 256), (65536, 256, 1), 0), out=buf425)
        del permute_261
        assert_size_stride(permute_262, (12, 256, 64), (64, 2304, 1), 'input')
        buf426 = reinterpret_tensor(buf417, (12, 256, 64), (16384, 64, 1), 0); del buf417  # reuse
        # Topologically Sorted Source Nodes: [view_477, convert_element_type_35, mul_552, mul_553, mul_554, neg_11, fma_11, mul_555, view_478, bmm_71], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf424, (12, 256, 256), (65536, 256, 1), 0), permute_262, out=buf426)
        del buf424
        del permute_262
        buf428 = reinterpret_tensor(buf430, (1, 256, 768), (589824, 2304, 1), 768)  # alias
        buf427 = reinterpret_tensor(buf430, (1, 256, 768), (589824, 2304, 1), 0)  # alias
        assert_size_stride(primals_7, (768, 2304), (2304, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf425, buf426, buf428, buf427)
        del buf425
        del buf427
        del buf428
        del buf429
        buf431 = reinterpret_tensor(buf426, (256, 768), (768, 1), 0); del buf426  # reuse
        # Topologically Sorted Source Nodes: [view_484, permute_267, mm_97], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf430, (256, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf431)
        del primals_7
        assert_size_stride_grouped((primals_4, mul_2, div_36, gt, primals_1), ((768, ), (1, 256, 768), (1, 256, 1), (1, 256, 768), (1, 256)), ((1, ), (196608, 768, 1), (256, 1, 1), (196608, 768, 1), (256, 1)), 'input')
        buf434 = buf412; del buf412  # reuse
        buf435 = buf411; del buf411  # reuse
        assert_size_stride(view_218, (256, 768), (768, 1), 'input')
        cpp_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_view_9(buf431, primals_4, mul_2, buf415, div_36, gt, unsqueeze, primals_1, buf434, buf435, buf439, buf441)
        del buf415
        del buf434
        del buf435
        del div_36
        del gt
        del primals_1
        del primals_4
        del unsqueeze
        buf443 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_220, permute_61, addmm_default], Original ATen: [aten.view, aten.t, aten.add]
        extern_kernels.addmm(buf441, reinterpret_tensor(tangents_1, (50257, 256), (1, 50257), 0), view_218, alpha=1, beta=1, out=buf443)
        del buf441
        del tangents_1
        del view_218
        assert_size_stride(permute_268, (768, 256), (1, 768), 'input')
        buf432 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_484, mm_98], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_268, reinterpret_tensor(buf430, (256, 2304), (2304, 1), 0), out=buf432)
        del permute_268
        buf433 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf436 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf437 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_native_layer_norm_backward_sum_view_7(buf430, buf431, mul_2, buf433, buf436, buf437)
        del buf430
        del buf431
        del mul_2
        return (None, buf443, buf439, buf436, buf437, reinterpret_tensor(buf433, (2304, ), (1, ), 0), buf432, reinterpret_tensor(buf419, (768, ), (1, ), 0), buf418, buf413, buf414, reinterpret_tensor(buf410, (3072, ), (1, ), 0), buf409, reinterpret_tensor(buf405, (768, ), (1, ), 0), buf404, buf399, buf400, reinterpret_tensor(buf396, (2304, ), (1, ), 0), buf395, reinterpret_tensor(buf383, (768, ), (1, ), 0), buf382, buf377, buf378, reinterpret_tensor(buf374, (3072, ), (1, ), 0), buf373, reinterpret_tensor(buf369, (768, ), (1, ), 0), buf368, buf363, buf364, reinterpret_tensor(buf360, (2304, ), (1, ), 0), buf359, reinterpret_tensor(buf347, (768, ), (1, ), 0), buf346, buf341, buf342, reinterpret_tensor(buf338, (3072, ), (1, ), 0), buf337, reinterpret_tensor(buf333, (768, ), (1, ), 0), buf332, buf327, buf328, reinterpret_tensor(buf324, (2304, ), (1, ), 0), buf323, reinterpret_tensor(buf311, (768, ), (1, ), 0), buf310, buf305, buf306, reinterpret_tensor(buf302, (3072, ), (1, ), 0), buf301, reinterpret_tensor(buf297, (768, ), (1, ), 0), buf296, buf291, buf292, reinterpret_tensor(buf288, (2304, ), (1, ), 0), buf287, reinterpret_tensor(buf275, (768, ), (1, ), 0), buf274, buf269, buf270, reinterpret_tensor(buf266, (3072, ), (1, ), 0), buf265, reinterpret_tensor(buf261, (768, ), (1, ), 0), buf260, buf255, buf256, reinterpret_tensor(buf252, (2304, ), (1, ), 0), buf251, reinterpret_tensor(buf239, (768, ), (1, ), 0), buf238, buf233, buf234, reinterpret_tensor(buf230, (3072, ), (1, ), 0), buf229, reinterpret_tensor(buf225, (768, ), (1, ), 0), buf224, buf219, buf220, reinterpret_tensor(buf216, (2304, ), (1, ), 0), buf215, reinterpret_tensor(buf203, (768, ), (1, ), 0), buf202, buf197, buf198, reinterpret_tensor(buf194, (3072, ), (1, ), 0), buf193, reinterpret_tensor(buf189, (768, ), (1, ), 0), buf188, buf183, buf184, reinterpret_tensor(buf180, (2304, ), (1, ), 0), buf179, reinterpret_tensor(buf167, (768, ), (1, ), 0), buf166, buf161, buf162, reinterpret_tensor(buf158, (3072, ), (1, ), 0), buf157, reinterpret_tensor(buf153, (768, ), (1, ), 0), buf152, buf147, buf148, reinterpret_tensor(buf144, (2304, ), (1, ), 0), buf143, reinterpret_tensor(buf131, (768, ), (1, ), 0), buf130, buf125, buf126, reinterpret_tensor(buf122, (3072, ), (1, ), 0), buf121, reinterpret_tensor(buf117, (768, ), (1, ), 0), buf116, buf111, buf112, reinterpret_tensor(buf108, (2304, ), (1, ), 0), buf107, reinterpret_tensor(buf95, (768, ), (1, ), 0), buf94, buf89, buf90, reinterpret_tensor(buf86, (3072, ), (1, ), 0), buf85, reinterpret_tensor(buf81, (768, ), (1, ), 0), buf80, buf75, buf76, reinterpret_tensor(buf72, (2304, ), (1, ), 0), buf71, reinterpret_tensor(buf59, (768, ), (1, ), 0), buf58, buf53, buf54, reinterpret_tensor(buf50, (3072, ), (1, ), 0), buf49, reinterpret_tensor(buf45, (768, ), (1, ), 0), buf44, buf39, buf40, reinterpret_tensor(buf36, (2304, ), (1, ), 0), buf35, reinterpret_tensor(buf23, (768, ), (1, ), 0), buf22, buf17, buf18, reinterpret_tensor(buf14, (3072, ), (1, ), 0), buf13, reinterpret_tensor(buf9, (768, ), (1, ), 0), buf8, buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_172 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_180 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_188 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_196 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_204 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_212 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_220 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_228 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_236 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_244 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_252 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_260 = rand_strided((589824,), (1,), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.int64)
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
    primals_55 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    unsqueeze = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.int64)
    cumsum = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.int64)
    gt = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_2 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    bmm = rand_strided((12, 256, 256), (65536, 256, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((1, 12, 256, 1), (3072, 256, 1, 1), device='cpu', dtype=torch.float32)
    sum_1 = rand_strided((1, 12, 256, 1), (3072, 256, 1, 1), device='cpu', dtype=torch.float32)
    gt_1 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_2 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_9 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_3 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_17 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_4 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_5 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_24 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_6 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_32 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_7 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_8 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_39 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_9 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_47 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_10 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_11 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_54 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_14 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_12 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_62 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_13 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_14 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_69 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_18 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_15 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_77 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_16 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_17 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_84 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_18 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_92 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_19 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_20 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_99 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_26 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_21 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_107 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_22 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_23 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_114 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_30 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_24 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_122 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_25 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_26 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_129 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_34 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_27 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_137 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_28 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_29 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_144 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_38 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_30 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_152 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_31 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_32 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_159 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_42 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_33 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_167 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.float32)
    gt_34 = rand_strided((1, 12, 256, 256), (786432, 65536, 256, 1), device='cpu', dtype=torch.bool)
    gt_35 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_174 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    addmm_46 = rand_strided((256, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_36 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.bool)
    mul_182 = rand_strided((1, 256, 768), (196608, 768, 1), device='cpu', dtype=torch.float32)
    view_218 = rand_strided((256, 768), (768, 1), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_66 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_68 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_13 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_70 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_72 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_73 = torch.as_strided(_shared_storage_172, (12, 64, 256), (64, 1, 2304))
    permute_74 = torch.as_strided(_shared_storage_172, (12, 64, 256), (64, 1, 2304))
    permute_75 = torch.as_strided(_shared_storage_172, (12, 256, 64), (64, 2304, 1))
    permute_81 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_14 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_83 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_85 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_15 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_87 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_89 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_90 = torch.as_strided(_shared_storage_180, (12, 64, 256), (64, 1, 2304))
    permute_91 = torch.as_strided(_shared_storage_180, (12, 64, 256), (64, 1, 2304))
    permute_92 = torch.as_strided(_shared_storage_180, (12, 256, 64), (64, 2304, 1))
    permute_98 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_16 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_100 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_102 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_17 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_104 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_106 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_107 = torch.as_strided(_shared_storage_188, (12, 64, 256), (64, 1, 2304))
    permute_108 = torch.as_strided(_shared_storage_188, (12, 64, 256), (64, 1, 2304))
    permute_109 = torch.as_strided(_shared_storage_188, (12, 256, 64), (64, 2304, 1))
    permute_115 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_18 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_117 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_119 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_19 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_121 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_123 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_124 = torch.as_strided(_shared_storage_196, (12, 64, 256), (64, 1, 2304))
    permute_125 = torch.as_strided(_shared_storage_196, (12, 64, 256), (64, 1, 2304))
    permute_126 = torch.as_strided(_shared_storage_196, (12, 256, 64), (64, 2304, 1))
    permute_132 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_20 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_134 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_136 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_21 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_138 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_140 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_141 = torch.as_strided(_shared_storage_204, (12, 64, 256), (64, 1, 2304))
    permute_142 = torch.as_strided(_shared_storage_204, (12, 64, 256), (64, 1, 2304))
    permute_143 = torch.as_strided(_shared_storage_204, (12, 256, 64), (64, 2304, 1))
    permute_149 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_22 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_151 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_153 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_23 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_155 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_157 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_158 = torch.as_strided(_shared_storage_212, (12, 64, 256), (64, 1, 2304))
    permute_159 = torch.as_strided(_shared_storage_212, (12, 64, 256), (64, 1, 2304))
    permute_160 = torch.as_strided(_shared_storage_212, (12, 256, 64), (64, 2304, 1))
    permute_166 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_24 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_168 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_170 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_25 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_172 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_174 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_175 = torch.as_strided(_shared_storage_220, (12, 64, 256), (64, 1, 2304))
    permute_176 = torch.as_strided(_shared_storage_220, (12, 64, 256), (64, 1, 2304))
    permute_177 = torch.as_strided(_shared_storage_220, (12, 256, 64), (64, 2304, 1))
    permute_183 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_26 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_185 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_187 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_27 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_189 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_191 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_192 = torch.as_strided(_shared_storage_228, (12, 64, 256), (64, 1, 2304))
    permute_193 = torch.as_strided(_shared_storage_228, (12, 64, 256), (64, 1, 2304))
    permute_194 = torch.as_strided(_shared_storage_228, (12, 256, 64), (64, 2304, 1))
    permute_200 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_28 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_202 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_204 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_29 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_206 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_208 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_209 = torch.as_strided(_shared_storage_236, (12, 64, 256), (64, 1, 2304))
    permute_210 = torch.as_strided(_shared_storage_236, (12, 64, 256), (64, 1, 2304))
    permute_211 = torch.as_strided(_shared_storage_236, (12, 256, 64), (64, 2304, 1))
    permute_217 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_30 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_219 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_221 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_31 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_223 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_225 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_226 = torch.as_strided(_shared_storage_244, (12, 64, 256), (64, 1, 2304))
    permute_227 = torch.as_strided(_shared_storage_244, (12, 64, 256), (64, 1, 2304))
    permute_228 = torch.as_strided(_shared_storage_244, (12, 256, 64), (64, 2304, 1))
    permute_234 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_32 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_236 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_238 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_33 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_240 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_242 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_243 = torch.as_strided(_shared_storage_252, (12, 64, 256), (64, 1, 2304))
    permute_244 = torch.as_strided(_shared_storage_252, (12, 64, 256), (64, 1, 2304))
    permute_245 = torch.as_strided(_shared_storage_252, (12, 256, 64), (64, 2304, 1))
    permute_251 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_34 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_253 = rand_strided((3072, 256), (1, 3072), device='cpu', dtype=torch.float32)
    permute_255 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_35 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    permute_257 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    permute_259 = rand_strided((12, 256, 256), (65536, 1, 256), device='cpu', dtype=torch.float32)
    permute_260 = torch.as_strided(_shared_storage_260, (12, 64, 256), (64, 1, 2304))
    permute_261 = torch.as_strided(_shared_storage_260, (12, 64, 256), (64, 1, 2304))
    permute_262 = torch.as_strided(_shared_storage_260, (12, 256, 64), (64, 2304, 1))
    permute_268 = rand_strided((768, 256), (1, 768), device='cpu', dtype=torch.float32)
    div_36 = rand_strided((1, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 256, 50257), (12865792, 50257, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, primals_55, primals_57, primals_58, primals_61, primals_63, primals_64, primals_67, primals_69, primals_70, primals_73, primals_75, primals_76, primals_79, primals_81, primals_82, primals_85, primals_87, primals_88, primals_91, primals_93, primals_94, primals_97, primals_99, primals_100, primals_103, primals_105, primals_106, primals_109, primals_111, primals_112, primals_115, primals_117, primals_118, primals_121, primals_123, primals_124, primals_127, primals_129, primals_130, primals_133, primals_135, primals_136, primals_139, primals_141, primals_142, primals_145, primals_147, primals_148, unsqueeze, cumsum, gt, mul_2, bmm, amax, sum_1, gt_1, gt_2, mul_9, addmm_2, gt_3, mul_17, div_1, gt_4, gt_5, mul_24, addmm_6, gt_6, mul_32, div_2, gt_7, gt_8, mul_39, addmm_10, gt_9, mul_47, div_3, gt_10, gt_11, mul_54, addmm_14, gt_12, mul_62, div_4, gt_13, gt_14, mul_69, addmm_18, gt_15, mul_77, div_5, gt_16, gt_17, mul_84, addmm_22, gt_18, mul_92, div_6, gt_19, gt_20, mul_99, addmm_26, gt_21, mul_107, div_7, gt_22, gt_23, mul_114, addmm_30, gt_24, mul_122, div_8, gt_25, gt_26, mul_129, addmm_34, gt_27, mul_137, div_9, gt_28, gt_29, mul_144, addmm_38, gt_30, mul_152, div_10, gt_31, gt_32, mul_159, addmm_42, gt_33, mul_167, div_11, gt_34, gt_35, mul_174, addmm_46, gt_36, mul_182, view_218, div_12, permute_66, permute_68, div_13, permute_70, permute_72, permute_73, permute_74, permute_75, permute_81, div_14, permute_83, permute_85, div_15, permute_87, permute_89, permute_90, permute_91, permute_92, permute_98, div_16, permute_100, permute_102, div_17, permute_104, permute_106, permute_107, permute_108, permute_109, permute_115, div_18, permute_117, permute_119, div_19, permute_121, permute_123, permute_124, permute_125, permute_126, permute_132, div_20, permute_134, permute_136, div_21, permute_138, permute_140, permute_141, permute_142, permute_143, permute_149, div_22, permute_151, permute_153, div_23, permute_155, permute_157, permute_158, permute_159, permute_160, permute_166, div_24, permute_168, permute_170, div_25, permute_172, permute_174, permute_175, permute_176, permute_177, permute_183, div_26, permute_185, permute_187, div_27, permute_189, permute_191, permute_192, permute_193, permute_194, permute_200, div_28, permute_202, permute_204, div_29, permute_206, permute_208, permute_209, permute_210, permute_211, permute_217, div_30, permute_219, permute_221, div_31, permute_223, permute_225, permute_226, permute_227, permute_228, permute_234, div_32, permute_236, permute_238, div_33, permute_240, permute_242, permute_243, permute_244, permute_245, permute_251, div_34, permute_253, permute_255, div_35, permute_257, permute_259, permute_260, permute_261, permute_262, permute_268, div_36, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('gpt2_124m_s256b1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
