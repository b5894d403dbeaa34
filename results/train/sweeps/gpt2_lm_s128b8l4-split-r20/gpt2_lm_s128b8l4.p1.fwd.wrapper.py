# AOT ID: ['4_forward']
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


cpp_fused_add_cat_cumsum_expand_ne_slice_sub_unsqueeze_0 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused_add_embedding_native_layer_norm_unsqueeze_1 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
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


cpp_fused_clone_split_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_3 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
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
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
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
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1536L + x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
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


cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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


cpp_fused_add_native_layer_norm_view_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
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
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    tmp6.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                        auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp5 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        tmp13.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
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
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(768.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-05);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
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
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
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
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp4 = tmp0 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp11 = static_cast<float>(1e-05);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp9 * tmp14;
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = tmp17 + tmp18;
                        tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp5 = tmp1 + tmp4;
                    auto tmp7 = tmp5 + tmp6;
                    auto tmp8 = tmp0 + tmp7;
                    tmp8.store(out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_11 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2)
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_13 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp7 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp17.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__log_softmax__unsafe_view_clone_nll_loss_forward_slice_14 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const int64_t*', 'float*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50257L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(50256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(8));
                            tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(50256L) && x1 < static_cast<int64_t>(50257L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(1L));
                            tmp_acc0_vec = max_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(1L));
                        }
                    }
                }
                tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(50257L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6282L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(1L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50257L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(50256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp_acc0_vec = cascade_sum_combine(tmp4, &cascade_helper0);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(50256L) && x1 < static_cast<int64_t>(50257L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L)))), static_cast<int64_t>(1L));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            masked_tmp_acc0_vec = cascade_sum_combine(tmp4, static_cast<int64_t>(1L), &masked_cascade_helper0);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec + masked_tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        {
            int64_t tmp_acc0 = 0;
            float tmp_acc1 = 0;
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = in_ptr1[static_cast<int64_t>(1L + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))))];
                        auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = std::log(tmp0);
                        auto tmp3 = static_cast<int64_t>(-100);
                        auto tmp4 = tmp2 != tmp3;
                        auto tmp5 = c10::convert<int64_t>(tmp4);
                        auto tmp6 = static_cast<int64_t>(0);
                        auto tmp7 = tmp4 ? tmp2 : tmp6;
                        auto tmp8 = tmp7;
                        auto tmp9 = c10::convert<int64_t>(tmp8);
                        TORCH_CHECK((0 <= tmp9) & (tmp9 < 50257L), "index out of bounds: 0 <= tmp9 < 50257L");
                        auto tmp11 = in_ptr0[static_cast<int64_t>(tmp7 + 50257L*((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))) + 6432896L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L))))];
                        auto tmp13 = float(tmp11 - tmp12);
                        auto tmp14 = float(tmp13 - tmp1);
                        auto tmp15 = decltype(tmp14)(-tmp14);
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = tmp4 ? tmp15 : tmp16;
                        tmp_acc0 = tmp_acc0 + tmp5;
                        tmp_acc1 = tmp_acc1 + tmp17;
                    }
                }
            }
            out_ptr2[static_cast<int64_t>(0L)] = tmp_acc0;
            out_ptr3[static_cast<int64_t>(0L)] = tmp_acc1;
        }
    }
    {
        {
            {
                auto tmp0 = out_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = out_ptr2[static_cast<int64_t>(0L)];
                auto tmp2 = c10::convert<float>(tmp1);
                auto tmp3 = tmp0 / tmp2;
                in_out_ptr1[static_cast<int64_t>(0L)] = tmp3;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53 = args
        args.clear()
        buf2 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf0 = reinterpret_tensor(buf2, (8, 1), (129, 1), 0)  # alias
        buf1 = reinterpret_tensor(buf2, (8, 128), (129, 1), 1)  # alias
        buf3 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused_add_cat_cumsum_expand_ne_slice_sub_unsqueeze_0(buf2, buf0, buf1, buf3)
        del buf0
        del buf1
        del buf2
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf4 = torch.ops.aten.cumsum.default(buf3, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf4, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf4, 16, 'torch.ops.aten.cumsum.default')
        del buf3
        assert_size_stride_grouped((primals_1, primals_2, primals_3), ((8, 128), (50257, 768), (1024, 768)), ((128, 1), (768, 1), (768, 1)), 'input')
        buf5 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf6 = buf5; del buf5  # reuse
        assert_size_stride_grouped((primals_4, primals_5), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf7 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf8 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_1(buf6, primals_1, primals_2, primals_3, primals_4, primals_5, buf7, buf8)
        buf9 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_6, reinterpret_tensor(buf8, (1024, 768), (768, 1), 0), primals_7, alpha=1, beta=1, out=buf9)
        buf10 = reinterpret_tensor(buf8, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf8  # reuse
        buf11 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_2(buf9, buf10, buf11)
        buf12 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, view_5, query_states_1, transpose_3, matmul], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf10, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf11, (96, 64, 128), (8192, 128, 1), 0), out=buf12)
        buf13 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf14 = reinterpret_tensor(buf12, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf12  # reuse
        buf15 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf16 = buf14; del buf14  # reuse
        buf17 = reinterpret_tensor(buf11, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf11  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_3(buf16, buf4, buf9, buf13, buf15, buf17)
        buf18 = reinterpret_tensor(buf10, (96, 128, 64), (8192, 64, 1), 0); del buf10  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, attn_weights_2, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf16, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf17, (96, 128, 64), (8192, 64, 1), 0), out=buf18)
        buf19 = reinterpret_tensor(buf17, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf17  # reuse
        assert_size_stride_grouped((primals_8, primals_9), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf18, buf19)
        buf20 = reinterpret_tensor(buf18, (1024, 768), (768, 1), 0); del buf18  # reuse
        # Topologically Sorted Source Nodes: [reshape, view_6, x_2], Original ATen: [aten._unsafe_view, aten.view, aten.addmm]
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf19, (1024, 768), (768, 1), 0), primals_9, alpha=1, beta=1, out=buf20)
        del primals_8
        buf21 = reinterpret_tensor(buf20, (8, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
        assert_size_stride_grouped((primals_10, primals_11), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf22 = buf7; del buf7  # reuse
        buf23 = buf22; del buf22  # reuse
        buf24 = buf6; del buf6  # reuse
        buf25 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_12, primals_13), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_5(buf21, buf23, primals_1, primals_2, primals_3, primals_10, primals_11, buf24, buf25)
        buf26 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_12, reinterpret_tensor(buf25, (1024, 768), (768, 1), 0), primals_13, alpha=1, beta=1, out=buf26)
        del primals_12
        buf27 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_14, primals_15), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_6(buf26, buf27)
        buf28 = reinterpret_tensor(buf25, (1024, 768), (768, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [x_5, mul_1, pow_1, mul_2, add_6, mul_3, tanh, add_7, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_14, reinterpret_tensor(buf27, (1024, 3072), (3072, 1), 0), primals_15, alpha=1, beta=1, out=buf28)
        del primals_14
        assert_size_stride_grouped((primals_16, primals_17), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf29 = buf24; del buf24  # reuse
        buf30 = buf29; del buf29  # reuse
        buf31 = buf23; del buf23  # reuse
        buf32 = reinterpret_tensor(buf31, (8, 128, 1), (128, 1, 1), 0); del buf31  # reuse
        buf33 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf30, buf32, buf21, buf28, primals_16, primals_17, buf33)
        buf34 = buf9; del buf9  # reuse
        # Topologically Sorted Source Nodes: [x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_18, reinterpret_tensor(buf33, (1024, 768), (768, 1), 0), primals_19, alpha=1, beta=1, out=buf34)
        del primals_18
        buf35 = reinterpret_tensor(buf33, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf33  # reuse
        buf36 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_2(buf34, buf35, buf36)
        buf37 = reinterpret_tensor(buf16, (96, 128, 128), (16384, 128, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, transpose_8, matmul_2], Original ATen: [aten.view, aten.split, aten.transpose, aten._unsafe_view, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf35, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf36, (96, 64, 128), (8192, 128, 1), 0), out=buf37)
        buf38 = buf15; del buf15  # reuse
        buf39 = reinterpret_tensor(buf37, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf37  # reuse
        buf40 = buf13; del buf13  # reuse
        buf41 = buf39; del buf39  # reuse
        buf42 = reinterpret_tensor(buf36, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf36  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_3(buf41, buf4, buf34, buf38, buf40, buf42)
        buf43 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, attn_weights_7, attn_output_4], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf41, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf42, (96, 128, 64), (8192, 64, 1), 0), out=buf43)
        buf44 = reinterpret_tensor(buf42, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf42  # reuse
        assert_size_stride_grouped((primals_20, primals_21), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf43, buf44)
        buf45 = reinterpret_tensor(buf43, (1024, 768), (768, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4, attn_output_5, reshape_1, view_17, x_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_20, reinterpret_tensor(buf44, (1024, 768), (768, 1), 0), primals_21, alpha=1, beta=1, out=buf45)
        del primals_20
        assert_size_stride_grouped((primals_22, primals_23), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf46 = buf30; del buf30  # reuse
        buf47 = buf46; del buf46  # reuse
        buf48 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf49 = reinterpret_tensor(buf44, (8, 128, 768), (98304, 768, 1), 0); del buf44  # reuse
        assert_size_stride_grouped((primals_24, primals_25), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_8(buf47, buf45, buf21, buf28, primals_22, primals_23, buf48, buf49)
        buf50 = reinterpret_tensor(buf27, (1024, 3072), (3072, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_24, reinterpret_tensor(buf49, (1024, 768), (768, 1), 0), primals_25, alpha=1, beta=1, out=buf50)
        del primals_24
        buf51 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_26, primals_27), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_6(buf50, buf51)
        buf52 = reinterpret_tensor(buf49, (1024, 768), (768, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [x_13, mul_6, pow_2, mul_7, add_11, mul_8, tanh_1, add_12, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_26, reinterpret_tensor(buf51, (1024, 3072), (3072, 1), 0), primals_27, alpha=1, beta=1, out=buf52)
        del primals_26
        assert_size_stride_grouped((primals_28, primals_29), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf53 = buf48; del buf48  # reuse
        buf54 = buf53; del buf53  # reuse
        buf55 = buf47; del buf47  # reuse
        buf56 = reinterpret_tensor(buf55, (8, 128, 1), (128, 1, 1), 0); del buf55  # reuse
        buf57 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_9(buf54, buf56, buf45, buf21, buf28, buf52, primals_28, primals_29, buf57)
        buf58 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_7, hidden_states_7, x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_30, reinterpret_tensor(buf57, (1024, 768), (768, 1), 0), primals_31, alpha=1, beta=1, out=buf58)
        del primals_30
        buf59 = reinterpret_tensor(buf57, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf57  # reuse
        buf60 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_2(buf58, buf59, buf60)
        buf61 = reinterpret_tensor(buf41, (96, 128, 128), (16384, 128, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, transpose_13, matmul_4], Original ATen: [aten.view, aten.split, aten.transpose, aten._unsafe_view, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf59, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf60, (96, 64, 128), (8192, 128, 1), 0), out=buf61)
        buf62 = buf40; del buf40  # reuse
        buf63 = reinterpret_tensor(buf61, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf61  # reuse
        buf64 = buf38; del buf38  # reuse
        buf65 = buf63; del buf63  # reuse
        buf66 = reinterpret_tensor(buf60, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf60  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_3(buf65, buf4, buf58, buf62, buf64, buf66)
        buf67 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, attn_weights_12, attn_output_8], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf65, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf66, (96, 128, 64), (8192, 64, 1), 0), out=buf67)
        buf68 = reinterpret_tensor(buf66, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf66  # reuse
        assert_size_stride_grouped((primals_32, primals_33), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf67, buf68)
        buf69 = reinterpret_tensor(buf67, (1024, 768), (768, 1), 0); del buf67  # reuse
        # Topologically Sorted Source Nodes: [reshape_2, view_28, x_18], Original ATen: [aten._unsafe_view, aten.view, aten.addmm]
        extern_kernels.addmm(primals_32, reinterpret_tensor(buf68, (1024, 768), (768, 1), 0), primals_33, alpha=1, beta=1, out=buf69)
        del primals_32
        buf70 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_34, primals_35), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf71 = buf54; del buf54  # reuse
        buf72 = buf71; del buf71  # reuse
        buf73 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf74 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_36, primals_37), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_10(buf72, buf69, buf45, buf21, buf28, buf52, primals_34, primals_35, buf70, buf73, buf74)
        buf75 = reinterpret_tensor(buf51, (1024, 3072), (3072, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_16, view_30, x_20], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_36, reinterpret_tensor(buf74, (1024, 768), (768, 1), 0), primals_37, alpha=1, beta=1, out=buf75)
        del primals_36
        buf76 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_38, primals_39), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_6(buf75, buf76)
        buf77 = reinterpret_tensor(buf74, (1024, 768), (768, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [x_21, mul_11, pow_3, mul_12, add_16, mul_13, tanh_2, add_17, hidden_states_17, view_32, x_22], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_38, reinterpret_tensor(buf76, (1024, 3072), (3072, 1), 0), primals_39, alpha=1, beta=1, out=buf77)
        del primals_38
        buf78 = buf70; del buf70  # reuse
        assert_size_stride_grouped((primals_40, primals_41), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf79 = buf73; del buf73  # reuse
        buf80 = buf79; del buf79  # reuse
        buf81 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf82 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_42, primals_43), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_11(buf78, buf80, buf77, primals_40, primals_41, buf81, buf82)
        buf83 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_20, view_34, x_24], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_42, reinterpret_tensor(buf82, (1024, 768), (768, 1), 0), primals_43, alpha=1, beta=1, out=buf83)
        del primals_42
        buf84 = reinterpret_tensor(buf82, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf82  # reuse
        buf85 = reinterpret_tensor(buf77, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf77  # reuse
        cpp_fused_clone_split_transpose_view_2(buf83, buf84, buf85)
        buf86 = reinterpret_tensor(buf65, (96, 128, 128), (16384, 128, 1), 0); del buf65  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, view_38, query_states_7, transpose_18, matmul_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf84, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf85, (96, 64, 128), (8192, 128, 1), 0), out=buf86)
        buf87 = buf64; del buf64  # reuse
        buf88 = reinterpret_tensor(buf86, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf86  # reuse
        buf89 = buf62; del buf62  # reuse
        buf90 = buf88; del buf88  # reuse
        buf91 = reinterpret_tensor(buf85, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf85  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_3(buf90, buf4, buf83, buf87, buf89, buf91)
        del buf4
        del buf87
        del buf89
        buf92 = reinterpret_tensor(buf84, (96, 128, 64), (8192, 64, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, attn_weights_17, attn_output_12], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf90, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf91, (96, 128, 64), (8192, 64, 1), 0), out=buf92)
        del buf90
        buf93 = reinterpret_tensor(buf91, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf91  # reuse
        assert_size_stride_grouped((primals_44, primals_45), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf92, buf93)
        buf94 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_12, attn_output_13, reshape_3, view_39, x_26], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_44, reinterpret_tensor(buf93, (1024, 768), (768, 1), 0), primals_45, alpha=1, beta=1, out=buf94)
        del primals_44
        assert_size_stride_grouped((primals_46, primals_47), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf95 = buf81; del buf81  # reuse
        buf96 = buf95; del buf95  # reuse
        buf97 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf98 = reinterpret_tensor(buf93, (8, 128, 768), (98304, 768, 1), 0); del buf93  # reuse
        assert_size_stride_grouped((primals_48, primals_49), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_12(buf96, buf94, buf78, primals_46, primals_47, buf97, buf98)
        buf99 = reinterpret_tensor(buf76, (1024, 3072), (3072, 1), 0); del buf76  # reuse
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_48, reinterpret_tensor(buf98, (1024, 768), (768, 1), 0), primals_49, alpha=1, beta=1, out=buf99)
        del primals_48
        buf100 = empty_strided_cpu((8, 128, 3072), (393216, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_50, primals_51), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_6(buf99, buf100)
        buf101 = reinterpret_tensor(buf98, (1024, 768), (768, 1), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [x_29, mul_16, pow_4, mul_17, add_21, mul_18, tanh_3, add_22, hidden_states_23, view_43, x_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(primals_50, reinterpret_tensor(buf100, (1024, 3072), (3072, 1), 0), primals_51, alpha=1, beta=1, out=buf101)
        del buf100
        del primals_50
        assert_size_stride_grouped((primals_52, primals_53), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf102 = buf97; del buf97  # reuse
        buf103 = buf102; del buf102  # reuse
        buf104 = buf96; del buf96  # reuse
        buf105 = reinterpret_tensor(buf104, (8, 128, 1), (128, 1, 1), 0); del buf104  # reuse
        buf106 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf107 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        cpp_fused_add_native_layer_norm_view_13(buf103, buf105, buf94, buf78, buf101, primals_52, primals_53, buf106, buf107)
        buf108 = empty_strided_cpu((1024, 50257), (50257, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_26, logits], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf107, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_2, (768, 50257), (1, 768), 0), out=buf108)
        del buf107
        buf109 = empty_strided_cpu((1016, 1), (1, 1), torch.float32)
        buf110 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        buf111 = buf110; del buf110  # reuse
        buf112 = empty_strided_cpu((), (), torch.int64)
        buf113 = empty_strided_cpu((), (), torch.float32)
        buf114 = buf113; del buf113  # reuse
        cpp_fused__log_softmax__unsafe_view_clone_nll_loss_forward_slice_14(buf111, buf114, buf108, primals_1, buf109, buf112)
        return (buf114, primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_10, primals_11, primals_16, primals_17, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_53, primals_52, primals_51, primals_49, primals_45, primals_43, primals_39, primals_37, primals_33, primals_31, primals_27, primals_25, primals_21, primals_19, primals_15, primals_13, primals_9, buf19, buf21, buf26, buf28, buf32, buf34, reinterpret_tensor(buf34, (8, 128, 768), (294912, 2304, 1), 1536), buf35, buf45, buf50, buf52, buf56, buf58, reinterpret_tensor(buf58, (8, 128, 768), (294912, 2304, 1), 1536), buf59, buf68, buf69, reinterpret_tensor(buf72, (8, 128, 1), (128, 1, 1), 0), buf75, buf78, reinterpret_tensor(buf80, (8, 128, 1), (128, 1, 1), 0), buf83, buf92, buf94, buf99, buf101, buf105, reinterpret_tensor(buf103, (8, 128, 1), (128, 1, 1), 0), buf106, buf108, buf109, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
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
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
