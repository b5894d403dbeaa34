# AOT ID: ['0_inference']
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


cpp_fused_add_embedding_native_layer_norm_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*tmp0), static_cast<int64_t>(8));
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*tmp0), static_cast<int64_t>(8));
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
                        tmp21.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_1 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = static_cast<int64_t>(-1);
                out_ptr0[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(1L + x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 - tmp1;
                    auto tmp3 = static_cast<int64_t>(1);
                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                    auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                    auto tmp6 = tmp5.to<int64_t,2>();
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 1048576L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x1)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x2;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x1;
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
                    out_ptr0[static_cast<int64_t>(x1 + 1024L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 1048576L*x0), static_cast<int64_t>(8));
                            auto tmp16 = in_ptr1[static_cast<int64_t>(x1)];
                            auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp29 = out_ptr0[static_cast<int64_t>(x1 + 1024L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp4 = x2;
                            auto tmp5 = c10::convert<int64_t>(tmp4);
                            auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                            auto tmp7 = x1;
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
                            tmp32.store(in_out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 1048576L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 64L*x0 + 65536L*x1), static_cast<int64_t>(8));
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


cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
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
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp12 = tmp11 * tmp11;
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
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*tmp1), static_cast<int64_t>(8));
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
                        auto tmp21 = tmp19 * tmp20;
                        auto tmp23 = tmp21 + tmp22;
                        tmp23.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_pow_tanh_view_5 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp17.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
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
                            auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
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


cpp_fused_add_native_layer_norm_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
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


cpp_fused_add_native_layer_norm_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = tmp0 + tmp5;
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
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = tmp0 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp6 = tmp0 + tmp5;
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
                        tmp21.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = tmp1 + tmp2;
                    auto tmp5 = tmp3 + tmp4;
                    auto tmp6 = tmp0 + tmp5;
                    auto tmp8 = tmp6 + tmp7;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
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


