# AOT ID: ['0_forward']
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


cpp_fused_add_cat_cumsum_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_ne_slice_sub_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'bool*', 'int64_t*', 'int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
                       bool* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       int64_t* out_ptr10,
                       int64_t* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr5 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp2.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp7 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp2;
                            auto tmp4 = c10::convert<int64_t>(tmp3);
                            TORCH_CHECK((0 <= tmp4) & (tmp4 < 50257L), "index out of bounds: 0 <= tmp4 < 50257L");
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*tmp2), static_cast<int64_t>(8));
                            auto tmp8 = tmp7;
                            auto tmp9 = c10::convert<int64_t>(tmp8);
                            TORCH_CHECK((0 <= tmp9) & (tmp9 < 1024L), "index out of bounds: 0 <= tmp9 < 1024L");
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*tmp7), static_cast<int64_t>(8));
                            auto tmp12 = tmp6 + tmp11;
                            auto tmp13 = tmp1 * tmp12;
                            auto tmp14 = static_cast<float>(1.1111111111111112);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            tmp16.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr6[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr7 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr8 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr9 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        {
            {
                auto tmp0 = out_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) - static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr10[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr6 + static_cast<int64_t>(1L + x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 - tmp1;
                    auto tmp3 = static_cast<int64_t>(1);
                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                    auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                    auto tmp6 = tmp5.to<int64_t,2>();
                    tmp6.store(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_where_zeros_1 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = 256L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp5 = static_cast<int64_t>(0);
                        auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                        auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                        auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, tmp7.template cast<int64_t,2>());
                        auto tmp9 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            tmp8.store(tmpbuf.data(), static_cast<int64_t>(8));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp10 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp9[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(256L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 256L");
                        auto tmp12 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(tmp9[x1_inner])];
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp14 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp13) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp15 = tmp13 < 0;
                        auto tmp16 = tmp15 ? tmp14 : tmp13;
                        auto tmp17 = tmp16;
                        auto tmp18 = c10::convert<int64_t>(tmp17);
                        TORCH_CHECK((0 <= tmp18) & (tmp18 < 256L), "index out of bounds: 0 <= tmp18 < 256L");
                        auto tmp20 = in_ptr0[static_cast<int64_t>(tmp16)];
                        auto tmp21 = at::vec::VectorizedN<int64_t,2>(tmp20);
                        auto tmp22 = at::vec::VecMask<int64_t,2>(tmp12 <= tmp21);
                        auto tmp23 = static_cast<bool>(true);
                        auto tmp24 = at::vec::VecMask<float,1>::from(tmp23);
                        auto tmp25 = tmp24.template cast<int32_t,1>();
                        auto tmp26 = tmp22.template cast<int32_t,1>();
                        auto tmp27 = tmp25 & tmp26;
                        auto tmp28 = in_ptr1[static_cast<int64_t>(tmp16)];
                        auto tmp29 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp9[x1_inner])];
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp30 = at::vec::VectorizedN<int64_t,2>(tmp28);
                        auto tmp31 = at::vec::VecMask<int64_t,2>(tmp30 == tmp29);
                        auto tmp32 = tmp27.template cast<int32_t,1>();
                        auto tmp33 = tmp31.template cast<int32_t,1>();
                        auto tmp34 = tmp32 & tmp33;
                        auto tmp35 = static_cast<float>(0.0);
                        auto tmp36 = static_cast<float>(-3.4028234663852886e+38);
                        auto tmp37 = at::vec::Vectorized<float>(tmp35);
                        auto tmp38 = at::vec::Vectorized<float>(tmp36);
                        auto tmp39 = decltype(tmp37)::blendv(tmp38, tmp37, tmp34.template cast<float,1>());
                        tmp39.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(1L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 / tmp4;
                        auto tmp6 = tmp1 * tmp5;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 64L*x0 + 16384L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 768L*x0));
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


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(2L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = tmp0 * tmp0;
                    auto tmp5 = tmp4 * tmp0;
                    auto tmp6 = static_cast<float>(0.044715);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 * tmp7;
                    auto tmp9 = tmp0 + tmp8;
                    auto tmp10 = static_cast<float>(0.7978845608028654);
                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                    auto tmp12 = tmp9 * tmp11;
                    auto tmp13 = tmp12.tanh();
                    auto tmp14 = static_cast<float>(1.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = tmp13 + tmp15;
                    auto tmp17 = tmp3 * tmp16;
                    tmp17.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(3L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(4L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(5L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(6L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(7L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_11 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(8L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(9L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(10L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_14 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(11L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_15 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(12L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(13L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_17 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(14L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_18 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(15L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(16L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_20 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(17L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_21 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(18L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(19L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_23 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(20L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_24 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(21L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(22L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_26 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(23L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_27 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(24L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(25L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_29 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(26L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_30 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(27L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(28L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_32 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(29L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_33 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(30L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(31L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_35 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(32L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_36 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(33L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_mul_native_dropout_view_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp5);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 256L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8.exp();
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 65536L*x0));
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
                    auto tmp0 = in_ptr2[static_cast<int64_t>(34L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::VecMask<float,1>::from(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = tmp5 * tmp3;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_38 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(35L)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0.to<float,1>();
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.to<float,1>();
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp4 = static_cast<float>(1.1111111111111112);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp13 = static_cast<float>(768.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-05);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp23.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_39 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       bool* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(196608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(196608L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(36L)];
                    auto tmp9 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                    auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                    auto tmp5 =
                    [&]()
                    {
                        int64_t offset[8];
                        float result[8];
                        tmp4.store(offset);
                        for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                        {
                            result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                        }
                        return at::vec::Vectorized<float>::loadu(result);
                    }
                    ()
                    ;
                    auto tmp6 = static_cast<float>(0.1);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp13 = static_cast<float>(1.1111111111111112);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp18 = tmp8.to<float,1>();
                    auto tmp20 = tmp18 * tmp19;
                    auto tmp21 = tmp20 * tmp14;
                    auto tmp22 = tmp17 + tmp21;
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp11.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp15.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr5 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149 = args
        args.clear()
        buf7 = empty_strided_cpu((37, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [hidden_states_1], Original ATen: [aten.native_dropout]
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [37], out=buf7)
        buf9 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_1, primals_2, primals_3, primals_4, primals_5), ((1, 256), (50257, 768), (1024, 768), (768, ), (768, )), ((256, 1), (768, 1), (768, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((256, ), (1, ), torch.int64)
        buf3 = empty_strided_cpu((1, 257), (257, 1), torch.int64)
        buf2 = reinterpret_tensor(buf3, (1, 256), (257, 1), 1)  # alias
        buf10 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf11 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf12 = buf11; del buf11  # reuse
        buf13 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf14 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf15 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf400 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        buf1 = reinterpret_tensor(buf3, (1, 1), (257, 1), 0)  # alias
        buf4 = empty_strided_cpu((1, 256), (256, 1), torch.int64)
        cpp_fused_add_cat_cumsum_embedding_native_dropout_native_layer_norm_native_layer_norm_backward_ne_slice_sub_unsqueeze_0(buf12, buf7, primals_1, primals_2, primals_3, primals_4, primals_5, buf3, buf9, buf0, buf2, buf10, buf13, buf14, buf15, buf400, buf1, buf4)
        del buf1
        del buf2
        del buf3
        del primals_3
        del primals_5
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf5 = torch.ops.aten.cumsum.default(buf4, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf5, (1, 256), (256, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf5, 16, 'torch.ops.aten.cumsum.default')
        del buf4
        buf6 = empty_strided_cpu((1, 1, 256, 256), (65536, 65536, 256, 1), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_where_zeros_1(buf0, buf5, buf6)
        buf16 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_2, view_1, x], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_6, reinterpret_tensor(buf15, (256, 768), (768, 1), 0), primals_7, alpha=1, beta=1, out=buf16)
        del primals_6
        buf17 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, view_5, query_states_1, transpose_3, matmul], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf16, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf16, (12, 64, 256), (64, 1, 2304), 768), out=buf17)
        buf18 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 1), torch.float32)
        buf19 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        buf22 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf20 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 1), torch.float32)
        buf23 = buf19; del buf19  # reuse
        cpp_fused__softmax_add_mul_native_dropout_view_2(buf23, buf17, buf6, buf7, buf18, buf22, buf20)
        buf24 = empty_strided_cpu((12, 256, 64), (16384, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, attn_weights_2, attn_weights_4, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf23, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf16, (12, 256, 64), (64, 2304, 1), 1536), out=buf24)
        buf25 = empty_strided_cpu((1, 256, 12, 64), (196608, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_8, primals_9), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf24, buf25)
        buf26 = reinterpret_tensor(buf24, (256, 768), (768, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [attn_output, attn_output_1, reshape, view_6, x_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf25, (256, 768), (768, 1), 0), primals_9, alpha=1, beta=1, out=buf26)
        del primals_8
        buf28 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_10, primals_11), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf29 = buf13; del buf13  # reuse
        buf30 = buf29; del buf29  # reuse
        buf31 = buf12; del buf12  # reuse
        buf32 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf33 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf399 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_12, primals_13), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_4(buf30, buf7, buf26, buf10, primals_10, primals_11, buf28, buf31, buf32, buf33, buf399)
        del primals_11
        buf34 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_12, reinterpret_tensor(buf33, (256, 768), (768, 1), 0), primals_13, alpha=1, beta=1, out=buf34)
        del primals_12
        buf35 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_14, primals_15), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf34, buf35)
        buf36 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_5, mul_1, pow_1, mul_2, add_6, mul_3, tanh, add_7, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_14, reinterpret_tensor(buf35, (256, 3072), (3072, 1), 0), primals_15, alpha=1, beta=1, out=buf36)
        del primals_14
        buf38 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf39 = reinterpret_tensor(buf26, (1, 256, 768), (196608, 768, 1), 0); del buf26  # reuse
        assert_size_stride_grouped((primals_16, primals_17), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf40 = buf31; del buf31  # reuse
        buf41 = buf40; del buf40  # reuse
        buf42 = buf30; del buf30  # reuse
        buf43 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf44 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf398 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_6(buf39, buf41, buf7, buf28, buf10, buf36, primals_16, primals_17, buf38, buf42, buf43, buf44, buf398)
        del primals_17
        buf45 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_18, reinterpret_tensor(buf44, (256, 768), (768, 1), 0), primals_19, alpha=1, beta=1, out=buf45)
        del primals_18
        buf46 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, view_16, query_states_3, transpose_8, matmul_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf45, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf45, (12, 64, 256), (64, 1, 2304), 768), out=buf46)
        buf47 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf48 = reinterpret_tensor(buf46, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf46  # reuse
        buf52 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf49 = empty_strided_cpu((1, 12, 256, 1), (3072, 256, 1, 3072), torch.float32)
        buf50 = buf48; del buf48  # reuse
        buf53 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_7(buf50, buf6, buf7, buf47, buf52, buf49, buf53)
        buf54 = reinterpret_tensor(buf36, (12, 256, 64), (16384, 64, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, attn_weights_9, attn_output_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf53, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf45, (12, 256, 64), (64, 2304, 1), 1536), out=buf54)
        buf55 = reinterpret_tensor(buf10, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf10  # reuse
        assert_size_stride_grouped((primals_20, primals_21), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf54, buf55)
        buf56 = reinterpret_tensor(buf54, (256, 768), (768, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4, attn_output_5, reshape_1, view_17, x_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_20, reinterpret_tensor(buf55, (256, 768), (768, 1), 0), primals_21, alpha=1, beta=1, out=buf56)
        del primals_20
        buf58 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_22, primals_23), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf59 = buf42; del buf42  # reuse
        buf60 = buf59; del buf59  # reuse
        buf61 = buf41; del buf41  # reuse
        buf62 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf63 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf397 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_24, primals_25), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_8(buf60, buf7, buf56, buf39, primals_22, primals_23, buf58, buf61, buf62, buf63, buf397)
        del primals_23
        buf64 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_24, reinterpret_tensor(buf63, (256, 768), (768, 1), 0), primals_25, alpha=1, beta=1, out=buf64)
        del primals_24
        buf65 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_26, primals_27), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf64, buf65)
        buf66 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_13, mul_6, pow_2, mul_7, add_11, mul_8, tanh_1, add_12, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_26, reinterpret_tensor(buf65, (256, 3072), (3072, 1), 0), primals_27, alpha=1, beta=1, out=buf66)
        del primals_26
        buf68 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf69 = reinterpret_tensor(buf56, (1, 256, 768), (196608, 768, 1), 0); del buf56  # reuse
        assert_size_stride_grouped((primals_28, primals_29), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf70 = buf61; del buf61  # reuse
        buf71 = buf70; del buf70  # reuse
        buf72 = buf60; del buf60  # reuse
        buf73 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf74 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf396 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_9(buf69, buf71, buf7, buf58, buf39, buf66, primals_28, primals_29, buf68, buf72, buf73, buf74, buf396)
        del primals_29
        buf75 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, view_23, x_16], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_30, reinterpret_tensor(buf74, (256, 768), (768, 1), 0), primals_31, alpha=1, beta=1, out=buf75)
        del primals_30
        buf76 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, view_27, query_states_5, transpose_13, matmul_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf75, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf75, (12, 64, 256), (64, 1, 2304), 768), out=buf76)
        buf77 = buf49; del buf49  # reuse
        buf78 = reinterpret_tensor(buf76, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf76  # reuse
        buf82 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf79 = buf47; del buf47  # reuse
        buf80 = buf78; del buf78  # reuse
        buf83 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_10(buf80, buf6, buf7, buf77, buf82, buf79, buf83)
        buf84 = reinterpret_tensor(buf66, (12, 256, 64), (16384, 64, 1), 0); del buf66  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, attn_weights_14, attn_output_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf83, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf75, (12, 256, 64), (64, 2304, 1), 1536), out=buf84)
        buf85 = reinterpret_tensor(buf39, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf39  # reuse
        assert_size_stride_grouped((primals_32, primals_33), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf84, buf85)
        buf86 = reinterpret_tensor(buf84, (256, 768), (768, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [attn_output_8, attn_output_9, reshape_2, view_28, x_18], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_32, reinterpret_tensor(buf85, (256, 768), (768, 1), 0), primals_33, alpha=1, beta=1, out=buf86)
        del primals_32
        buf88 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_34, primals_35), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf89 = buf72; del buf72  # reuse
        buf90 = buf89; del buf89  # reuse
        buf91 = buf71; del buf71  # reuse
        buf92 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf93 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf395 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_36, primals_37), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_11(buf90, buf7, buf86, buf69, primals_34, primals_35, buf88, buf91, buf92, buf93, buf395)
        del primals_35
        buf94 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_16, view_30, x_20], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_36, reinterpret_tensor(buf93, (256, 768), (768, 1), 0), primals_37, alpha=1, beta=1, out=buf94)
        del primals_36
        buf95 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_38, primals_39), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf94, buf95)
        buf96 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_21, mul_11, pow_3, mul_12, add_16, mul_13, tanh_2, add_17, hidden_states_17, view_32, x_22], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_38, reinterpret_tensor(buf95, (256, 3072), (3072, 1), 0), primals_39, alpha=1, beta=1, out=buf96)
        del primals_38
        buf98 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf99 = reinterpret_tensor(buf86, (1, 256, 768), (196608, 768, 1), 0); del buf86  # reuse
        assert_size_stride_grouped((primals_40, primals_41), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf100 = buf91; del buf91  # reuse
        buf101 = buf100; del buf100  # reuse
        buf102 = buf90; del buf90  # reuse
        buf103 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf104 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf394 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_42, primals_43), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_12(buf99, buf101, buf7, buf88, buf69, buf96, primals_40, primals_41, buf98, buf102, buf103, buf104, buf394)
        del primals_41
        buf105 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_20, view_34, x_24], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_42, reinterpret_tensor(buf104, (256, 768), (768, 1), 0), primals_43, alpha=1, beta=1, out=buf105)
        del primals_42
        buf106 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, view_38, query_states_7, transpose_18, matmul_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf105, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf105, (12, 64, 256), (64, 1, 2304), 768), out=buf106)
        buf107 = buf79; del buf79  # reuse
        buf108 = reinterpret_tensor(buf106, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf106  # reuse
        buf112 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf109 = buf77; del buf77  # reuse
        buf110 = buf108; del buf108  # reuse
        buf113 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_13(buf110, buf6, buf7, buf107, buf112, buf109, buf113)
        buf114 = reinterpret_tensor(buf96, (12, 256, 64), (16384, 64, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, attn_weights_19, attn_output_12], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf113, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf105, (12, 256, 64), (64, 2304, 1), 1536), out=buf114)
        buf115 = reinterpret_tensor(buf69, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf69  # reuse
        assert_size_stride_grouped((primals_44, primals_45), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf114, buf115)
        buf116 = reinterpret_tensor(buf114, (256, 768), (768, 1), 0); del buf114  # reuse
        # Topologically Sorted Source Nodes: [attn_output_12, attn_output_13, reshape_3, view_39, x_26], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_44, reinterpret_tensor(buf115, (256, 768), (768, 1), 0), primals_45, alpha=1, beta=1, out=buf116)
        del primals_44
        buf118 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_46, primals_47), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf119 = buf102; del buf102  # reuse
        buf120 = buf119; del buf119  # reuse
        buf121 = buf101; del buf101  # reuse
        buf122 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf123 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf393 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_48, primals_49), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_14(buf120, buf7, buf116, buf99, primals_46, primals_47, buf118, buf121, buf122, buf123, buf393)
        del primals_47
        buf124 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, view_41, x_28], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_48, reinterpret_tensor(buf123, (256, 768), (768, 1), 0), primals_49, alpha=1, beta=1, out=buf124)
        del primals_48
        buf125 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_50, primals_51), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf124, buf125)
        buf126 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_29, mul_16, pow_4, mul_17, add_21, mul_18, tanh_3, add_22, hidden_states_23, view_43, x_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_50, reinterpret_tensor(buf125, (256, 3072), (3072, 1), 0), primals_51, alpha=1, beta=1, out=buf126)
        del primals_50
        buf128 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf129 = reinterpret_tensor(buf116, (1, 256, 768), (196608, 768, 1), 0); del buf116  # reuse
        assert_size_stride_grouped((primals_52, primals_53), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf130 = buf121; del buf121  # reuse
        buf131 = buf130; del buf130  # reuse
        buf132 = buf120; del buf120  # reuse
        buf133 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf134 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf392 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_54, primals_55), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_15(buf129, buf131, buf7, buf118, buf99, buf126, primals_52, primals_53, buf128, buf132, buf133, buf134, buf392)
        del primals_53
        buf135 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_26, view_45, x_32], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_54, reinterpret_tensor(buf134, (256, 768), (768, 1), 0), primals_55, alpha=1, beta=1, out=buf135)
        del primals_54
        buf136 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_33, split_4, view_47, key_states_9, view_49, query_states_9, transpose_23, matmul_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf135, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf135, (12, 64, 256), (64, 1, 2304), 768), out=buf136)
        buf137 = buf109; del buf109  # reuse
        buf138 = reinterpret_tensor(buf136, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf136  # reuse
        buf142 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf139 = buf107; del buf107  # reuse
        buf140 = buf138; del buf138  # reuse
        buf143 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_16(buf140, buf6, buf7, buf137, buf142, buf139, buf143)
        buf144 = reinterpret_tensor(buf99, (12, 256, 64), (16384, 64, 1), 0); del buf99  # reuse
        # Topologically Sorted Source Nodes: [x_33, split_4, view_48, value_states_9, attn_weights_24, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf143, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf135, (12, 256, 64), (64, 2304, 1), 1536), out=buf144)
        buf145 = reinterpret_tensor(buf126, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf126  # reuse
        assert_size_stride_grouped((primals_56, primals_57), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf144, buf145)
        buf146 = reinterpret_tensor(buf144, (256, 768), (768, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [attn_output_16, attn_output_17, reshape_4, view_50, x_34], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_56, reinterpret_tensor(buf145, (256, 768), (768, 1), 0), primals_57, alpha=1, beta=1, out=buf146)
        del primals_56
        buf148 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_58, primals_59), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf149 = buf132; del buf132  # reuse
        buf150 = buf149; del buf149  # reuse
        buf151 = buf131; del buf131  # reuse
        buf152 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf153 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf391 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_60, primals_61), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_17(buf150, buf7, buf146, buf129, primals_58, primals_59, buf148, buf151, buf152, buf153, buf391)
        del primals_59
        buf154 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_28, view_52, x_36], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_60, reinterpret_tensor(buf153, (256, 768), (768, 1), 0), primals_61, alpha=1, beta=1, out=buf154)
        del primals_60
        buf155 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_62, primals_63), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf154, buf155)
        buf156 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_37, mul_21, pow_5, mul_22, add_26, mul_23, tanh_4, add_27, hidden_states_29, view_54, x_38], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_62, reinterpret_tensor(buf155, (256, 3072), (3072, 1), 0), primals_63, alpha=1, beta=1, out=buf156)
        del primals_62
        buf158 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf159 = reinterpret_tensor(buf146, (1, 256, 768), (196608, 768, 1), 0); del buf146  # reuse
        assert_size_stride_grouped((primals_64, primals_65), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf160 = buf151; del buf151  # reuse
        buf161 = buf160; del buf160  # reuse
        buf162 = buf150; del buf150  # reuse
        buf163 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf164 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf390 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_66, primals_67), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_18(buf159, buf161, buf7, buf148, buf129, buf156, primals_64, primals_65, buf158, buf162, buf163, buf164, buf390)
        del primals_65
        buf165 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_32, view_56, x_40], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_66, reinterpret_tensor(buf164, (256, 768), (768, 1), 0), primals_67, alpha=1, beta=1, out=buf165)
        del primals_66
        buf166 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_41, split_5, view_58, key_states_11, view_60, query_states_11, transpose_28, matmul_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf165, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf165, (12, 64, 256), (64, 1, 2304), 768), out=buf166)
        buf167 = buf139; del buf139  # reuse
        buf168 = reinterpret_tensor(buf166, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf166  # reuse
        buf172 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf169 = buf137; del buf137  # reuse
        buf170 = buf168; del buf168  # reuse
        buf173 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_19(buf170, buf6, buf7, buf167, buf172, buf169, buf173)
        buf174 = reinterpret_tensor(buf156, (12, 256, 64), (16384, 64, 1), 0); del buf156  # reuse
        # Topologically Sorted Source Nodes: [x_41, split_5, view_59, value_states_11, attn_weights_29, attn_output_20], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf173, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf165, (12, 256, 64), (64, 2304, 1), 1536), out=buf174)
        buf175 = reinterpret_tensor(buf129, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf129  # reuse
        assert_size_stride_grouped((primals_68, primals_69), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf174, buf175)
        buf176 = reinterpret_tensor(buf174, (256, 768), (768, 1), 0); del buf174  # reuse
        # Topologically Sorted Source Nodes: [attn_output_20, attn_output_21, reshape_5, view_61, x_42], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_68, reinterpret_tensor(buf175, (256, 768), (768, 1), 0), primals_69, alpha=1, beta=1, out=buf176)
        del primals_68
        buf178 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_70, primals_71), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf179 = buf162; del buf162  # reuse
        buf180 = buf179; del buf179  # reuse
        buf181 = buf161; del buf161  # reuse
        buf182 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf183 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf389 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_72, primals_73), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_20(buf180, buf7, buf176, buf159, primals_70, primals_71, buf178, buf181, buf182, buf183, buf389)
        del primals_71
        buf184 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_34, view_63, x_44], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_72, reinterpret_tensor(buf183, (256, 768), (768, 1), 0), primals_73, alpha=1, beta=1, out=buf184)
        del primals_72
        buf185 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_74, primals_75), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf184, buf185)
        buf186 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_45, mul_26, pow_6, mul_27, add_31, mul_28, tanh_5, add_32, hidden_states_35, view_65, x_46], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_74, reinterpret_tensor(buf185, (256, 3072), (3072, 1), 0), primals_75, alpha=1, beta=1, out=buf186)
        del primals_74
        buf188 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf189 = reinterpret_tensor(buf176, (1, 256, 768), (196608, 768, 1), 0); del buf176  # reuse
        assert_size_stride_grouped((primals_76, primals_77), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf190 = buf181; del buf181  # reuse
        buf191 = buf190; del buf190  # reuse
        buf192 = buf180; del buf180  # reuse
        buf193 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf194 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf388 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_78, primals_79), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_21(buf189, buf191, buf7, buf178, buf159, buf186, primals_76, primals_77, buf188, buf192, buf193, buf194, buf388)
        del primals_77
        buf195 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_38, view_67, x_48], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_78, reinterpret_tensor(buf194, (256, 768), (768, 1), 0), primals_79, alpha=1, beta=1, out=buf195)
        del primals_78
        buf196 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_49, split_6, view_69, key_states_13, view_71, query_states_13, transpose_33, matmul_12], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf195, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf195, (12, 64, 256), (64, 1, 2304), 768), out=buf196)
        buf197 = buf169; del buf169  # reuse
        buf198 = reinterpret_tensor(buf196, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf196  # reuse
        buf202 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf199 = buf167; del buf167  # reuse
        buf200 = buf198; del buf198  # reuse
        buf203 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_22(buf200, buf6, buf7, buf197, buf202, buf199, buf203)
        buf204 = reinterpret_tensor(buf186, (12, 256, 64), (16384, 64, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [x_49, split_6, view_70, value_states_13, attn_weights_34, attn_output_24], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf203, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf195, (12, 256, 64), (64, 2304, 1), 1536), out=buf204)
        buf205 = reinterpret_tensor(buf159, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf159  # reuse
        assert_size_stride_grouped((primals_80, primals_81), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf204, buf205)
        buf206 = reinterpret_tensor(buf204, (256, 768), (768, 1), 0); del buf204  # reuse
        # Topologically Sorted Source Nodes: [attn_output_24, attn_output_25, reshape_6, view_72, x_50], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_80, reinterpret_tensor(buf205, (256, 768), (768, 1), 0), primals_81, alpha=1, beta=1, out=buf206)
        del primals_80
        buf208 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_82, primals_83), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf209 = buf192; del buf192  # reuse
        buf210 = buf209; del buf209  # reuse
        buf211 = buf191; del buf191  # reuse
        buf212 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf213 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf387 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_84, primals_85), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_23(buf210, buf7, buf206, buf189, primals_82, primals_83, buf208, buf211, buf212, buf213, buf387)
        del primals_83
        buf214 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_40, view_74, x_52], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_84, reinterpret_tensor(buf213, (256, 768), (768, 1), 0), primals_85, alpha=1, beta=1, out=buf214)
        del primals_84
        buf215 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_86, primals_87), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf214, buf215)
        buf216 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_53, mul_31, pow_7, mul_32, add_36, mul_33, tanh_6, add_37, hidden_states_41, view_76, x_54], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_86, reinterpret_tensor(buf215, (256, 3072), (3072, 1), 0), primals_87, alpha=1, beta=1, out=buf216)
        del primals_86
        buf218 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf219 = reinterpret_tensor(buf206, (1, 256, 768), (196608, 768, 1), 0); del buf206  # reuse
        assert_size_stride_grouped((primals_88, primals_89), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf220 = buf211; del buf211  # reuse
        buf221 = buf220; del buf220  # reuse
        buf222 = buf210; del buf210  # reuse
        buf223 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf224 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf386 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_90, primals_91), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_24(buf219, buf221, buf7, buf208, buf189, buf216, primals_88, primals_89, buf218, buf222, buf223, buf224, buf386)
        del primals_89
        buf225 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_44, view_78, x_56], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_90, reinterpret_tensor(buf224, (256, 768), (768, 1), 0), primals_91, alpha=1, beta=1, out=buf225)
        del primals_90
        buf226 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_57, split_7, view_80, key_states_15, view_82, query_states_15, transpose_38, matmul_14], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf225, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf225, (12, 64, 256), (64, 1, 2304), 768), out=buf226)
        buf227 = buf199; del buf199  # reuse
        buf228 = reinterpret_tensor(buf226, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf226  # reuse
        buf232 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf229 = buf197; del buf197  # reuse
        buf230 = buf228; del buf228  # reuse
        buf233 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_25(buf230, buf6, buf7, buf227, buf232, buf229, buf233)
        buf234 = reinterpret_tensor(buf216, (12, 256, 64), (16384, 64, 1), 0); del buf216  # reuse
        # Topologically Sorted Source Nodes: [x_57, split_7, view_81, value_states_15, attn_weights_39, attn_output_28], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf233, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf225, (12, 256, 64), (64, 2304, 1), 1536), out=buf234)
        buf235 = reinterpret_tensor(buf189, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf189  # reuse
        assert_size_stride_grouped((primals_92, primals_93), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf234, buf235)
        buf236 = reinterpret_tensor(buf234, (256, 768), (768, 1), 0); del buf234  # reuse
        # Topologically Sorted Source Nodes: [attn_output_28, attn_output_29, reshape_7, view_83, x_58], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_92, reinterpret_tensor(buf235, (256, 768), (768, 1), 0), primals_93, alpha=1, beta=1, out=buf236)
        del primals_92
        buf238 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_94, primals_95), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf239 = buf222; del buf222  # reuse
        buf240 = buf239; del buf239  # reuse
        buf241 = buf221; del buf221  # reuse
        buf242 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf243 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf385 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_96, primals_97), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_26(buf240, buf7, buf236, buf219, primals_94, primals_95, buf238, buf241, buf242, buf243, buf385)
        del primals_95
        buf244 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_46, view_85, x_60], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_96, reinterpret_tensor(buf243, (256, 768), (768, 1), 0), primals_97, alpha=1, beta=1, out=buf244)
        del primals_96
        buf245 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_98, primals_99), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf244, buf245)
        buf246 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_61, mul_36, pow_8, mul_37, add_41, mul_38, tanh_7, add_42, hidden_states_47, view_87, x_62], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_98, reinterpret_tensor(buf245, (256, 3072), (3072, 1), 0), primals_99, alpha=1, beta=1, out=buf246)
        del primals_98
        buf248 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf249 = reinterpret_tensor(buf236, (1, 256, 768), (196608, 768, 1), 0); del buf236  # reuse
        assert_size_stride_grouped((primals_100, primals_101), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf250 = buf241; del buf241  # reuse
        buf251 = buf250; del buf250  # reuse
        buf252 = buf240; del buf240  # reuse
        buf253 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf254 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf384 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_102, primals_103), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_27(buf249, buf251, buf7, buf238, buf219, buf246, primals_100, primals_101, buf248, buf252, buf253, buf254, buf384)
        del primals_101
        buf255 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_50, view_89, x_64], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_102, reinterpret_tensor(buf254, (256, 768), (768, 1), 0), primals_103, alpha=1, beta=1, out=buf255)
        del primals_102
        buf256 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_65, split_8, view_91, key_states_17, view_93, query_states_17, transpose_43, matmul_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf255, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf255, (12, 64, 256), (64, 1, 2304), 768), out=buf256)
        buf257 = buf229; del buf229  # reuse
        buf258 = reinterpret_tensor(buf256, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf256  # reuse
        buf262 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf259 = buf227; del buf227  # reuse
        buf260 = buf258; del buf258  # reuse
        buf263 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_28(buf260, buf6, buf7, buf257, buf262, buf259, buf263)
        buf264 = reinterpret_tensor(buf246, (12, 256, 64), (16384, 64, 1), 0); del buf246  # reuse
        # Topologically Sorted Source Nodes: [x_65, split_8, view_92, value_states_17, attn_weights_44, attn_output_32], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf263, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf255, (12, 256, 64), (64, 2304, 1), 1536), out=buf264)
        buf265 = reinterpret_tensor(buf219, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf219  # reuse
        assert_size_stride_grouped((primals_104, primals_105), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf264, buf265)
        buf266 = reinterpret_tensor(buf264, (256, 768), (768, 1), 0); del buf264  # reuse
        # Topologically Sorted Source Nodes: [attn_output_32, attn_output_33, reshape_8, view_94, x_66], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_104, reinterpret_tensor(buf265, (256, 768), (768, 1), 0), primals_105, alpha=1, beta=1, out=buf266)
        del primals_104
        buf268 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_106, primals_107), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf269 = buf252; del buf252  # reuse
        buf270 = buf269; del buf269  # reuse
        buf271 = buf251; del buf251  # reuse
        buf272 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf273 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf383 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_108, primals_109), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_29(buf270, buf7, buf266, buf249, primals_106, primals_107, buf268, buf271, buf272, buf273, buf383)
        del primals_107
        buf274 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_52, view_96, x_68], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_108, reinterpret_tensor(buf273, (256, 768), (768, 1), 0), primals_109, alpha=1, beta=1, out=buf274)
        del primals_108
        buf275 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_110, primals_111), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf274, buf275)
        buf276 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_69, mul_41, pow_9, mul_42, add_46, mul_43, tanh_8, add_47, hidden_states_53, view_98, x_70], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_110, reinterpret_tensor(buf275, (256, 3072), (3072, 1), 0), primals_111, alpha=1, beta=1, out=buf276)
        del primals_110
        buf278 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf279 = reinterpret_tensor(buf266, (1, 256, 768), (196608, 768, 1), 0); del buf266  # reuse
        assert_size_stride_grouped((primals_112, primals_113), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf280 = buf271; del buf271  # reuse
        buf281 = buf280; del buf280  # reuse
        buf282 = buf270; del buf270  # reuse
        buf283 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf284 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf382 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_114, primals_115), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_30(buf279, buf281, buf7, buf268, buf249, buf276, primals_112, primals_113, buf278, buf282, buf283, buf284, buf382)
        del primals_113
        buf285 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_56, view_100, x_72], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_114, reinterpret_tensor(buf284, (256, 768), (768, 1), 0), primals_115, alpha=1, beta=1, out=buf285)
        del primals_114
        buf286 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_73, split_9, view_102, key_states_19, view_104, query_states_19, transpose_48, matmul_18], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf285, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf285, (12, 64, 256), (64, 1, 2304), 768), out=buf286)
        buf287 = buf259; del buf259  # reuse
        buf288 = reinterpret_tensor(buf286, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf286  # reuse
        buf292 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf289 = buf257; del buf257  # reuse
        buf290 = buf288; del buf288  # reuse
        buf293 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_31(buf290, buf6, buf7, buf287, buf292, buf289, buf293)
        buf294 = reinterpret_tensor(buf276, (12, 256, 64), (16384, 64, 1), 0); del buf276  # reuse
        # Topologically Sorted Source Nodes: [x_73, split_9, view_103, value_states_19, attn_weights_49, attn_output_36], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf293, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf285, (12, 256, 64), (64, 2304, 1), 1536), out=buf294)
        buf295 = reinterpret_tensor(buf249, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf249  # reuse
        assert_size_stride_grouped((primals_116, primals_117), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf294, buf295)
        buf296 = reinterpret_tensor(buf294, (256, 768), (768, 1), 0); del buf294  # reuse
        # Topologically Sorted Source Nodes: [attn_output_36, attn_output_37, reshape_9, view_105, x_74], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_116, reinterpret_tensor(buf295, (256, 768), (768, 1), 0), primals_117, alpha=1, beta=1, out=buf296)
        del primals_116
        buf298 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_118, primals_119), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf299 = buf282; del buf282  # reuse
        buf300 = buf299; del buf299  # reuse
        buf301 = buf281; del buf281  # reuse
        buf302 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf303 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf381 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_120, primals_121), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_32(buf300, buf7, buf296, buf279, primals_118, primals_119, buf298, buf301, buf302, buf303, buf381)
        del primals_119
        buf304 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_58, view_107, x_76], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_120, reinterpret_tensor(buf303, (256, 768), (768, 1), 0), primals_121, alpha=1, beta=1, out=buf304)
        del primals_120
        buf305 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_122, primals_123), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf304, buf305)
        buf306 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_77, mul_46, pow_10, mul_47, add_51, mul_48, tanh_9, add_52, hidden_states_59, view_109, x_78], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_122, reinterpret_tensor(buf305, (256, 3072), (3072, 1), 0), primals_123, alpha=1, beta=1, out=buf306)
        del primals_122
        buf308 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf309 = reinterpret_tensor(buf296, (1, 256, 768), (196608, 768, 1), 0); del buf296  # reuse
        assert_size_stride_grouped((primals_124, primals_125), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf310 = buf301; del buf301  # reuse
        buf311 = buf310; del buf310  # reuse
        buf312 = buf300; del buf300  # reuse
        buf313 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf314 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf380 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_126, primals_127), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_33(buf309, buf311, buf7, buf298, buf279, buf306, primals_124, primals_125, buf308, buf312, buf313, buf314, buf380)
        del primals_125
        buf315 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_62, view_111, x_80], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_126, reinterpret_tensor(buf314, (256, 768), (768, 1), 0), primals_127, alpha=1, beta=1, out=buf315)
        del primals_126
        buf316 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_81, split_10, view_113, key_states_21, view_115, query_states_21, transpose_53, matmul_20], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf315, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf315, (12, 64, 256), (64, 1, 2304), 768), out=buf316)
        buf317 = buf289; del buf289  # reuse
        buf318 = reinterpret_tensor(buf316, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf316  # reuse
        buf322 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf319 = buf287; del buf287  # reuse
        buf320 = buf318; del buf318  # reuse
        buf323 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_34(buf320, buf6, buf7, buf317, buf322, buf319, buf323)
        buf324 = reinterpret_tensor(buf306, (12, 256, 64), (16384, 64, 1), 0); del buf306  # reuse
        # Topologically Sorted Source Nodes: [x_81, split_10, view_114, value_states_21, attn_weights_54, attn_output_40], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf323, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf315, (12, 256, 64), (64, 2304, 1), 1536), out=buf324)
        buf325 = reinterpret_tensor(buf279, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf279  # reuse
        assert_size_stride_grouped((primals_128, primals_129), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf324, buf325)
        buf326 = reinterpret_tensor(buf324, (256, 768), (768, 1), 0); del buf324  # reuse
        # Topologically Sorted Source Nodes: [attn_output_40, attn_output_41, reshape_10, view_116, x_82], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_128, reinterpret_tensor(buf325, (256, 768), (768, 1), 0), primals_129, alpha=1, beta=1, out=buf326)
        del primals_128
        buf328 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_130, primals_131), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf329 = buf312; del buf312  # reuse
        buf330 = buf329; del buf329  # reuse
        buf331 = buf311; del buf311  # reuse
        buf332 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf333 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf379 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_132, primals_133), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_35(buf330, buf7, buf326, buf309, primals_130, primals_131, buf328, buf331, buf332, buf333, buf379)
        del primals_131
        buf334 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_64, view_118, x_84], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_132, reinterpret_tensor(buf333, (256, 768), (768, 1), 0), primals_133, alpha=1, beta=1, out=buf334)
        del primals_132
        buf335 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_134, primals_135), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf334, buf335)
        buf336 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_85, mul_51, pow_11, mul_52, add_56, mul_53, tanh_10, add_57, hidden_states_65, view_120, x_86], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_134, reinterpret_tensor(buf335, (256, 3072), (3072, 1), 0), primals_135, alpha=1, beta=1, out=buf336)
        del primals_134
        buf338 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf339 = reinterpret_tensor(buf326, (1, 256, 768), (196608, 768, 1), 0); del buf326  # reuse
        assert_size_stride_grouped((primals_136, primals_137), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf340 = buf331; del buf331  # reuse
        buf341 = buf340; del buf340  # reuse
        buf342 = buf330; del buf330  # reuse
        buf343 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf344 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf378 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_138, primals_139), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_36(buf339, buf341, buf7, buf328, buf309, buf336, primals_136, primals_137, buf338, buf342, buf343, buf344, buf378)
        del primals_137
        buf345 = empty_strided_cpu((256, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_68, view_122, x_88], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_138, reinterpret_tensor(buf344, (256, 768), (768, 1), 0), primals_139, alpha=1, beta=1, out=buf345)
        del primals_138
        buf346 = empty_strided_cpu((12, 256, 256), (65536, 256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_89, split_11, view_124, key_states_23, view_126, query_states_23, transpose_58, matmul_22], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf345, (12, 256, 64), (64, 2304, 1), 0), reinterpret_tensor(buf345, (12, 64, 256), (64, 1, 2304), 768), out=buf346)
        buf347 = buf319; del buf319  # reuse
        buf348 = reinterpret_tensor(buf346, (1, 12, 256, 256), (786432, 65536, 256, 1), 0); del buf346  # reuse
        buf352 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.bool)
        buf349 = buf317; del buf317  # reuse
        buf350 = buf348; del buf348  # reuse
        buf353 = empty_strided_cpu((1, 12, 256, 256), (786432, 65536, 256, 1), torch.float32)
        cpp_fused__softmax_add_mul_native_dropout_view_37(buf350, buf6, buf7, buf347, buf352, buf349, buf353)
        del buf347
        del buf349
        del buf6
        buf354 = reinterpret_tensor(buf336, (12, 256, 64), (16384, 64, 1), 0); del buf336  # reuse
        # Topologically Sorted Source Nodes: [x_89, split_11, view_125, value_states_23, attn_weights_59, attn_output_44], Original ATen: [aten.view, aten.split, aten.transpose, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf353, (12, 256, 256), (65536, 256, 1), 0), reinterpret_tensor(buf345, (12, 256, 64), (64, 2304, 1), 1536), out=buf354)
        buf355 = reinterpret_tensor(buf309, (1, 256, 12, 64), (196608, 768, 64, 1), 0); del buf309  # reuse
        assert_size_stride_grouped((primals_140, primals_141), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf354, buf355)
        buf356 = reinterpret_tensor(buf354, (256, 768), (768, 1), 0); del buf354  # reuse
        # Topologically Sorted Source Nodes: [attn_output_44, attn_output_45, reshape_11, view_127, x_90], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_140, reinterpret_tensor(buf355, (256, 768), (768, 1), 0), primals_141, alpha=1, beta=1, out=buf356)
        del primals_140
        buf358 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        assert_size_stride_grouped((primals_142, primals_143), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf359 = buf342; del buf342  # reuse
        buf360 = buf359; del buf359  # reuse
        buf361 = buf341; del buf341  # reuse
        buf362 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf363 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf377 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_144, primals_145), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_38(buf360, buf7, buf356, buf339, primals_142, primals_143, buf358, buf361, buf362, buf363, buf377)
        del primals_143
        buf364 = empty_strided_cpu((256, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_70, view_129, x_92], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_144, reinterpret_tensor(buf363, (256, 768), (768, 1), 0), primals_145, alpha=1, beta=1, out=buf364)
        del primals_144
        buf365 = empty_strided_cpu((1, 256, 3072), (786432, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_146, primals_147), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf364, buf365)
        buf366 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_93, mul_56, pow_12, mul_57, add_61, mul_58, tanh_11, add_62, hidden_states_71, view_131, x_94], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_146, reinterpret_tensor(buf365, (256, 3072), (3072, 1), 0), primals_147, alpha=1, beta=1, out=buf366)
        del primals_146
        buf368 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.bool)
        buf369 = reinterpret_tensor(buf356, (1, 256, 768), (196608, 768, 1), 0); del buf356  # reuse
        assert_size_stride_grouped((primals_148, primals_149), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf370 = buf361; del buf361  # reuse
        buf371 = buf370; del buf370  # reuse
        buf372 = buf360; del buf360  # reuse
        buf373 = buf369; del buf369  # reuse
        buf374 = empty_strided_cpu((1, 256, 768), (196608, 768, 1), torch.float32)
        buf376 = empty_strided_cpu((1, 256, 1), (256, 1, 1), torch.float32)
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_39(buf373, buf371, buf7, buf358, buf339, buf366, primals_148, primals_149, buf368, buf372, buf374, buf376)
        del buf339
        del buf366
        del buf371
        del buf372
        del buf7
        del primals_149
        buf375 = empty_strided_cpu((256, 50257), (50257, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_74, logits], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf374, (256, 768), (768, 1), 0), reinterpret_tensor(primals_2, (768, 50257), (1, 768), 0), out=buf375)
        return (reinterpret_tensor(buf375, (1, 256, 50257), (12865792, 50257, 1), 0), primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, primals_31, primals_33, primals_34, primals_37, primals_39, primals_40, primals_43, primals_45, primals_46, primals_49, primals_51, primals_52, primals_55, primals_57, primals_58, primals_61, primals_63, primals_64, primals_67, primals_69, primals_70, primals_73, primals_75, primals_76, primals_79, primals_81, primals_82, primals_85, primals_87, primals_88, primals_91, primals_93, primals_94, primals_97, primals_99, primals_100, primals_103, primals_105, primals_106, primals_109, primals_111, primals_112, primals_115, primals_117, primals_118, primals_121, primals_123, primals_124, primals_127, primals_129, primals_130, primals_133, primals_135, primals_136, primals_139, primals_141, primals_142, primals_145, primals_147, primals_148, reinterpret_tensor(buf0, (1, 256), (256, 1), 0), buf5, buf9, buf14, buf17, buf18, buf20, buf22, buf28, buf32, buf34, buf38, buf43, buf50, buf52, buf58, buf62, buf64, buf68, buf73, buf80, buf82, buf88, buf92, buf94, buf98, buf103, buf110, buf112, buf118, buf122, buf124, buf128, buf133, buf140, buf142, buf148, buf152, buf154, buf158, buf163, buf170, buf172, buf178, buf182, buf184, buf188, buf193, buf200, buf202, buf208, buf212, buf214, buf218, buf223, buf230, buf232, buf238, buf242, buf244, buf248, buf253, buf260, buf262, buf268, buf272, buf274, buf278, buf283, buf290, buf292, buf298, buf302, buf304, buf308, buf313, buf320, buf322, buf328, buf332, buf334, buf338, buf343, buf350, buf352, buf358, buf362, buf364, buf368, buf373, reinterpret_tensor(buf374, (256, 768), (768, 1), 0), buf376, reinterpret_tensor(buf365, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf363, (768, 256), (1, 768), 0), buf377, reinterpret_tensor(buf355, (768, 256), (1, 768), 0), reinterpret_tensor(buf353, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf345, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf345, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf345, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf344, (768, 256), (1, 768), 0), buf378, reinterpret_tensor(buf335, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf333, (768, 256), (1, 768), 0), buf379, reinterpret_tensor(buf325, (768, 256), (1, 768), 0), reinterpret_tensor(buf323, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf315, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf315, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf315, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf314, (768, 256), (1, 768), 0), buf380, reinterpret_tensor(buf305, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf303, (768, 256), (1, 768), 0), buf381, reinterpret_tensor(buf295, (768, 256), (1, 768), 0), reinterpret_tensor(buf293, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf285, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf285, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf285, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf284, (768, 256), (1, 768), 0), buf382, reinterpret_tensor(buf275, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf273, (768, 256), (1, 768), 0), buf383, reinterpret_tensor(buf265, (768, 256), (1, 768), 0), reinterpret_tensor(buf263, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf255, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf255, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf255, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf254, (768, 256), (1, 768), 0), buf384, reinterpret_tensor(buf245, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf243, (768, 256), (1, 768), 0), buf385, reinterpret_tensor(buf235, (768, 256), (1, 768), 0), reinterpret_tensor(buf233, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf225, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf225, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf225, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf224, (768, 256), (1, 768), 0), buf386, reinterpret_tensor(buf215, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf213, (768, 256), (1, 768), 0), buf387, reinterpret_tensor(buf205, (768, 256), (1, 768), 0), reinterpret_tensor(buf203, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf195, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf195, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf195, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf194, (768, 256), (1, 768), 0), buf388, reinterpret_tensor(buf185, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf183, (768, 256), (1, 768), 0), buf389, reinterpret_tensor(buf175, (768, 256), (1, 768), 0), reinterpret_tensor(buf173, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf165, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf165, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf165, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf164, (768, 256), (1, 768), 0), buf390, reinterpret_tensor(buf155, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf153, (768, 256), (1, 768), 0), buf391, reinterpret_tensor(buf145, (768, 256), (1, 768), 0), reinterpret_tensor(buf143, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf135, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf135, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf135, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf134, (768, 256), (1, 768), 0), buf392, reinterpret_tensor(buf125, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf123, (768, 256), (1, 768), 0), buf393, reinterpret_tensor(buf115, (768, 256), (1, 768), 0), reinterpret_tensor(buf113, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf105, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf105, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf105, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf104, (768, 256), (1, 768), 0), buf394, reinterpret_tensor(buf95, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf93, (768, 256), (1, 768), 0), buf395, reinterpret_tensor(buf85, (768, 256), (1, 768), 0), reinterpret_tensor(buf83, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf75, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf75, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf75, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf74, (768, 256), (1, 768), 0), buf396, reinterpret_tensor(buf65, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf63, (768, 256), (1, 768), 0), buf397, reinterpret_tensor(buf55, (768, 256), (1, 768), 0), reinterpret_tensor(buf53, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf45, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf45, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf45, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf44, (768, 256), (1, 768), 0), buf398, reinterpret_tensor(buf35, (3072, 256), (1, 3072), 0), reinterpret_tensor(buf33, (768, 256), (1, 768), 0), buf399, reinterpret_tensor(buf25, (768, 256), (1, 768), 0), reinterpret_tensor(buf23, (12, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf16, (12, 64, 256), (64, 1, 2304), 1536), reinterpret_tensor(buf16, (12, 64, 256), (64, 1, 2304), 0), reinterpret_tensor(buf16, (12, 256, 64), (64, 2304, 1), 768), reinterpret_tensor(buf15, (768, 256), (1, 768), 0), buf400, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('gpt2_124m_s256b1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
