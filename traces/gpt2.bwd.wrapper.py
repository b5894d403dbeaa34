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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 16384L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr0[static_cast<int64_t>(x1)];
                            auto tmp45 = in_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp49 = in_ptr3[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = 128L;
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
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,2>(128L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 128L");
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
                            TORCH_CHECK((0 <= tmp22) & (tmp22 < 128L), "index out of bounds: 0 <= tmp22 < 128L");
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
                            tmp51.store(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 16384L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12865792L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12865792L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp17 = at::vec::VecMask<float,1>::from(in_ptr8 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(256.0);
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
                        tmp16.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp22.store(out_ptr5 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::VecMask<float,1>::from(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(256.0);
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp24.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*x0 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0 + 768L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L*x0 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                        tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(64L*x0 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
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
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(256L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp25 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp47 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp5 = static_cast<float>(256.0);
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
                        (tmp46 + at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 256L*tmp34))).store(out_ptr2 + static_cast<int64_t>(x1 + 256L*tmp34));
                        (tmp64 + at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 256L*tmp56))).store(out_ptr3 + static_cast<int64_t>(x1 + 256L*tmp56));
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, unsqueeze, cumsum, gt, mul_2, bmm, amax, sum_1, gt_1, gt_2, mul_9, addmm_2, gt_3, mul_17, div_1, gt_4, gt_5, mul_24, addmm_6, gt_6, mul_32, div_2, gt_7, gt_8, mul_39, addmm_10, gt_9, mul_47, div_3, gt_10, gt_11, mul_54, addmm_14, gt_12, mul_62, view_74, div_4, permute_26, permute_28, div_5, permute_30, permute_32, permute_33, permute_34, permute_35, permute_41, div_6, permute_43, permute_45, div_7, permute_47, permute_49, permute_50, permute_51, permute_52, permute_58, div_8, permute_60, permute_62, div_9, permute_64, permute_66, permute_67, permute_68, permute_69, permute_75, div_10, permute_77, permute_79, div_11, permute_81, permute_83, permute_84, permute_85, permute_86, permute_92, div_12, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_2), ((1, 128, 50257), (50257, 256)), ((6432896, 50257, 1), (256, 1)), 'input')
        buf0 = empty_strided_cpu((128, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_76, logits, permute_23, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (128, 50257), (50257, 1), 0), primals_2, out=buf0)
        del primals_2
        assert_size_stride_grouped((bmm, unsqueeze, cumsum, amax, sum_1), ((4, 128, 128), (1, 128), (1, 128), (1, 4, 128, 1), (1, 4, 128, 1)), ((16384, 128, 1), (128, 1), (128, 1), (512, 128, 1, 1), (512, 128, 1, 1)), 'input')
        buf134 = reinterpret_tensor(bmm, (1, 4, 128, 128), (65536, 16384, 128, 1), 0); del bmm  # reuse
        buf151 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        buf153 = empty_strided_cpu((50257, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_52, mul_62, div_4, gt_12), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf1 = empty_strided_cpu((1, 128, 1), (128, 1, 128), torch.float32)
        buf2 = empty_strided_cpu((1, 128, 1), (128, 1, 128), torch.float32)
        buf3 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf6 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf4 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (1024, 256), (256, 1), 'input')
        cpp_fused__softmax_add_arange_bitwise_and_embedding_dense_backward_eq_expand_index_le_mul_native_dropout_backward_native_layer_norm_backward_new_ones_scalar_tensor_unsqueeze_view_where_zeros_0(buf134, unsqueeze, cumsum, amax, sum_1, buf0, primals_52, mul_62, div_4, gt_12, buf151, buf153, buf1, buf2, buf3, buf6, buf4, buf5)
        del amax
        del cumsum
        del div_4
        del gt_12
        del mul_62
        del primals_52
        del sum_1
        buf7 = empty_strided_cpu((128, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_71, mul_72, view_79, permute_25, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (128, 256), (256, 1), 0), reinterpret_tensor(primals_51, (256, 1024), (1, 256), 0), out=buf7)
        del primals_51
        assert_size_stride(permute_26, (1024, 128), (1, 1024), 'input')
        buf8 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_71, mul_72, view_79, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_26, reinterpret_tensor(buf6, (128, 256), (256, 1), 0), out=buf8)
        del permute_26
        buf9 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_14, (128, 1024), (1024, 1), 'input')
        buf11 = reinterpret_tensor(buf7, (1, 128, 1024), (131072, 1024, 1), 0); del buf7  # reuse
        assert_size_stride(primals_49, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf11, buf6, addmm_14, buf9)
        del addmm_14
        buf12 = reinterpret_tensor(buf6, (128, 256), (256, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [view_81, x_29, mul_16, mul_73, add_22, mul_74, mul_75, sub_18, mul_76, mul_77, mul_78, pow_5, mul_79, mul_80, add_42, mul_81, add_43, view_82, permute_27, mm_5], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (128, 1024), (1024, 1), 0), reinterpret_tensor(primals_49, (1024, 256), (1, 1024), 0), out=buf12)
        del primals_49
        assert_size_stride_grouped((primals_46, mul_54, div_5, gt_11), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf15 = buf2; del buf2  # reuse
        buf16 = buf1; del buf1  # reuse
        buf19 = buf3; del buf3  # reuse
        buf20 = reinterpret_tensor(buf0, (1, 128, 256), (32768, 256, 1), 0); del buf0  # reuse
        assert_size_stride(permute_28, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf19, buf12, primals_46, mul_54, div_5, gt_11, buf15, buf16, buf20)
        del div_5
        del gt_11
        del primals_46
        buf13 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_81, x_29, mul_16, mul_73, add_22, mul_74, mul_75, sub_18, mul_76, mul_77, mul_78, pow_5, mul_79, mul_80, add_42, mul_81, add_43, view_82, mm_6], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_28, reinterpret_tensor(buf11, (128, 1024), (1024, 1), 0), out=buf13)
        del permute_28
        buf14 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        buf17 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_45, (256, 256), (256, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf11, buf12, mul_54, buf14, buf17, buf18)
        del mul_54
        buf21 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_89, mul_90, view_85, permute_29, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (128, 256), (256, 1), 0), reinterpret_tensor(primals_45, (256, 256), (1, 256), 0), out=buf21)
        del primals_45
        assert_size_stride(permute_30, (256, 128), (1, 256), 'input')
        buf22 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_89, mul_90, view_85, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_30, reinterpret_tensor(buf20, (128, 256), (256, 1), 0), out=buf22)
        del permute_30
        buf23 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_32, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf20, buf23)
        buf24 = reinterpret_tensor(buf20, (4, 128, 64), (8192, 64, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [view_87, view_88, permute_31, view_89, bmm_8], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_32, reinterpret_tensor(buf21, (4, 128, 64), (64, 256, 1), 0), out=buf24)
        del permute_32
        assert_size_stride(permute_33, (4, 64, 128), (64, 1, 768), 'input')
        buf25 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_87, view_88, permute_31, view_89, bmm_9], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf21, (4, 128, 64), (64, 256, 1), 0), permute_33, out=buf25)
        del permute_33
        buf33 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf32 = reinterpret_tensor(buf33, (1, 128, 256), (98304, 768, 1), 512)  # alias
        assert_size_stride_grouped((gt_10, div_3), ((1, 4, 128, 128), (1, 4, 128, 128)), ((65536, 16384, 128, 1), (65536, 16384, 128, 1)), 'input')
        buf26 = empty_strided_cpu((1, 4, 128, 1), (512, 128, 1, 512), torch.float32)
        buf27 = div_3; del div_3  # reuse
        assert_size_stride(permute_34, (4, 64, 128), (64, 1, 768), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf27, buf24, buf25, gt_10, buf32, buf26)
        del gt_10
        buf28 = reinterpret_tensor(buf24, (4, 64, 128), (8192, 128, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [view_91, convert_element_type_2, mul_91, mul_92, mul_93, neg, fma, mul_94, view_92, bmm_10], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_34, reinterpret_tensor(buf27, (4, 128, 128), (16384, 128, 1), 0), out=buf28)
        del permute_34
        assert_size_stride(permute_35, (4, 128, 64), (64, 768, 1), 'input')
        buf29 = reinterpret_tensor(buf21, (4, 128, 64), (8192, 64, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [view_91, convert_element_type_2, mul_91, mul_92, mul_93, neg, fma, mul_94, view_92, bmm_11], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf27, (4, 128, 128), (16384, 128, 1), 0), permute_35, out=buf29)
        del buf27
        del permute_35
        buf31 = reinterpret_tensor(buf33, (1, 128, 256), (98304, 768, 1), 256)  # alias
        buf30 = reinterpret_tensor(buf33, (1, 128, 256), (98304, 768, 1), 0)  # alias
        assert_size_stride(primals_43, (256, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf28, buf29, buf31, buf30)
        del buf30
        del buf31
        del buf32
        buf34 = reinterpret_tensor(buf29, (128, 256), (256, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [view_98, permute_40, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (128, 768), (768, 1), 0), reinterpret_tensor(primals_43, (768, 256), (1, 768), 0), out=buf34)
        del primals_43
        assert_size_stride_grouped((primals_40, mul_47, div_6, gt_9), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf37 = buf16; del buf16  # reuse
        buf38 = buf15; del buf15  # reuse
        buf41 = buf19; del buf19  # reuse
        buf42 = reinterpret_tensor(buf28, (1, 128, 256), (32768, 256, 1), 0); del buf28  # reuse
        assert_size_stride(permute_41, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf41, buf34, primals_40, mul_47, div_6, gt_9, buf37, buf38, buf42)
        del div_6
        del gt_9
        del primals_40
        buf35 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_98, mm_10], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_41, reinterpret_tensor(buf33, (128, 768), (768, 1), 0), out=buf35)
        del permute_41
        buf36 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf39 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf40 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_39, (1024, 256), (256, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf33, buf34, mul_47, buf36, buf39, buf40)
        del mul_47
        buf43 = reinterpret_tensor(buf11, (128, 1024), (1024, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_102, mul_103, view_101, permute_42, mm_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf42, (128, 256), (256, 1), 0), reinterpret_tensor(primals_39, (256, 1024), (1, 256), 0), out=buf43)
        del primals_39
        assert_size_stride(permute_43, (1024, 128), (1, 1024), 'input')
        buf44 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_102, mul_103, view_101, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_43, reinterpret_tensor(buf42, (128, 256), (256, 1), 0), out=buf44)
        del permute_43
        buf45 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_10, (128, 1024), (1024, 1), 'input')
        buf47 = reinterpret_tensor(buf43, (1, 128, 1024), (131072, 1024, 1), 0); del buf43  # reuse
        assert_size_stride(primals_37, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf47, buf42, addmm_10, buf45)
        del addmm_10
        buf48 = reinterpret_tensor(buf42, (128, 256), (256, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [view_103, x_21, mul_11, mul_104, add_17, mul_105, mul_106, sub_25, mul_107, mul_108, mul_109, pow_6, mul_110, mul_111, add_46, mul_112, add_47, view_104, permute_44, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf47, (128, 1024), (1024, 1), 0), reinterpret_tensor(primals_37, (1024, 256), (1, 1024), 0), out=buf48)
        del primals_37
        assert_size_stride_grouped((primals_34, mul_39, div_7, gt_8), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf51 = buf38; del buf38  # reuse
        buf52 = buf37; del buf37  # reuse
        buf55 = buf41; del buf41  # reuse
        buf56 = reinterpret_tensor(buf34, (1, 128, 256), (32768, 256, 1), 0); del buf34  # reuse
        assert_size_stride(permute_45, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf55, buf48, primals_34, mul_39, div_7, gt_8, buf51, buf52, buf56)
        del div_7
        del gt_8
        del primals_34
        buf49 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_103, x_21, mul_11, mul_104, add_17, mul_105, mul_106, sub_25, mul_107, mul_108, mul_109, pow_6, mul_110, mul_111, add_46, mul_112, add_47, view_104, mm_14], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_45, reinterpret_tensor(buf47, (128, 1024), (1024, 1), 0), out=buf49)
        del permute_45
        buf50 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        buf53 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf54 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_33, (256, 256), (256, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf47, buf48, mul_39, buf50, buf53, buf54)
        del mul_39
        buf57 = buf48; del buf48  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_120, mul_121, view_107, permute_46, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (128, 256), (256, 1), 0), reinterpret_tensor(primals_33, (256, 256), (1, 256), 0), out=buf57)
        del primals_33
        assert_size_stride(permute_47, (256, 128), (1, 256), 'input')
        buf58 = reinterpret_tensor(buf25, (256, 256), (256, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_120, mul_121, view_107, mm_16], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_47, reinterpret_tensor(buf56, (128, 256), (256, 1), 0), out=buf58)
        del permute_47
        buf59 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_49, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf56, buf59)
        buf60 = reinterpret_tensor(buf56, (4, 128, 64), (8192, 64, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [view_109, view_110, permute_48, view_111, bmm_12], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_49, reinterpret_tensor(buf57, (4, 128, 64), (64, 256, 1), 0), out=buf60)
        del permute_49
        assert_size_stride(permute_50, (4, 64, 128), (64, 1, 768), 'input')
        buf61 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_109, view_110, permute_48, view_111, bmm_13], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf57, (4, 128, 64), (64, 256, 1), 0), permute_50, out=buf61)
        del permute_50
        buf69 = buf33; del buf33  # reuse
        buf68 = reinterpret_tensor(buf69, (1, 128, 256), (98304, 768, 1), 512)  # alias
        assert_size_stride_grouped((gt_7, div_2), ((1, 4, 128, 128), (1, 4, 128, 128)), ((65536, 16384, 128, 1), (65536, 16384, 128, 1)), 'input')
        buf62 = buf26; del buf26  # reuse
        buf63 = div_2; del div_2  # reuse
        assert_size_stride(permute_51, (4, 64, 128), (64, 1, 768), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf63, buf60, buf61, gt_7, buf68, buf62)
        del gt_7
        buf64 = reinterpret_tensor(buf60, (4, 64, 128), (8192, 128, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [view_113, convert_element_type_5, mul_122, mul_123, mul_124, neg_1, fma_1, mul_125, view_114, bmm_14], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_51, reinterpret_tensor(buf63, (4, 128, 128), (16384, 128, 1), 0), out=buf64)
        del permute_51
        assert_size_stride(permute_52, (4, 128, 64), (64, 768, 1), 'input')
        buf65 = reinterpret_tensor(buf57, (4, 128, 64), (8192, 64, 1), 0); del buf57  # reuse
        # Topologically Sorted Source Nodes: [view_113, convert_element_type_5, mul_122, mul_123, mul_124, neg_1, fma_1, mul_125, view_114, bmm_15], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf63, (4, 128, 128), (16384, 128, 1), 0), permute_52, out=buf65)
        del buf63
        del permute_52
        buf67 = reinterpret_tensor(buf69, (1, 128, 256), (98304, 768, 1), 256)  # alias
        buf66 = reinterpret_tensor(buf69, (1, 128, 256), (98304, 768, 1), 0)  # alias
        assert_size_stride(primals_31, (256, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf64, buf65, buf67, buf66)
        del buf66
        del buf67
        del buf68
        buf70 = reinterpret_tensor(buf65, (128, 256), (256, 1), 0); del buf65  # reuse
        # Topologically Sorted Source Nodes: [view_120, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf69, (128, 768), (768, 1), 0), reinterpret_tensor(primals_31, (768, 256), (1, 768), 0), out=buf70)
        del primals_31
        assert_size_stride_grouped((primals_28, mul_32, div_8, gt_6), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf73 = buf52; del buf52  # reuse
        buf74 = buf51; del buf51  # reuse
        buf77 = buf55; del buf55  # reuse
        buf78 = reinterpret_tensor(buf64, (1, 128, 256), (32768, 256, 1), 0); del buf64  # reuse
        assert_size_stride(permute_58, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf77, buf70, primals_28, mul_32, div_8, gt_6, buf73, buf74, buf78)
        del div_8
        del gt_6
        del primals_28
        buf71 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_120, mm_18], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_58, reinterpret_tensor(buf69, (128, 768), (768, 1), 0), out=buf71)
        del permute_58
        buf72 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf75 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf76 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_27, (1024, 256), (256, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf69, buf70, mul_32, buf72, buf75, buf76)
        del mul_32
        buf79 = reinterpret_tensor(buf47, (128, 1024), (1024, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_133, mul_134, view_123, permute_59, mm_19], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf78, (128, 256), (256, 1), 0), reinterpret_tensor(primals_27, (256, 1024), (1, 256), 0), out=buf79)
        del primals_27
        assert_size_stride(permute_60, (1024, 128), (1, 1024), 'input')
        buf80 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_133, mul_134, view_123, mm_20], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_60, reinterpret_tensor(buf78, (128, 256), (256, 1), 0), out=buf80)
        del permute_60
        buf81 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_6, (128, 1024), (1024, 1), 'input')
        buf83 = reinterpret_tensor(buf79, (1, 128, 1024), (131072, 1024, 1), 0); del buf79  # reuse
        assert_size_stride(primals_25, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf83, buf78, addmm_6, buf81)
        del addmm_6
        buf84 = reinterpret_tensor(buf78, (128, 256), (256, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [view_125, x_13, mul_6, mul_135, add_12, mul_136, mul_137, sub_32, mul_138, mul_139, mul_140, pow_7, mul_141, mul_142, add_50, mul_143, add_51, view_126, permute_61, mm_21], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf83, (128, 1024), (1024, 1), 0), reinterpret_tensor(primals_25, (1024, 256), (1, 1024), 0), out=buf84)
        del primals_25
        assert_size_stride_grouped((primals_22, mul_24, div_9, gt_5), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf87 = buf74; del buf74  # reuse
        buf88 = buf73; del buf73  # reuse
        buf91 = buf77; del buf77  # reuse
        buf92 = reinterpret_tensor(buf70, (1, 128, 256), (32768, 256, 1), 0); del buf70  # reuse
        assert_size_stride(permute_62, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf91, buf84, primals_22, mul_24, div_9, gt_5, buf87, buf88, buf92)
        del div_9
        del gt_5
        del primals_22
        buf85 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, x_13, mul_6, mul_135, add_12, mul_136, mul_137, sub_32, mul_138, mul_139, mul_140, pow_7, mul_141, mul_142, add_50, mul_143, add_51, view_126, mm_22], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_62, reinterpret_tensor(buf83, (128, 1024), (1024, 1), 0), out=buf85)
        del permute_62
        buf86 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        buf89 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf90 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (256, 256), (256, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf83, buf84, mul_24, buf86, buf89, buf90)
        del mul_24
        buf93 = buf84; del buf84  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_151, mul_152, view_129, permute_63, mm_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf92, (128, 256), (256, 1), 0), reinterpret_tensor(primals_21, (256, 256), (1, 256), 0), out=buf93)
        del primals_21
        assert_size_stride(permute_64, (256, 128), (1, 256), 'input')
        buf94 = reinterpret_tensor(buf61, (256, 256), (256, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_151, mul_152, view_129, mm_24], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_64, reinterpret_tensor(buf92, (128, 256), (256, 1), 0), out=buf94)
        del permute_64
        buf95 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_66, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf92, buf95)
        buf96 = reinterpret_tensor(buf92, (4, 128, 64), (8192, 64, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [view_131, view_132, permute_65, view_133, bmm_16], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_66, reinterpret_tensor(buf93, (4, 128, 64), (64, 256, 1), 0), out=buf96)
        del permute_66
        assert_size_stride(permute_67, (4, 64, 128), (64, 1, 768), 'input')
        buf97 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_131, view_132, permute_65, view_133, bmm_17], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf93, (4, 128, 64), (64, 256, 1), 0), permute_67, out=buf97)
        del permute_67
        buf105 = buf69; del buf69  # reuse
        buf104 = reinterpret_tensor(buf105, (1, 128, 256), (98304, 768, 1), 512)  # alias
        assert_size_stride_grouped((gt_4, div_1), ((1, 4, 128, 128), (1, 4, 128, 128)), ((65536, 16384, 128, 1), (65536, 16384, 128, 1)), 'input')
        buf98 = buf62; del buf62  # reuse
        buf99 = div_1; del div_1  # reuse
        assert_size_stride(permute_68, (4, 64, 128), (64, 1, 768), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_5(buf99, buf96, buf97, gt_4, buf104, buf98)
        del gt_4
        buf100 = reinterpret_tensor(buf96, (4, 64, 128), (8192, 128, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_135, convert_element_type_8, mul_153, mul_154, mul_155, neg_2, fma_2, mul_156, view_136, bmm_18], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_68, reinterpret_tensor(buf99, (4, 128, 128), (16384, 128, 1), 0), out=buf100)
        del permute_68
        assert_size_stride(permute_69, (4, 128, 64), (64, 768, 1), 'input')
        buf101 = reinterpret_tensor(buf93, (4, 128, 64), (8192, 64, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [view_135, convert_element_type_8, mul_153, mul_154, mul_155, neg_2, fma_2, mul_156, view_136, bmm_19], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf99, (4, 128, 128), (16384, 128, 1), 0), permute_69, out=buf101)
        del buf99
        del permute_69
        buf103 = reinterpret_tensor(buf105, (1, 128, 256), (98304, 768, 1), 256)  # alias
        buf102 = reinterpret_tensor(buf105, (1, 128, 256), (98304, 768, 1), 0)  # alias
        assert_size_stride(primals_19, (256, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf100, buf101, buf103, buf102)
        del buf102
        del buf103
        del buf104
        buf106 = reinterpret_tensor(buf101, (128, 256), (256, 1), 0); del buf101  # reuse
        # Topologically Sorted Source Nodes: [view_142, permute_74, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf105, (128, 768), (768, 1), 0), reinterpret_tensor(primals_19, (768, 256), (1, 768), 0), out=buf106)
        del primals_19
        assert_size_stride_grouped((primals_16, mul_17, div_10, gt_3), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf109 = buf88; del buf88  # reuse
        buf110 = buf87; del buf87  # reuse
        buf113 = buf91; del buf91  # reuse
        buf114 = reinterpret_tensor(buf100, (1, 128, 256), (32768, 256, 1), 0); del buf100  # reuse
        assert_size_stride(permute_75, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf113, buf106, primals_16, mul_17, div_10, gt_3, buf109, buf110, buf114)
        del div_10
        del gt_3
        del primals_16
        buf107 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_142, mm_26], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_75, reinterpret_tensor(buf105, (128, 768), (768, 1), 0), out=buf107)
        del permute_75
        buf108 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf111 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf112 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_15, (1024, 256), (256, 1), 'input')
        cpp_fused_native_layer_norm_backward_sum_view_7(buf105, buf106, mul_17, buf108, buf111, buf112)
        del mul_17
        buf115 = reinterpret_tensor(buf83, (128, 1024), (1024, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_164, mul_165, view_145, permute_76, mm_27], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf114, (128, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 1024), (1, 256), 0), out=buf115)
        del primals_15
        assert_size_stride(permute_77, (1024, 128), (1, 1024), 'input')
        buf116 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_164, mul_165, view_145, mm_28], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_77, reinterpret_tensor(buf114, (128, 256), (256, 1), 0), out=buf116)
        del permute_77
        buf117 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_2, (128, 1024), (1024, 1), 'input')
        buf119 = reinterpret_tensor(buf115, (1, 128, 1024), (131072, 1024, 1), 0); del buf115  # reuse
        assert_size_stride(primals_13, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_mul_native_dropout_backward_pow_sum_tanh_tanh_backward_view_1(buf119, buf114, addmm_2, buf117)
        del addmm_2
        buf120 = reinterpret_tensor(buf114, (128, 256), (256, 1), 0); del buf114  # reuse
        # Topologically Sorted Source Nodes: [view_147, x_5, mul_1, mul_166, add_7, mul_167, mul_168, sub_39, mul_169, mul_170, mul_171, pow_8, mul_172, mul_173, add_54, mul_174, add_55, view_148, permute_78, mm_29], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf119, (128, 1024), (1024, 1), 0), reinterpret_tensor(primals_13, (1024, 256), (1, 1024), 0), out=buf120)
        del primals_13
        assert_size_stride_grouped((primals_10, mul_9, div_11, gt_2), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf123 = buf110; del buf110  # reuse
        buf124 = buf109; del buf109  # reuse
        buf127 = buf113; del buf113  # reuse
        buf128 = reinterpret_tensor(buf106, (1, 128, 256), (32768, 256, 1), 0); del buf106  # reuse
        assert_size_stride(permute_79, (256, 128), (1, 256), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_2(buf127, buf120, primals_10, mul_9, div_11, gt_2, buf123, buf124, buf128)
        del div_11
        del gt_2
        del primals_10
        buf121 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_147, x_5, mul_1, mul_166, add_7, mul_167, mul_168, sub_39, mul_169, mul_170, mul_171, pow_8, mul_172, mul_173, add_54, mul_174, add_55, view_148, mm_30], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.mm]
        extern_kernels.mm(permute_79, reinterpret_tensor(buf119, (128, 1024), (1024, 1), 0), out=buf121)
        del permute_79
        buf122 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        buf125 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_9, (256, 256), (256, 1), 'input')
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_3(buf119, buf120, mul_9, buf122, buf125, buf126)
        del buf119
        del mul_9
        buf129 = buf120; del buf120  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_182, mul_183, view_151, permute_80, mm_31], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf128, (128, 256), (256, 1), 0), reinterpret_tensor(primals_9, (256, 256), (1, 256), 0), out=buf129)
        del primals_9
        assert_size_stride(permute_81, (256, 128), (1, 256), 'input')
        buf130 = reinterpret_tensor(buf97, (256, 256), (256, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_182, mul_183, view_151, mm_32], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
        extern_kernels.mm(permute_81, reinterpret_tensor(buf128, (128, 256), (256, 1), 0), out=buf130)
        del permute_81
        buf131 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_83, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf128, buf131)
        buf132 = reinterpret_tensor(buf128, (4, 128, 64), (8192, 64, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_82, view_155, bmm_20], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_83, reinterpret_tensor(buf129, (4, 128, 64), (64, 256, 1), 0), out=buf132)
        del permute_83
        assert_size_stride(permute_84, (4, 64, 128), (64, 1, 768), 'input')
        buf133 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_82, view_155, bmm_21], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf129, (4, 128, 64), (64, 256, 1), 0), permute_84, out=buf133)
        del permute_84
        assert_size_stride(gt_1, (1, 4, 128, 128), (65536, 16384, 128, 1), 'input')
        buf135 = buf98; del buf98  # reuse
        buf136 = buf134; del buf134  # reuse
        buf142 = buf105; del buf105  # reuse
        buf141 = reinterpret_tensor(buf142, (1, 128, 256), (98304, 768, 1), 512)  # alias
        assert_size_stride(permute_85, (4, 64, 128), (64, 1, 768), 'input')
        cpp_fused__softmax_backward_data__unsafe_view_cat_clone_mul_native_dropout_backward_transpose_view_8(buf136, buf133, gt_1, buf132, buf135, buf141)
        del buf133
        del buf135
        del gt_1
        buf137 = reinterpret_tensor(buf132, (4, 64, 128), (8192, 128, 1), 0); del buf132  # reuse
        # Topologically Sorted Source Nodes: [view_157, convert_element_type_11, mul_184, mul_185, mul_186, neg_3, fma_3, mul_187, view_158, bmm_22], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(permute_85, reinterpret_tensor(buf136, (4, 128, 128), (16384, 128, 1), 0), out=buf137)
        del permute_85
        assert_size_stride(permute_86, (4, 128, 64), (64, 768, 1), 'input')
        buf138 = reinterpret_tensor(buf129, (4, 128, 64), (8192, 64, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [view_157, convert_element_type_11, mul_184, mul_185, mul_186, neg_3, fma_3, mul_187, view_158, bmm_23], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf136, (4, 128, 128), (16384, 128, 1), 0), permute_86, out=buf138)
        del buf136
        del permute_86
        buf140 = reinterpret_tensor(buf142, (1, 128, 256), (98304, 768, 1), 256)  # alias
        buf139 = reinterpret_tensor(buf142, (1, 128, 256), (98304, 768, 1), 0)  # alias
        assert_size_stride(primals_7, (256, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_cat_clone_transpose_view_6(buf137, buf138, buf140, buf139)
        del buf137
        del buf139
        del buf140
        del buf141
        buf143 = reinterpret_tensor(buf138, (128, 256), (256, 1), 0); del buf138  # reuse
        # Topologically Sorted Source Nodes: [view_164, permute_91, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf142, (128, 768), (768, 1), 0), reinterpret_tensor(primals_7, (768, 256), (1, 768), 0), out=buf143)
        del primals_7
        assert_size_stride_grouped((primals_4, mul_2, div_12, gt, primals_1), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256), (1, 128)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1), (128, 1)), 'input')
        buf146 = buf124; del buf124  # reuse
        buf147 = buf123; del buf123  # reuse
        assert_size_stride(view_74, (128, 256), (256, 1), 'input')
        cpp_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_view_9(buf143, primals_4, mul_2, buf127, div_12, gt, unsqueeze, primals_1, buf146, buf147, buf151, buf153)
        del buf127
        del buf146
        del buf147
        del div_12
        del gt
        del primals_1
        del primals_4
        del unsqueeze
        buf155 = empty_strided_cpu((50257, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_76, permute_21, addmm_default], Original ATen: [aten.view, aten.t, aten.add]
        extern_kernels.addmm(buf153, reinterpret_tensor(tangents_1, (50257, 128), (1, 50257), 0), view_74, alpha=1, beta=1, out=buf155)
        del buf153
        del tangents_1
        del view_74
        assert_size_stride(permute_92, (256, 128), (1, 256), 'input')
        buf144 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_164, mm_34], Original ATen: [aten.view, aten.mm]
        extern_kernels.mm(permute_92, reinterpret_tensor(buf142, (128, 768), (768, 1), 0), out=buf144)
        del permute_92
        buf145 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf148 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf149 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_native_layer_norm_backward_sum_view_7(buf142, buf143, mul_2, buf145, buf148, buf149)
        del buf142
        del buf143
        del mul_2
        return (None, buf155, buf151, buf148, buf149, reinterpret_tensor(buf145, (768, ), (1, ), 0), buf144, reinterpret_tensor(buf131, (256, ), (1, ), 0), buf130, buf125, buf126, reinterpret_tensor(buf122, (1024, ), (1, ), 0), buf121, reinterpret_tensor(buf117, (256, ), (1, ), 0), buf116, buf111, buf112, reinterpret_tensor(buf108, (768, ), (1, ), 0), buf107, reinterpret_tensor(buf95, (256, ), (1, ), 0), buf94, buf89, buf90, reinterpret_tensor(buf86, (1024, ), (1, ), 0), buf85, reinterpret_tensor(buf81, (256, ), (1, ), 0), buf80, buf75, buf76, reinterpret_tensor(buf72, (768, ), (1, ), 0), buf71, reinterpret_tensor(buf59, (256, ), (1, ), 0), buf58, buf53, buf54, reinterpret_tensor(buf50, (1024, ), (1, ), 0), buf49, reinterpret_tensor(buf45, (256, ), (1, ), 0), buf44, buf39, buf40, reinterpret_tensor(buf36, (768, ), (1, ), 0), buf35, reinterpret_tensor(buf23, (256, ), (1, ), 0), buf22, buf17, buf18, reinterpret_tensor(buf14, (1024, ), (1, ), 0), buf13, reinterpret_tensor(buf9, (256, ), (1, ), 0), buf8, buf4, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_68 = rand_strided((98304,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_76 = rand_strided((98304,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_84 = rand_strided((98304,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_92 = rand_strided((98304,), (1,), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((50257, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((256, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((256, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((256, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((256, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    unsqueeze = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    cumsum = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    gt = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_2 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    bmm = rand_strided((4, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    amax = rand_strided((1, 4, 128, 1), (512, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_1 = rand_strided((1, 4, 128, 1), (512, 128, 1, 1), device='cpu', dtype=torch.float32)
    gt_1 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    gt_2 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_9 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_3 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_17 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_4 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    gt_5 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_24 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_6 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_32 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_7 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    gt_8 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_39 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_9 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_47 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_10 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    gt_11 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_54 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    addmm_14 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_12 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_62 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_74 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_26 = rand_strided((1024, 128), (1, 1024), device='cpu', dtype=torch.float32)
    permute_28 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_30 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    permute_32 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_33 = torch.as_strided(_shared_storage_68, (4, 64, 128), (64, 1, 768))
    permute_34 = torch.as_strided(_shared_storage_68, (4, 64, 128), (64, 1, 768))
    permute_35 = torch.as_strided(_shared_storage_68, (4, 128, 64), (64, 768, 1))
    permute_41 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_43 = rand_strided((1024, 128), (1, 1024), device='cpu', dtype=torch.float32)
    permute_45 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_47 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    permute_49 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_50 = torch.as_strided(_shared_storage_76, (4, 64, 128), (64, 1, 768))
    permute_51 = torch.as_strided(_shared_storage_76, (4, 64, 128), (64, 1, 768))
    permute_52 = torch.as_strided(_shared_storage_76, (4, 128, 64), (64, 768, 1))
    permute_58 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_60 = rand_strided((1024, 128), (1, 1024), device='cpu', dtype=torch.float32)
    permute_62 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_64 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    permute_66 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_67 = torch.as_strided(_shared_storage_84, (4, 64, 128), (64, 1, 768))
    permute_68 = torch.as_strided(_shared_storage_84, (4, 64, 128), (64, 1, 768))
    permute_69 = torch.as_strided(_shared_storage_84, (4, 128, 64), (64, 768, 1))
    permute_75 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_77 = rand_strided((1024, 128), (1, 1024), device='cpu', dtype=torch.float32)
    permute_79 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    permute_81 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    permute_83 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_84 = torch.as_strided(_shared_storage_92, (4, 64, 128), (64, 1, 768))
    permute_85 = torch.as_strided(_shared_storage_92, (4, 64, 128), (64, 1, 768))
    permute_86 = torch.as_strided(_shared_storage_92, (4, 128, 64), (64, 768, 1))
    permute_92 = rand_strided((256, 128), (1, 256), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 128, 50257), (6432896, 50257, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, unsqueeze, cumsum, gt, mul_2, bmm, amax, sum_1, gt_1, gt_2, mul_9, addmm_2, gt_3, mul_17, div_1, gt_4, gt_5, mul_24, addmm_6, gt_6, mul_32, div_2, gt_7, gt_8, mul_39, addmm_10, gt_9, mul_47, div_3, gt_10, gt_11, mul_54, addmm_14, gt_12, mul_62, view_74, div_4, permute_26, permute_28, div_5, permute_30, permute_32, permute_33, permute_34, permute_35, permute_41, div_6, permute_43, permute_45, div_7, permute_47, permute_49, permute_50, permute_51, permute_52, permute_58, div_8, permute_60, permute_62, div_9, permute_64, permute_66, permute_67, permute_68, permute_69, permute_75, div_10, permute_77, permute_79, div_11, permute_81, permute_83, permute_84, permute_85, permute_86, permute_92, div_12, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('bert.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