cpp_fused_add_native_layer_norm_view_11 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
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
                        tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg3_1, arg4_1), ((1, 1024), (50257, 768), (1024, 768), (768, ), (768, )), ((1024, 1), (768, 1), (768, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 1024, 1), (1024, 1, 1024), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 1024, 1), (1024, 1, 1024), torch.float32)
        buf3 = empty_strided_cpu((1, 1024, 768), (786432, 768, 1), torch.float32)
        assert_size_stride_grouped((arg5_1, arg6_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_0(buf1, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf2, buf3)
        del arg3_1
        del arg4_1
        buf4 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg5_1, reinterpret_tensor(buf3, (1024, 768), (768, 1), 0), arg6_1, alpha=1, beta=1, out=buf4)
        del arg5_1
        del arg6_1
        buf5 = empty_strided_cpu((12, 1024, 1024), (1048576, 1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, matmul, view_3, key_states_1, transpose_3], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf4, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf4, (12, 64, 1024), (64, 1, 2304), 768), out=buf5)
        buf8 = empty_strided_cpu((1, 1025), (1025, 1), torch.int64)
        buf6 = reinterpret_tensor(buf8, (1, 1), (1025, 1), 0)  # alias
        buf7 = reinterpret_tensor(buf8, (1, 1024), (1025, 1), 1)  # alias
        buf9 = empty_strided_cpu((1, 1024), (1024, 1), torch.int64)
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_1(buf8, buf6, buf7, buf9)
        del buf6
        del buf7
        del buf8
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf10 = torch.ops.aten.cumsum.default(buf9, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf10, (1, 1024), (1024, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf10, 16, 'torch.ops.aten.cumsum.default')
        del buf9
        buf11 = empty_strided_cpu((1, 12, 1024, 1), (12288, 1024, 1, 12288), torch.float32)
        buf12 = reinterpret_tensor(buf5, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf5  # reuse
        buf13 = empty_strided_cpu((1, 12, 1024, 1), (12288, 1024, 1, 12288), torch.float32)
        buf14 = buf12; del buf12  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf14, buf10, buf11, buf13)
        buf15 = reinterpret_tensor(buf3, (12, 1024, 64), (65536, 64, 1), 0); del buf3  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, attn_weights_2, attn_output, view_4, value_states_1], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf14, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf4, (12, 1024, 64), (64, 2304, 1), 1536), out=buf15)
        buf16 = empty_strided_cpu((1, 1024, 12, 64), (786432, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((arg7_1, arg8_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf15, buf16)
        buf17 = reinterpret_tensor(buf15, (1024, 768), (768, 1), 0); del buf15  # reuse
        # Topologically Sorted Source Nodes: [attn_output, attn_output_1, reshape, view_6, x_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg7_1, reinterpret_tensor(buf16, (1024, 768), (768, 1), 0), arg8_1, alpha=1, beta=1, out=buf17)
        del arg7_1
        del arg8_1
        assert_size_stride_grouped((arg9_1, arg10_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf18 = buf2; del buf2  # reuse
        buf19 = buf18; del buf18  # reuse
        buf20 = buf1; del buf1  # reuse
        buf21 = reinterpret_tensor(buf16, (1, 1024, 768), (786432, 768, 1), 0); del buf16  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_4(buf19, buf17, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf20, buf21)
        del arg10_1
        del arg9_1
        buf22 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, view_8, x_4], Original ATen: [aten.embedding, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg11_1, reinterpret_tensor(buf21, (1024, 768), (768, 1), 0), arg12_1, alpha=1, beta=1, out=buf22)
        del arg11_1
        del arg12_1
        buf23 = reinterpret_tensor(buf22, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf22  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf23)
        buf24 = reinterpret_tensor(buf21, (1024, 768), (768, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [x_5, mul_1, pow_1, mul_2, add_6, mul_3, tanh, add_7, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg13_1, reinterpret_tensor(buf23, (1024, 3072), (3072, 1), 0), arg14_1, alpha=1, beta=1, out=buf24)
        del arg13_1
        del arg14_1
        assert_size_stride_grouped((arg15_1, arg16_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf25 = reinterpret_tensor(buf17, (1, 1024, 768), (786432, 768, 1), 0); del buf17  # reuse
        buf26 = buf20; del buf20  # reuse
        buf27 = buf26; del buf26  # reuse
        buf28 = buf19; del buf19  # reuse
        buf29 = empty_strided_cpu((1, 1024, 768), (786432, 768, 1), torch.float32)
        assert_size_stride_grouped((arg17_1, arg18_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_6(buf25, buf27, arg0_1, arg1_1, arg2_1, buf24, arg15_1, arg16_1, buf28, buf29)
        del arg0_1
        del arg15_1
        del arg16_1
        del arg2_1
        buf30 = buf4; del buf4  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg17_1, reinterpret_tensor(buf29, (1024, 768), (768, 1), 0), arg18_1, alpha=1, beta=1, out=buf30)
        del arg17_1
        del arg18_1
        buf31 = reinterpret_tensor(buf14, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf14  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_16, query_states_3, matmul_2, view_14, key_states_3, transpose_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf30, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf30, (12, 64, 1024), (64, 1, 2304), 768), out=buf31)
        buf32 = buf13; del buf13  # reuse
        buf33 = reinterpret_tensor(buf31, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf31  # reuse
        buf34 = buf11; del buf11  # reuse
        buf35 = buf33; del buf33  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf35, buf10, buf32, buf34)
        buf36 = reinterpret_tensor(buf29, (12, 1024, 64), (65536, 64, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, attn_weights_7, attn_output_4, view_15, value_states_3], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf35, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf30, (12, 1024, 64), (64, 2304, 1), 1536), out=buf36)
        buf37 = reinterpret_tensor(buf24, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf24  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf36, buf37)
        buf38 = reinterpret_tensor(buf36, (1024, 768), (768, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4, attn_output_5, reshape_1, view_17, x_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg19_1, reinterpret_tensor(buf37, (1024, 768), (768, 1), 0), arg20_1, alpha=1, beta=1, out=buf38)
        del arg19_1
        del arg20_1
        assert_size_stride_grouped((arg21_1, arg22_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf39 = buf28; del buf28  # reuse
        buf40 = buf39; del buf39  # reuse
        buf41 = buf27; del buf27  # reuse
        buf42 = reinterpret_tensor(buf37, (1, 1024, 768), (786432, 768, 1), 0); del buf37  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf40, buf38, buf25, arg21_1, arg22_1, buf41, buf42)
        del arg21_1
        del arg22_1
        buf43 = reinterpret_tensor(buf23, (1024, 3072), (3072, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg23_1, reinterpret_tensor(buf42, (1024, 768), (768, 1), 0), arg24_1, alpha=1, beta=1, out=buf43)
        del arg23_1
        del arg24_1
        buf44 = reinterpret_tensor(buf43, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf43  # reuse
        assert_size_stride_grouped((arg25_1, arg26_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf44)
        buf45 = reinterpret_tensor(buf42, (1024, 768), (768, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [x_13, mul_6, pow_2, mul_7, add_11, mul_8, tanh_1, add_12, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg25_1, reinterpret_tensor(buf44, (1024, 3072), (3072, 1), 0), arg26_1, alpha=1, beta=1, out=buf45)
        del arg25_1
        del arg26_1
        assert_size_stride_grouped((arg27_1, arg28_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf46 = buf41; del buf41  # reuse
        buf47 = buf46; del buf46  # reuse
        buf48 = buf40; del buf40  # reuse
        buf49 = empty_strided_cpu((1, 1024, 768), (786432, 768, 1), torch.float32)
        assert_size_stride_grouped((arg29_1, arg30_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_8(buf47, buf38, buf25, buf45, arg27_1, arg28_1, buf48, buf49)
        del arg27_1
        del arg28_1
        buf50 = buf30; del buf30  # reuse
        # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg29_1, reinterpret_tensor(buf49, (1024, 768), (768, 1), 0), arg30_1, alpha=1, beta=1, out=buf50)
        del arg29_1
        del arg30_1
        buf51 = reinterpret_tensor(buf35, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_27, query_states_5, matmul_4, view_25, key_states_5, transpose_13], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf50, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf50, (12, 64, 1024), (64, 1, 2304), 768), out=buf51)
        buf52 = buf34; del buf34  # reuse
        buf53 = reinterpret_tensor(buf51, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf51  # reuse
        buf54 = buf32; del buf32  # reuse
        buf55 = buf53; del buf53  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf55, buf10, buf52, buf54)
        buf56 = reinterpret_tensor(buf49, (12, 1024, 64), (65536, 64, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, attn_weights_12, attn_output_8, view_26, value_states_5], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf55, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf50, (12, 1024, 64), (64, 2304, 1), 1536), out=buf56)
        buf57 = empty_strided_cpu((1, 1024, 12, 64), (786432, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((arg31_1, arg32_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf56, buf57)
        buf58 = reinterpret_tensor(buf56, (1024, 768), (768, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [attn_output_8, attn_output_9, reshape_2, view_28, x_18], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf57, (1024, 768), (768, 1), 0), arg32_1, alpha=1, beta=1, out=buf58)
        del arg31_1
        del arg32_1
        assert_size_stride_grouped((arg33_1, arg34_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf59 = buf48; del buf48  # reuse
        buf60 = buf59; del buf59  # reuse
        buf61 = buf47; del buf47  # reuse
        buf62 = reinterpret_tensor(buf57, (1, 1024, 768), (786432, 768, 1), 0); del buf57  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_9(buf60, buf58, buf38, buf25, buf45, arg33_1, arg34_1, buf61, buf62)
        del arg33_1
        del arg34_1
        buf63 = reinterpret_tensor(buf44, (1024, 3072), (3072, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, view_30, x_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg35_1, reinterpret_tensor(buf62, (1024, 768), (768, 1), 0), arg36_1, alpha=1, beta=1, out=buf63)
        del arg35_1
        del arg36_1
        buf64 = reinterpret_tensor(buf63, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf63  # reuse
        assert_size_stride_grouped((arg37_1, arg38_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf64)
        buf65 = reinterpret_tensor(buf62, (1024, 768), (768, 1), 0); del buf62  # reuse
        # Topologically Sorted Source Nodes: [x_21, mul_11, pow_3, mul_12, add_16, mul_13, tanh_2, add_17, hidden_states_17, view_32, x_22], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg37_1, reinterpret_tensor(buf64, (1024, 3072), (3072, 1), 0), arg38_1, alpha=1, beta=1, out=buf65)
        del arg37_1
        del arg38_1
        buf66 = reinterpret_tensor(buf58, (1, 1024, 768), (786432, 768, 1), 0); del buf58  # reuse
        assert_size_stride_grouped((arg39_1, arg40_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf67 = buf61; del buf61  # reuse
        buf68 = buf67; del buf67  # reuse
        buf69 = buf60; del buf60  # reuse
        buf70 = empty_strided_cpu((1, 1024, 768), (786432, 768, 1), torch.float32)
        assert_size_stride_grouped((arg41_1, arg42_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_10(buf66, buf68, buf38, buf25, buf45, buf65, arg39_1, arg40_1, buf69, buf70)
        del arg39_1
        del arg40_1
        buf71 = buf50; del buf50  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_20, view_34, x_24], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg41_1, reinterpret_tensor(buf70, (1024, 768), (768, 1), 0), arg42_1, alpha=1, beta=1, out=buf71)
        del arg41_1
        del arg42_1
        buf72 = reinterpret_tensor(buf55, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_38, query_states_7, matmul_6, view_36, key_states_7, transpose_18], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf71, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf71, (12, 64, 1024), (64, 1, 2304), 768), out=buf72)
        buf73 = buf54; del buf54  # reuse
        buf74 = reinterpret_tensor(buf72, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf72  # reuse
        buf75 = buf52; del buf52  # reuse
        buf76 = buf74; del buf74  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf76, buf10, buf73, buf75)
        buf77 = reinterpret_tensor(buf70, (12, 1024, 64), (65536, 64, 1), 0); del buf70  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, attn_weights_17, attn_output_12, view_37, value_states_7], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf76, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf71, (12, 1024, 64), (64, 2304, 1), 1536), out=buf77)
        buf78 = reinterpret_tensor(buf65, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf65  # reuse
        assert_size_stride_grouped((arg43_1, arg44_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf77, buf78)
        buf79 = reinterpret_tensor(buf77, (1024, 768), (768, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [attn_output_12, attn_output_13, reshape_3, view_39, x_26], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg43_1, reinterpret_tensor(buf78, (1024, 768), (768, 1), 0), arg44_1, alpha=1, beta=1, out=buf79)
        del arg43_1
        del arg44_1
        assert_size_stride_grouped((arg45_1, arg46_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf80 = buf69; del buf69  # reuse
        buf81 = buf80; del buf80  # reuse
        buf82 = buf68; del buf68  # reuse
        buf83 = reinterpret_tensor(buf78, (1, 1024, 768), (786432, 768, 1), 0); del buf78  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf81, buf79, buf66, arg45_1, arg46_1, buf82, buf83)
        del arg45_1
        del arg46_1
        buf84 = reinterpret_tensor(buf64, (1024, 3072), (3072, 1), 0); del buf64  # reuse
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg47_1, reinterpret_tensor(buf83, (1024, 768), (768, 1), 0), arg48_1, alpha=1, beta=1, out=buf84)
        del arg47_1
        del arg48_1
        buf85 = reinterpret_tensor(buf84, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf84  # reuse
        assert_size_stride_grouped((arg49_1, arg50_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf85)
        buf86 = reinterpret_tensor(buf83, (1024, 768), (768, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [x_29, mul_16, pow_4, mul_17, add_21, mul_18, tanh_3, add_22, hidden_states_23, view_43, x_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg49_1, reinterpret_tensor(buf85, (1024, 3072), (3072, 1), 0), arg50_1, alpha=1, beta=1, out=buf86)
        del arg49_1
        del arg50_1
        assert_size_stride_grouped((arg51_1, arg52_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf87 = buf82; del buf82  # reuse
        buf88 = buf87; del buf87  # reuse
        buf89 = buf81; del buf81  # reuse
        buf90 = reinterpret_tensor(buf45, (1, 1024, 768), (786432, 768, 1), 0); del buf45  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_8(buf88, buf79, buf66, buf86, arg51_1, arg52_1, buf89, buf90)
        del arg51_1
        del arg52_1
        buf91 = buf71; del buf71  # reuse
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg53_1, reinterpret_tensor(buf90, (1024, 768), (768, 1), 0), arg54_1, alpha=1, beta=1, out=buf91)
        del arg53_1
        del arg54_1
        buf92 = reinterpret_tensor(buf76, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf76  # reuse
        # Topologically Sorted Source Nodes: [x_33, split_4, view_49, query_states_9, matmul_8, view_47, key_states_9, transpose_23], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf91, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf91, (12, 64, 1024), (64, 1, 2304), 768), out=buf92)
        buf93 = buf75; del buf75  # reuse
        buf94 = reinterpret_tensor(buf92, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf92  # reuse
        buf95 = buf73; del buf73  # reuse
        buf96 = buf94; del buf94  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf96, buf10, buf93, buf95)
        buf97 = reinterpret_tensor(buf90, (12, 1024, 64), (65536, 64, 1), 0); del buf90  # reuse
        # Topologically Sorted Source Nodes: [x_33, split_4, attn_weights_22, attn_output_16, view_48, value_states_9], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf96, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf91, (12, 1024, 64), (64, 2304, 1), 1536), out=buf97)
        buf98 = reinterpret_tensor(buf38, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf38  # reuse
        assert_size_stride_grouped((arg55_1, arg56_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf97, buf98)
        buf99 = reinterpret_tensor(buf97, (1024, 768), (768, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [attn_output_16, attn_output_17, reshape_4, view_50, x_34], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg55_1, reinterpret_tensor(buf98, (1024, 768), (768, 1), 0), arg56_1, alpha=1, beta=1, out=buf99)
        del arg55_1
        del arg56_1
        assert_size_stride_grouped((arg57_1, arg58_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf100 = buf89; del buf89  # reuse
        buf101 = buf100; del buf100  # reuse
        buf102 = buf88; del buf88  # reuse
        buf103 = reinterpret_tensor(buf98, (1, 1024, 768), (786432, 768, 1), 0); del buf98  # reuse
        assert_size_stride_grouped((arg59_1, arg60_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_9(buf101, buf99, buf79, buf66, buf86, arg57_1, arg58_1, buf102, buf103)
        del arg57_1
        del arg58_1
        buf104 = reinterpret_tensor(buf85, (1024, 3072), (3072, 1), 0); del buf85  # reuse
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28, view_52, x_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg59_1, reinterpret_tensor(buf103, (1024, 768), (768, 1), 0), arg60_1, alpha=1, beta=1, out=buf104)
        del arg59_1
        del arg60_1
        buf105 = reinterpret_tensor(buf104, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf104  # reuse
        assert_size_stride_grouped((arg61_1, arg62_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf105)
        buf106 = reinterpret_tensor(buf103, (1024, 768), (768, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [x_37, mul_21, pow_5, mul_22, add_26, mul_23, tanh_4, add_27, hidden_states_29, view_54, x_38], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg61_1, reinterpret_tensor(buf105, (1024, 3072), (3072, 1), 0), arg62_1, alpha=1, beta=1, out=buf106)
        del arg61_1
        del arg62_1
        buf107 = reinterpret_tensor(buf99, (1, 1024, 768), (786432, 768, 1), 0); del buf99  # reuse
        assert_size_stride_grouped((arg63_1, arg64_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf108 = buf102; del buf102  # reuse
        buf109 = buf108; del buf108  # reuse
        buf110 = buf101; del buf101  # reuse
        buf111 = buf25; del buf25  # reuse
        assert_size_stride_grouped((arg65_1, arg66_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_10(buf107, buf109, buf79, buf66, buf86, buf106, arg63_1, arg64_1, buf110, buf111)
        del arg63_1
        del arg64_1
        buf112 = buf91; del buf91  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_32, view_56, x_40], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg65_1, reinterpret_tensor(buf111, (1024, 768), (768, 1), 0), arg66_1, alpha=1, beta=1, out=buf112)
        del arg65_1
        del arg66_1
        buf113 = reinterpret_tensor(buf96, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [x_41, split_5, view_60, query_states_11, matmul_10, view_58, key_states_11, transpose_28], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf112, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf112, (12, 64, 1024), (64, 1, 2304), 768), out=buf113)
        buf114 = buf95; del buf95  # reuse
        buf115 = reinterpret_tensor(buf113, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf113  # reuse
        buf116 = buf93; del buf93  # reuse
        buf117 = buf115; del buf115  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf117, buf10, buf114, buf116)
        buf118 = reinterpret_tensor(buf111, (12, 1024, 64), (65536, 64, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [x_41, split_5, attn_weights_27, attn_output_20, view_59, value_states_11], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf117, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf112, (12, 1024, 64), (64, 2304, 1), 1536), out=buf118)
        buf119 = reinterpret_tensor(buf86, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf86  # reuse
        assert_size_stride_grouped((arg67_1, arg68_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf118, buf119)
        buf120 = reinterpret_tensor(buf118, (1024, 768), (768, 1), 0); del buf118  # reuse
        # Topologically Sorted Source Nodes: [attn_output_20, attn_output_21, reshape_5, view_61, x_42], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg67_1, reinterpret_tensor(buf119, (1024, 768), (768, 1), 0), arg68_1, alpha=1, beta=1, out=buf120)
        del arg67_1
        del arg68_1
        assert_size_stride_grouped((arg69_1, arg70_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf121 = buf110; del buf110  # reuse
        buf122 = buf121; del buf121  # reuse
        buf123 = buf109; del buf109  # reuse
        buf124 = reinterpret_tensor(buf119, (1, 1024, 768), (786432, 768, 1), 0); del buf119  # reuse
        assert_size_stride_grouped((arg71_1, arg72_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf122, buf120, buf107, arg69_1, arg70_1, buf123, buf124)
        del arg69_1
        del arg70_1
        buf125 = reinterpret_tensor(buf105, (1024, 3072), (3072, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [x_43, hidden_states_33, hidden_states_34, view_63, x_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg71_1, reinterpret_tensor(buf124, (1024, 768), (768, 1), 0), arg72_1, alpha=1, beta=1, out=buf125)
        del arg71_1
        del arg72_1
        buf126 = reinterpret_tensor(buf125, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf125  # reuse
        assert_size_stride_grouped((arg73_1, arg74_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf126)
        buf127 = reinterpret_tensor(buf124, (1024, 768), (768, 1), 0); del buf124  # reuse
        # Topologically Sorted Source Nodes: [x_45, mul_26, pow_6, mul_27, add_31, mul_28, tanh_5, add_32, hidden_states_35, view_65, x_46], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg73_1, reinterpret_tensor(buf126, (1024, 3072), (3072, 1), 0), arg74_1, alpha=1, beta=1, out=buf127)
        del arg73_1
        del arg74_1
        assert_size_stride_grouped((arg75_1, arg76_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf128 = buf123; del buf123  # reuse
        buf129 = buf128; del buf128  # reuse
        buf130 = buf122; del buf122  # reuse
        buf131 = reinterpret_tensor(buf79, (1, 1024, 768), (786432, 768, 1), 0); del buf79  # reuse
        assert_size_stride_grouped((arg77_1, arg78_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_8(buf129, buf120, buf107, buf127, arg75_1, arg76_1, buf130, buf131)
        del arg75_1
        del arg76_1
        buf132 = buf112; del buf112  # reuse
        # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg77_1, reinterpret_tensor(buf131, (1024, 768), (768, 1), 0), arg78_1, alpha=1, beta=1, out=buf132)
        del arg77_1
        del arg78_1
        buf133 = reinterpret_tensor(buf117, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [x_49, split_6, view_71, query_states_13, matmul_12, view_69, key_states_13, transpose_33], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf132, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf132, (12, 64, 1024), (64, 1, 2304), 768), out=buf133)
        buf134 = buf116; del buf116  # reuse
        buf135 = reinterpret_tensor(buf133, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf133  # reuse
        buf136 = buf114; del buf114  # reuse
        buf137 = buf135; del buf135  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf137, buf10, buf134, buf136)
        buf138 = reinterpret_tensor(buf131, (12, 1024, 64), (65536, 64, 1), 0); del buf131  # reuse
        # Topologically Sorted Source Nodes: [x_49, split_6, attn_weights_32, attn_output_24, view_70, value_states_13], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf137, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf132, (12, 1024, 64), (64, 2304, 1), 1536), out=buf138)
        buf139 = reinterpret_tensor(buf66, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf66  # reuse
        assert_size_stride_grouped((arg79_1, arg80_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf138, buf139)
        buf140 = reinterpret_tensor(buf138, (1024, 768), (768, 1), 0); del buf138  # reuse
        # Topologically Sorted Source Nodes: [attn_output_24, attn_output_25, reshape_6, view_72, x_50], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg79_1, reinterpret_tensor(buf139, (1024, 768), (768, 1), 0), arg80_1, alpha=1, beta=1, out=buf140)
        del arg79_1
        del arg80_1
        assert_size_stride_grouped((arg81_1, arg82_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf141 = buf130; del buf130  # reuse
        buf142 = buf141; del buf141  # reuse
        buf143 = buf129; del buf129  # reuse
        buf144 = reinterpret_tensor(buf139, (1, 1024, 768), (786432, 768, 1), 0); del buf139  # reuse
        assert_size_stride_grouped((arg83_1, arg84_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_9(buf142, buf140, buf120, buf107, buf127, arg81_1, arg82_1, buf143, buf144)
        del arg81_1
        del arg82_1
        buf145 = reinterpret_tensor(buf126, (1024, 3072), (3072, 1), 0); del buf126  # reuse
        # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40, view_74, x_52], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg83_1, reinterpret_tensor(buf144, (1024, 768), (768, 1), 0), arg84_1, alpha=1, beta=1, out=buf145)
        del arg83_1
        del arg84_1
        buf146 = reinterpret_tensor(buf145, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf145  # reuse
        assert_size_stride_grouped((arg85_1, arg86_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf146)
        buf147 = reinterpret_tensor(buf144, (1024, 768), (768, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [x_53, mul_31, pow_7, mul_32, add_36, mul_33, tanh_6, add_37, hidden_states_41, view_76, x_54], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg85_1, reinterpret_tensor(buf146, (1024, 3072), (3072, 1), 0), arg86_1, alpha=1, beta=1, out=buf147)
        del arg85_1
        del arg86_1
        buf148 = reinterpret_tensor(buf140, (1, 1024, 768), (786432, 768, 1), 0); del buf140  # reuse
        assert_size_stride_grouped((arg87_1, arg88_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf149 = buf143; del buf143  # reuse
        buf150 = buf149; del buf149  # reuse
        buf151 = buf142; del buf142  # reuse
        buf152 = reinterpret_tensor(buf106, (1, 1024, 768), (786432, 768, 1), 0); del buf106  # reuse
        assert_size_stride_grouped((arg89_1, arg90_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_10(buf148, buf150, buf120, buf107, buf127, buf147, arg87_1, arg88_1, buf151, buf152)
        del arg87_1
        del arg88_1
        buf153 = buf132; del buf132  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_44, view_78, x_56], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg89_1, reinterpret_tensor(buf152, (1024, 768), (768, 1), 0), arg90_1, alpha=1, beta=1, out=buf153)
        del arg89_1
        del arg90_1
        buf154 = reinterpret_tensor(buf137, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf137  # reuse
        # Topologically Sorted Source Nodes: [x_57, split_7, view_82, query_states_15, matmul_14, view_80, key_states_15, transpose_38], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf153, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf153, (12, 64, 1024), (64, 1, 2304), 768), out=buf154)
        buf155 = buf136; del buf136  # reuse
        buf156 = reinterpret_tensor(buf154, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf154  # reuse
        buf157 = buf134; del buf134  # reuse
        buf158 = buf156; del buf156  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf158, buf10, buf155, buf157)
        buf159 = reinterpret_tensor(buf152, (12, 1024, 64), (65536, 64, 1), 0); del buf152  # reuse
        # Topologically Sorted Source Nodes: [x_57, split_7, attn_weights_37, attn_output_28, view_81, value_states_15], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf158, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf153, (12, 1024, 64), (64, 2304, 1), 1536), out=buf159)
        buf160 = reinterpret_tensor(buf147, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf147  # reuse
        assert_size_stride_grouped((arg91_1, arg92_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf159, buf160)
        buf161 = reinterpret_tensor(buf159, (1024, 768), (768, 1), 0); del buf159  # reuse
        # Topologically Sorted Source Nodes: [attn_output_28, attn_output_29, reshape_7, view_83, x_58], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg91_1, reinterpret_tensor(buf160, (1024, 768), (768, 1), 0), arg92_1, alpha=1, beta=1, out=buf161)
        del arg91_1
        del arg92_1
        assert_size_stride_grouped((arg93_1, arg94_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf162 = buf151; del buf151  # reuse
        buf163 = buf162; del buf162  # reuse
        buf164 = buf150; del buf150  # reuse
        buf165 = reinterpret_tensor(buf160, (1, 1024, 768), (786432, 768, 1), 0); del buf160  # reuse
        assert_size_stride_grouped((arg95_1, arg96_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf163, buf161, buf148, arg93_1, arg94_1, buf164, buf165)
        del arg93_1
        del arg94_1
        buf166 = reinterpret_tensor(buf146, (1024, 3072), (3072, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [x_59, hidden_states_45, hidden_states_46, view_85, x_60], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg95_1, reinterpret_tensor(buf165, (1024, 768), (768, 1), 0), arg96_1, alpha=1, beta=1, out=buf166)
        del arg95_1
        del arg96_1
        buf167 = reinterpret_tensor(buf166, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf166  # reuse
        assert_size_stride_grouped((arg97_1, arg98_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf167)
        buf168 = reinterpret_tensor(buf165, (1024, 768), (768, 1), 0); del buf165  # reuse
        # Topologically Sorted Source Nodes: [x_61, mul_36, pow_8, mul_37, add_41, mul_38, tanh_7, add_42, hidden_states_47, view_87, x_62], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg97_1, reinterpret_tensor(buf167, (1024, 3072), (3072, 1), 0), arg98_1, alpha=1, beta=1, out=buf168)
        del arg97_1
        del arg98_1
        assert_size_stride_grouped((arg99_1, arg100_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf169 = buf164; del buf164  # reuse
        buf170 = buf169; del buf169  # reuse
        buf171 = buf163; del buf163  # reuse
        buf172 = reinterpret_tensor(buf127, (1, 1024, 768), (786432, 768, 1), 0); del buf127  # reuse
        assert_size_stride_grouped((arg101_1, arg102_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_8(buf170, buf161, buf148, buf168, arg99_1, arg100_1, buf171, buf172)
        del arg100_1
        del arg99_1
        buf173 = buf153; del buf153  # reuse
        # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg101_1, reinterpret_tensor(buf172, (1024, 768), (768, 1), 0), arg102_1, alpha=1, beta=1, out=buf173)
        del arg101_1
        del arg102_1
        buf174 = reinterpret_tensor(buf158, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf158  # reuse
        # Topologically Sorted Source Nodes: [x_65, split_8, view_93, query_states_17, matmul_16, view_91, key_states_17, transpose_43], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf173, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf173, (12, 64, 1024), (64, 1, 2304), 768), out=buf174)
        buf175 = buf157; del buf157  # reuse
        buf176 = reinterpret_tensor(buf174, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf174  # reuse
        buf177 = buf155; del buf155  # reuse
        buf178 = buf176; del buf176  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf178, buf10, buf175, buf177)
        buf179 = reinterpret_tensor(buf172, (12, 1024, 64), (65536, 64, 1), 0); del buf172  # reuse
        # Topologically Sorted Source Nodes: [x_65, split_8, attn_weights_42, attn_output_32, view_92, value_states_17], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf178, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf173, (12, 1024, 64), (64, 2304, 1), 1536), out=buf179)
        buf180 = reinterpret_tensor(buf120, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf120  # reuse
        assert_size_stride_grouped((arg103_1, arg104_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf179, buf180)
        buf181 = reinterpret_tensor(buf179, (1024, 768), (768, 1), 0); del buf179  # reuse
        # Topologically Sorted Source Nodes: [attn_output_32, attn_output_33, reshape_8, view_94, x_66], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg103_1, reinterpret_tensor(buf180, (1024, 768), (768, 1), 0), arg104_1, alpha=1, beta=1, out=buf181)
        del arg103_1
        del arg104_1
        assert_size_stride_grouped((arg105_1, arg106_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf182 = buf171; del buf171  # reuse
        buf183 = buf182; del buf182  # reuse
        buf184 = buf170; del buf170  # reuse
        buf185 = reinterpret_tensor(buf180, (1, 1024, 768), (786432, 768, 1), 0); del buf180  # reuse
        assert_size_stride_grouped((arg107_1, arg108_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_9(buf183, buf181, buf161, buf148, buf168, arg105_1, arg106_1, buf184, buf185)
        del arg105_1
        del arg106_1
        buf186 = reinterpret_tensor(buf167, (1024, 3072), (3072, 1), 0); del buf167  # reuse
        # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52, view_96, x_68], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg107_1, reinterpret_tensor(buf185, (1024, 768), (768, 1), 0), arg108_1, alpha=1, beta=1, out=buf186)
        del arg107_1
        del arg108_1
        buf187 = reinterpret_tensor(buf186, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf186  # reuse
        assert_size_stride_grouped((arg109_1, arg110_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf187)
        buf188 = reinterpret_tensor(buf185, (1024, 768), (768, 1), 0); del buf185  # reuse
        # Topologically Sorted Source Nodes: [x_69, mul_41, pow_9, mul_42, add_46, mul_43, tanh_8, add_47, hidden_states_53, view_98, x_70], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg109_1, reinterpret_tensor(buf187, (1024, 3072), (3072, 1), 0), arg110_1, alpha=1, beta=1, out=buf188)
        del arg109_1
        del arg110_1
        buf189 = reinterpret_tensor(buf181, (1, 1024, 768), (786432, 768, 1), 0); del buf181  # reuse
        assert_size_stride_grouped((arg111_1, arg112_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf190 = buf184; del buf184  # reuse
        buf191 = buf190; del buf190  # reuse
        buf192 = buf183; del buf183  # reuse
        buf193 = buf107; del buf107  # reuse
        assert_size_stride_grouped((arg113_1, arg114_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_10(buf189, buf191, buf161, buf148, buf168, buf188, arg111_1, arg112_1, buf192, buf193)
        del arg111_1
        del arg112_1
        buf194 = buf173; del buf173  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_56, view_100, x_72], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg113_1, reinterpret_tensor(buf193, (1024, 768), (768, 1), 0), arg114_1, alpha=1, beta=1, out=buf194)
        del arg113_1
        del arg114_1
        buf195 = reinterpret_tensor(buf178, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf178  # reuse
        # Topologically Sorted Source Nodes: [x_73, split_9, view_104, query_states_19, matmul_18, view_102, key_states_19, transpose_48], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf194, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf194, (12, 64, 1024), (64, 1, 2304), 768), out=buf195)
        buf196 = buf177; del buf177  # reuse
        buf197 = reinterpret_tensor(buf195, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf195  # reuse
        buf198 = buf175; del buf175  # reuse
        buf199 = buf197; del buf197  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf199, buf10, buf196, buf198)
        buf200 = reinterpret_tensor(buf193, (12, 1024, 64), (65536, 64, 1), 0); del buf193  # reuse
        # Topologically Sorted Source Nodes: [x_73, split_9, attn_weights_47, attn_output_36, view_103, value_states_19], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf199, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf194, (12, 1024, 64), (64, 2304, 1), 1536), out=buf200)
        buf201 = reinterpret_tensor(buf188, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf188  # reuse
        assert_size_stride_grouped((arg115_1, arg116_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf200, buf201)
        buf202 = reinterpret_tensor(buf200, (1024, 768), (768, 1), 0); del buf200  # reuse
        # Topologically Sorted Source Nodes: [attn_output_36, attn_output_37, reshape_9, view_105, x_74], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg115_1, reinterpret_tensor(buf201, (1024, 768), (768, 1), 0), arg116_1, alpha=1, beta=1, out=buf202)
        del arg115_1
        del arg116_1
        assert_size_stride_grouped((arg117_1, arg118_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf203 = buf192; del buf192  # reuse
        buf204 = buf203; del buf203  # reuse
        buf205 = buf191; del buf191  # reuse
        buf206 = reinterpret_tensor(buf201, (1, 1024, 768), (786432, 768, 1), 0); del buf201  # reuse
        assert_size_stride_grouped((arg119_1, arg120_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf204, buf202, buf189, arg117_1, arg118_1, buf205, buf206)
        del arg117_1
        del arg118_1
        buf207 = reinterpret_tensor(buf187, (1024, 3072), (3072, 1), 0); del buf187  # reuse
        # Topologically Sorted Source Nodes: [x_75, hidden_states_57, hidden_states_58, view_107, x_76], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg119_1, reinterpret_tensor(buf206, (1024, 768), (768, 1), 0), arg120_1, alpha=1, beta=1, out=buf207)
        del arg119_1
        del arg120_1
        buf208 = reinterpret_tensor(buf207, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf207  # reuse
        assert_size_stride_grouped((arg121_1, arg122_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf208)
        buf209 = reinterpret_tensor(buf206, (1024, 768), (768, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [x_77, mul_46, pow_10, mul_47, add_51, mul_48, tanh_9, add_52, hidden_states_59, view_109, x_78], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg121_1, reinterpret_tensor(buf208, (1024, 3072), (3072, 1), 0), arg122_1, alpha=1, beta=1, out=buf209)
        del arg121_1
        del arg122_1
        assert_size_stride_grouped((arg123_1, arg124_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf210 = buf205; del buf205  # reuse
        buf211 = buf210; del buf210  # reuse
        buf212 = buf204; del buf204  # reuse
        buf213 = reinterpret_tensor(buf168, (1, 1024, 768), (786432, 768, 1), 0); del buf168  # reuse
        assert_size_stride_grouped((arg125_1, arg126_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_8(buf211, buf202, buf189, buf209, arg123_1, arg124_1, buf212, buf213)
        del arg123_1
        del arg124_1
        buf214 = buf194; del buf194  # reuse
        # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg125_1, reinterpret_tensor(buf213, (1024, 768), (768, 1), 0), arg126_1, alpha=1, beta=1, out=buf214)
        del arg125_1
        del arg126_1
        buf215 = reinterpret_tensor(buf199, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf199  # reuse
        # Topologically Sorted Source Nodes: [x_81, split_10, view_115, query_states_21, matmul_20, view_113, key_states_21, transpose_53], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf214, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf214, (12, 64, 1024), (64, 1, 2304), 768), out=buf215)
        buf216 = buf198; del buf198  # reuse
        buf217 = reinterpret_tensor(buf215, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf215  # reuse
        buf218 = buf196; del buf196  # reuse
        buf219 = buf217; del buf217  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf219, buf10, buf216, buf218)
        buf220 = reinterpret_tensor(buf213, (12, 1024, 64), (65536, 64, 1), 0); del buf213  # reuse
        # Topologically Sorted Source Nodes: [x_81, split_10, attn_weights_52, attn_output_40, view_114, value_states_21], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf219, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf214, (12, 1024, 64), (64, 2304, 1), 1536), out=buf220)
        buf221 = reinterpret_tensor(buf161, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf161  # reuse
        assert_size_stride_grouped((arg127_1, arg128_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf220, buf221)
        buf222 = reinterpret_tensor(buf220, (1024, 768), (768, 1), 0); del buf220  # reuse
        # Topologically Sorted Source Nodes: [attn_output_40, attn_output_41, reshape_10, view_116, x_82], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg127_1, reinterpret_tensor(buf221, (1024, 768), (768, 1), 0), arg128_1, alpha=1, beta=1, out=buf222)
        del arg127_1
        del arg128_1
        assert_size_stride_grouped((arg129_1, arg130_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf223 = buf212; del buf212  # reuse
        buf224 = buf223; del buf223  # reuse
        buf225 = buf211; del buf211  # reuse
        buf226 = reinterpret_tensor(buf221, (1, 1024, 768), (786432, 768, 1), 0); del buf221  # reuse
        assert_size_stride_grouped((arg131_1, arg132_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_9(buf224, buf222, buf202, buf189, buf209, arg129_1, arg130_1, buf225, buf226)
        del arg129_1
        del arg130_1
        buf227 = reinterpret_tensor(buf208, (1024, 3072), (3072, 1), 0); del buf208  # reuse
        # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64, view_118, x_84], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg131_1, reinterpret_tensor(buf226, (1024, 768), (768, 1), 0), arg132_1, alpha=1, beta=1, out=buf227)
        del arg131_1
        del arg132_1
        buf228 = reinterpret_tensor(buf227, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf227  # reuse
        assert_size_stride_grouped((arg133_1, arg134_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf228)
        buf229 = reinterpret_tensor(buf226, (1024, 768), (768, 1), 0); del buf226  # reuse
        # Topologically Sorted Source Nodes: [x_85, mul_51, pow_11, mul_52, add_56, mul_53, tanh_10, add_57, hidden_states_65, view_120, x_86], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg133_1, reinterpret_tensor(buf228, (1024, 3072), (3072, 1), 0), arg134_1, alpha=1, beta=1, out=buf229)
        del arg133_1
        del arg134_1
        buf230 = reinterpret_tensor(buf222, (1, 1024, 768), (786432, 768, 1), 0); del buf222  # reuse
        assert_size_stride_grouped((arg135_1, arg136_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf231 = buf225; del buf225  # reuse
        buf232 = buf231; del buf231  # reuse
        buf233 = buf224; del buf224  # reuse
        buf234 = buf148; del buf148  # reuse
        assert_size_stride_grouped((arg137_1, arg138_1), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_10(buf230, buf232, buf202, buf189, buf209, buf229, arg135_1, arg136_1, buf233, buf234)
        del arg135_1
        del arg136_1
        del buf189
        del buf202
        del buf209
        buf235 = buf214; del buf214  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_68, view_122, x_88], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(arg137_1, reinterpret_tensor(buf234, (1024, 768), (768, 1), 0), arg138_1, alpha=1, beta=1, out=buf235)
        del arg137_1
        del arg138_1
        buf236 = reinterpret_tensor(buf219, (12, 1024, 1024), (1048576, 1024, 1), 0); del buf219  # reuse
        # Topologically Sorted Source Nodes: [x_89, split_11, view_126, query_states_23, matmul_22, view_124, key_states_23, transpose_58], Original ATen: [aten.view, aten.split, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf235, (12, 1024, 64), (64, 2304, 1), 0), reinterpret_tensor(buf235, (12, 64, 1024), (64, 1, 2304), 768), out=buf236)
        buf237 = buf218; del buf218  # reuse
        buf238 = reinterpret_tensor(buf236, (1, 12, 1024, 1024), (12582912, 1048576, 1024, 1), 0); del buf236  # reuse
        buf239 = buf216; del buf216  # reuse
        buf240 = buf238; del buf238  # reuse
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_2(buf240, buf10, buf237, buf239)
        del buf10
        del buf237
        del buf239
        buf241 = reinterpret_tensor(buf234, (12, 1024, 64), (65536, 64, 1), 0); del buf234  # reuse
        # Topologically Sorted Source Nodes: [x_89, split_11, attn_weights_57, attn_output_44, view_125, value_states_23], Original ATen: [aten.view, aten.split, aten._softmax, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf240, (12, 1024, 1024), (1048576, 1024, 1), 0), reinterpret_tensor(buf235, (12, 1024, 64), (64, 2304, 1), 1536), out=buf241)
        del buf235
        del buf240
        buf242 = reinterpret_tensor(buf229, (1, 1024, 12, 64), (786432, 768, 64, 1), 0); del buf229  # reuse
        assert_size_stride_grouped((arg139_1, arg140_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_3(buf241, buf242)
        buf243 = reinterpret_tensor(buf241, (1024, 768), (768, 1), 0); del buf241  # reuse
        # Topologically Sorted Source Nodes: [attn_output_44, attn_output_45, reshape_11, view_127, x_90], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(arg139_1, reinterpret_tensor(buf242, (1024, 768), (768, 1), 0), arg140_1, alpha=1, beta=1, out=buf243)
        del arg139_1
        del arg140_1
        assert_size_stride_grouped((arg141_1, arg142_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf244 = buf233; del buf233  # reuse
        buf245 = buf244; del buf244  # reuse
        buf246 = buf232; del buf232  # reuse
        buf247 = reinterpret_tensor(buf242, (1, 1024, 768), (786432, 768, 1), 0); del buf242  # reuse
        assert_size_stride_grouped((arg143_1, arg144_1), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf245, buf243, buf230, arg141_1, arg142_1, buf246, buf247)
        del arg141_1
        del arg142_1
        buf248 = reinterpret_tensor(buf228, (1024, 3072), (3072, 1), 0); del buf228  # reuse
        # Topologically Sorted Source Nodes: [x_91, hidden_states_69, hidden_states_70, view_129, x_92], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(arg143_1, reinterpret_tensor(buf247, (1024, 768), (768, 1), 0), arg144_1, alpha=1, beta=1, out=buf248)
        del arg143_1
        del arg144_1
        buf249 = reinterpret_tensor(buf248, (1, 1024, 3072), (3145728, 3072, 1), 0); del buf248  # reuse
        assert_size_stride_grouped((arg145_1, arg146_1), ((768, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_mul_pow_tanh_view_5(buf249)
        buf250 = reinterpret_tensor(buf247, (1024, 768), (768, 1), 0); del buf247  # reuse
        # Topologically Sorted Source Nodes: [x_93, mul_56, pow_12, mul_57, add_61, mul_58, tanh_11, add_62, hidden_states_71, view_131, x_94], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
        extern_kernels.addmm(arg145_1, reinterpret_tensor(buf249, (1024, 3072), (3072, 1), 0), arg146_1, alpha=1, beta=1, out=buf250)
        del arg145_1
        del arg146_1
        del buf249
        assert_size_stride_grouped((arg147_1, arg148_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf251 = buf246; del buf246  # reuse
        buf252 = buf251; del buf251  # reuse
        buf253 = buf245; del buf245  # reuse
        buf254 = reinterpret_tensor(buf243, (1, 1024, 768), (786432, 768, 1), 0); del buf243  # reuse
        cpp_fused_add_native_layer_norm_view_11(buf252, buf254, buf230, buf250, arg147_1, arg148_1, buf253)
        del arg147_1
        del arg148_1
        del buf230
        del buf250
        del buf252
        del buf253
        buf255 = empty_strided_cpu((1024, 50257), (50257, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_91, hidden_states_69, x_95, hidden_states_73, hidden_states_74, logits], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf254, (1024, 768), (768, 1), 0), reinterpret_tensor(arg1_1, (768, 50257), (1, 768), 0), out=buf255)
        del arg1_1
        return (reinterpret_tensor(buf255, (1, 1024, 50257), (51463168, 50257, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('gpt2_124m_s1024b1.infer', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
