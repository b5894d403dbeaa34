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


cpp_fused_embedding_dense_backward_expand_sum_tanh_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1536L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1536L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6144L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp1 * tmp1;
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp2;
                    auto tmp6 = tmp0 * tmp5;
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_select_backward_slice_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x2 + 98304L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x2 + 98304L*x1), static_cast<int64_t>(8));
                                auto tmp1 = x2;
                                auto tmp2 = c10::convert<int32_t>(tmp1);
                                auto tmp3 = static_cast<int32_t>(0);
                                auto tmp4 = tmp2 == tmp3;
                                auto tmp6 = static_cast<float>(0.0);
                                auto tmp7 = at::vec::VecMask<float,1>::from(tmp4);
                                auto tmp8 = at::vec::Vectorized<float>(tmp6);
                                auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, tmp7.template cast<float,1>());
                                auto tmp10 = tmp0 + tmp9;
                                auto tmp12 = tmp10 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp10;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(393216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(393216L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_backward_native_layer_norm_backward_select_backward_sum_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const bool* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
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
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp1 = x1;
                                auto tmp2 = c10::convert<int32_t>(tmp1);
                                auto tmp3 = static_cast<int32_t>(0);
                                auto tmp4 = tmp2 == tmp3;
                                auto tmp6 = static_cast<float>(0.0);
                                auto tmp7 = at::vec::VecMask<float,1>::from(tmp4);
                                auto tmp8 = at::vec::Vectorized<float>(tmp6);
                                auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, tmp7.template cast<float,1>());
                                auto tmp10 = tmp0 + tmp9;
                                auto tmp12 = tmp10 * tmp11;
                                auto tmp14 = tmp12 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr4[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp17 = out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp21 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp27 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp2 = x1;
                            auto tmp3 = c10::convert<int32_t>(tmp2);
                            auto tmp4 = static_cast<int32_t>(0);
                            auto tmp5 = tmp3 == tmp4;
                            auto tmp7 = static_cast<float>(0.0);
                            auto tmp8 = at::vec::VecMask<float,1>::from(tmp5);
                            auto tmp9 = at::vec::Vectorized<float>(tmp7);
                            auto tmp10 = decltype(tmp6)::blendv(tmp9, tmp6, tmp8.template cast<float,1>());
                            auto tmp11 = tmp1 + tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp14 = static_cast<float>(768.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 - tmp18;
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 * tmp22;
                            auto tmp24 = tmp19 - tmp23;
                            auto tmp25 = at::vec::Vectorized<float>(tmp0);
                            auto tmp26 = tmp25 * tmp24;
                            auto tmp28 = tmp27.to<float,1>();
                            auto tmp29 = static_cast<float>(1.1111111111111112);
                            auto tmp30 = at::vec::Vectorized<float>(tmp29);
                            auto tmp31 = tmp28 * tmp30;
                            auto tmp32 = tmp26 * tmp31;
                            tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                            tmp32.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_sum_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(0.7071067811865476);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 * tmp3;
                    auto tmp5 = tmp4.erf();
                    auto tmp6 = static_cast<float>(1.0);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 + tmp7;
                    auto tmp9 = static_cast<float>(0.5);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp12 = tmp1 * tmp1;
                    auto tmp13 = static_cast<float>(-0.5);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp15.exp();
                    auto tmp17 = static_cast<float>(0.3989422804014327);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp1 * tmp19;
                    auto tmp21 = tmp11 + tmp20;
                    auto tmp22 = tmp0 * tmp21;
                    tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 3072L*x1), static_cast<int64_t>(8));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const bool* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
                        auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp6 = static_cast<float>(768.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp11 - tmp15;
                        auto tmp17 = at::vec::Vectorized<float>(tmp0);
                        auto tmp18 = tmp17 * tmp16;
                        auto tmp20 = tmp19.to<float,1>();
                        auto tmp21 = static_cast<float>(1.1111111111111112);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = tmp18 * tmp23;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp24.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_dropout_backward_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_clone_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__softmax_backward_data_native_dropout_backward_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(128L*x1 + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(128L)))), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.3535533905932738);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0 + 768L*x0_inner));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.3535533905932738);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const bool* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr0;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(768L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            tmp8.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp10;
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
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::VecMask<float,1>::from(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp7 - tmp11;
                        auto tmp13 = at::vec::Vectorized<float>(tmp0);
                        auto tmp14 = tmp13 * tmp12;
                        auto tmp16 = tmp15.to<float,1>();
                        auto tmp17 = static_cast<float>(1.1111111111111112);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp14 * tmp19;
                        tmp14.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp20.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_backward_view_10 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const bool* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr0;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(128L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp6 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp5 = tmp4.exp();
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 / tmp7;
                            auto tmp9 = static_cast<float>(0.0);
                            auto tmp10 = at::vec::VecMask<float,1>::from(tmp0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp9);
                            auto tmp12 = decltype(tmp11)::blendv(tmp8, tmp11, tmp10.template cast<float,1>());
                            auto tmp15 = tmp14.to<float,1>();
                            auto tmp16 = static_cast<float>(1.1111111111111112);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 * tmp17;
                            auto tmp19 = tmp13 * tmp18;
                            auto tmp20 = tmp19 * tmp12;
                            tmp12.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp20;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp5 = tmp4.to<float,1>();
                        auto tmp6 = static_cast<float>(1.1111111111111112);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp3 * tmp8;
                        auto tmp10 = tmp9 * tmp0;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = fmadd(tmp1, tmp11, tmp10);
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_expand_native_dropout_backward_native_layer_norm_backward_slice_sum_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const bool* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::VecMask<float,1>::from(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp8 = tmp7.to<float,1>();
                    auto tmp9 = static_cast<float>(1.1111111111111112);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 * tmp10;
                    auto tmp12 = tmp6 * tmp11;
                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(23440896L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(23440896L)))
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp17 = in_ptr7[static_cast<int64_t>(x0)];
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
                        auto tmp18 = static_cast<int64_t>(30521);
                        auto tmp19 = min_propagate_nan(tmp18, tmp17);
                        auto tmp20 = static_cast<int64_t>(-30522);
                        auto tmp21 = max_propagate_nan(tmp20, tmp19);
                        auto tmp22 = 30522L;
                        auto tmp23 = c10::convert<int64_t>(tmp22);
                        auto tmp24 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp21) + static_cast<std::make_unsigned_t<int64_t>>(tmp23));
                        auto tmp25 = tmp21 < 0;
                        auto tmp26 = tmp25 ? tmp24 : tmp21;
                        auto tmp27 = static_cast<int64_t>(0);
                        auto tmp28 = tmp17 >= tmp27;
                        auto tmp29 = static_cast<int64_t>(30522);
                        auto tmp30 = tmp17 < tmp29;
                        auto tmp31 = decltype(tmp28)(tmp28 & tmp30);
                        auto tmp32 = tmp17 != tmp27;
                        auto tmp33 = decltype(tmp31)(tmp31 & tmp32);
                        auto tmp34 = static_cast<float>(0.0);
                        auto tmp35 = at::vec::VecMask<float,1>::from(tmp33);
                        auto tmp36 = at::vec::Vectorized<float>(tmp34);
                        auto tmp37 = decltype(tmp16)::blendv(tmp36, tmp16, tmp35.template cast<float,1>());
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp37 + at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*tmp26))).store(out_ptr2 + static_cast<int64_t>(x1 + 768L*tmp26));
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
                            auto tmp0 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<int64_t>(1);
                            auto tmp2 = min_propagate_nan(tmp1, tmp0);
                            auto tmp3 = static_cast<int64_t>(-2);
                            auto tmp4 = max_propagate_nan(tmp3, tmp2);
                            auto tmp5 = 2L;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                            auto tmp8 = tmp4 < 0;
                            auto tmp9 = tmp8 ? tmp7 : tmp4;
                            auto tmp10 = static_cast<int64_t>(0);
                            auto tmp11 = tmp0 >= tmp10;
                            auto tmp12 = static_cast<int64_t>(2);
                            auto tmp13 = tmp0 < tmp12;
                            auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                            auto tmp15 = static_cast<int64_t>(-1);
                            auto tmp16 = tmp0 != tmp15;
                            auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                            auto tmp19 = static_cast<float>(0.0);
                            auto tmp20 = at::vec::VecMask<float,1>::from(tmp17);
                            auto tmp21 = at::vec::Vectorized<float>(tmp19);
                            auto tmp22 = decltype(tmp18)::blendv(tmp21, tmp18, tmp20.template cast<float,1>());
                            (tmp22 + at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 768L*tmp9))).store(out_ptr5 + static_cast<int64_t>(x2 + 768L*tmp9));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 98304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                {
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
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
                        auto tmp0 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<int64_t>(511);
                        auto tmp2 = min_propagate_nan(tmp1, tmp0);
                        auto tmp3 = static_cast<int64_t>(-512);
                        auto tmp4 = max_propagate_nan(tmp3, tmp2);
                        auto tmp5 = 512L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) + static_cast<std::make_unsigned_t<int64_t>>(tmp6));
                        auto tmp8 = tmp4 < 0;
                        auto tmp9 = tmp8 ? tmp7 : tmp4;
                        auto tmp10 = static_cast<int64_t>(0);
                        auto tmp11 = tmp0 >= tmp10;
                        auto tmp12 = static_cast<int64_t>(512);
                        auto tmp13 = tmp0 < tmp12;
                        auto tmp14 = decltype(tmp11)(tmp11 & tmp13);
                        auto tmp15 = static_cast<int64_t>(-1);
                        auto tmp16 = tmp0 != tmp15;
                        auto tmp17 = decltype(tmp14)(tmp14 & tmp16);
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::VecMask<float,1>::from(tmp17);
                        auto tmp21 = at::vec::Vectorized<float>(tmp19);
                        auto tmp22 = decltype(tmp18)::blendv(tmp21, tmp18, tmp20.template cast<float,1>());
                        (tmp22 + at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1 + 768L*tmp9))).store(out_ptr7 + static_cast<int64_t>(x1 + 768L*tmp9));
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
        primals_1, primals_2, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, gather, mul, gt, view, bmm_default_66, amax_default_11, sum_dim_int_list_22, logical_not_default_23, gt_scalar_11, permute_default_67, permute_default_68, permute_default_69, permute_default_70, view_16, gt_2, mul_9, view_18, addmm_4, view_20, gt_3, mul_16, view_22, where_self_10, gt_scalar_10, permute_default_61, permute_default_62, permute_default_63, permute_default_64, view_38, gt_5, mul_23, view_40, addmm_10, view_42, gt_6, mul_30, view_44, where_self_9, gt_scalar_9, permute_default_55, permute_default_56, permute_default_57, permute_default_58, view_60, gt_8, mul_37, view_62, addmm_16, view_64, gt_9, mul_44, view_66, where_self_8, gt_scalar_8, permute_default_49, permute_default_50, permute_default_51, permute_default_52, view_82, gt_11, mul_51, view_84, addmm_22, view_86, gt_12, mul_58, view_88, where_self_7, gt_scalar_7, permute_default_43, permute_default_44, permute_default_45, permute_default_46, view_104, gt_14, mul_65, view_106, addmm_28, view_108, gt_15, mul_72, view_110, where_self_6, gt_scalar_6, permute_default_37, permute_default_38, permute_default_39, permute_default_40, view_126, gt_17, mul_79, view_128, addmm_34, view_130, gt_18, mul_86, view_132, where_self_5, gt_scalar_5, permute_default_31, permute_default_32, permute_default_33, permute_default_34, view_148, gt_20, mul_93, view_150, addmm_40, view_152, gt_21, mul_100, view_154, where_self_4, gt_scalar_4, permute_default_25, permute_default_26, permute_default_27, permute_default_28, view_170, gt_23, mul_107, view_172, addmm_46, view_174, gt_24, mul_114, view_176, where_self_3, gt_scalar_3, permute_default_19, permute_default_20, permute_default_21, permute_default_22, view_192, gt_26, mul_121, view_194, addmm_52, view_196, gt_27, mul_128, view_198, where_self_2, gt_scalar_2, permute_default_13, permute_default_14, permute_default_15, permute_default_16, view_214, gt_29, mul_135, view_216, addmm_58, view_218, gt_30, mul_142, view_220, where_self_1, gt_scalar_1, permute_default_7, permute_default_8, permute_default_9, permute_default_10, view_236, gt_32, mul_149, view_238, addmm_64, view_240, gt_33, mul_156, view_242, where_self, gt_scalar, permute_default_1, permute_default_2, permute_default_3, permute_default_4, view_258, gt_35, mul_163, view_260, addmm_70, view_262, gt_36, mul_170, select, tanh, div_12, div_13, div_14, div_15, div_16, div_17, div_18, div_19, div_20, div_21, div_22, div_23, div_24, div_25, div_26, div_27, div_28, div_29, div_30, div_31, div_32, div_33, div_34, div_35, div_36, tangents_1, tangents_2 = args
        args.clear()
        buf517 = empty_strided_cpu((2, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((tangents_2, tanh), ((8, 768), (8, 768)), ((768, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((8, 768), (768, 1), torch.float32)
        buf3 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_201, (768, 768), (768, 1), 'input')
        cpp_fused_embedding_dense_backward_expand_sum_tanh_backward_0(tangents_2, tanh, buf517, buf0, buf3)
        del tangents_2
        del tanh
        buf1 = empty_strided_cpu((8, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pooled_output, permute_133, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf0, primals_201, out=buf1)
        del primals_201
        assert_size_stride_grouped((tangents_1, mul_170), ((8, 128, 768), (8, 128, 768)), ((98304, 768, 1), (98304, 768, 1)), 'input')
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf515 = empty_strided_cpu((512, 768), (768, 1), torch.float32)
        assert_size_stride(select, (8, 768), (98304, 1), 'input')
        cpp_fused_add_embedding_dense_backward_native_layer_norm_backward_select_backward_slice_1(tangents_1, buf1, mul_170, buf7, buf8, buf515)
        buf2 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_134, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (768, 8), (1, 768), 0), select, out=buf2)
        del buf0
        del select
        assert_size_stride_grouped((primals_199, div_12, gt_36), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf4 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf5 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf6 = mul_170; del mul_170  # reuse
        buf9 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf12 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_262, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_select_backward_sum_view_2(buf6, tangents_1, buf1, primals_199, div_12, gt_36, buf4, buf5, buf9, buf12)
        del buf1
        del buf4
        del buf5
        del div_12
        del gt_36
        del primals_199
        del tangents_1
        buf11 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_181, mul_182, view_265, permute_138, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (768, 1024), (1, 768), 0), view_262, out=buf11)
        del view_262
        assert_size_stride(primals_197, (768, 3072), (3072, 1), 'input')
        buf10 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_181, mul_182, view_265, hidden_states_93, permute_137, mm_2], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (1024, 768), (768, 1), 0), primals_197, out=buf10)
        del buf9
        del primals_197
        assert_size_stride(addmm_70, (1024, 3072), (3072, 1), 'input')
        buf13 = reinterpret_tensor(buf10, (8, 128, 3072), (393216, 3072, 1), 0); del buf10  # reuse
        buf16 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_195, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf13, addmm_70, buf16)
        del addmm_70
        buf14 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_267, hidden_states_91, hidden_states_92, mul_184, mul_185, mul_186, exp_12, mul_187, mul_188, add_90, mul_189, view_268, permute_141, mm_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (1024, 3072), (3072, 1), 0), primals_195, out=buf14)
        del primals_195
        assert_size_stride(view_260, (1024, 768), (768, 1), 'input')
        buf15 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_267, hidden_states_91, hidden_states_92, mul_184, mul_185, mul_186, exp_12, mul_187, mul_188, add_90, mul_189, view_268, permute_142, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (3072, 1024), (1, 3072), 0), view_260, out=buf15)
        del view_260
        assert_size_stride(mul_163, (8, 128, 768), (98304, 768, 1), 'input')
        buf20 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf21 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_193, div_13, gt_35), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf17 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf18 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf19 = buf6; del buf6  # reuse
        buf22 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride(view_258, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf19, buf14, mul_163, primals_193, div_13, gt_35, buf20, buf21, buf17, buf18, buf22)
        del div_13
        del gt_35
        del mul_163
        del primals_193
        buf24 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_197, mul_198, view_271, permute_146, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (768, 1024), (1, 768), 0), view_258, out=buf24)
        del view_258
        buf25 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_191, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf22, buf25)
        buf23 = buf14; del buf14  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_197, mul_198, view_271, hidden_states_88, permute_145, mm_6], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (1024, 768), (768, 1), 0), primals_191, out=buf23)
        del primals_191
        buf26 = reinterpret_tensor(buf22, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf22  # reuse
        assert_size_stride(permute_default_1, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf23, buf26)
        buf27 = reinterpret_tensor(buf23, (96, 128, 64), (8192, 64, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [view_273, view_274, permute_149, clone_50, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_1, reinterpret_tensor(buf26, (96, 128, 64), (8192, 64, 1), 0), out=buf27)
        del permute_default_1
        assert_size_stride(permute_default_2, (96, 64, 128), (8192, 1, 64), 'input')
        buf28 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_273, view_274, permute_149, clone_50, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf26, (96, 128, 64), (8192, 64, 1), 0), permute_default_2, out=buf28)
        del permute_default_2
        assert_size_stride_grouped((gt_scalar, where_self), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf29 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf30 = where_self; del where_self  # reuse
        assert_size_stride(permute_default_3, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf30, buf28, gt_scalar, buf29)
        del gt_scalar
        buf31 = reinterpret_tensor(buf26, (96, 64, 128), (8192, 128, 1), 0); del buf26  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_3, reinterpret_tensor(buf30, (96, 128, 128), (16384, 128, 1), 0), out=buf31)
        del permute_default_3
        assert_size_stride(permute_default_4, (96, 128, 64), (8192, 64, 1), 'input')
        buf32 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf30, (96, 128, 128), (16384, 128, 1), 0), permute_default_4, out=buf32)
        del buf30
        del permute_default_4
        buf33 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        buf37 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        buf41 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        buf36 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf40 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf44 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_242, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf27, buf31, buf32, buf33, buf37, buf41, buf36, buf40, buf44)
        buf35 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_157, mm_9], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (768, 1024), (1, 768), 0), view_242, out=buf35)
        assert_size_stride(primals_189, (768, 768), (768, 1), 'input')
        buf34 = reinterpret_tensor(buf32, (1024, 768), (768, 1), 0); del buf32  # reuse
        # Topologically Sorted Source Nodes: [linear_68, permute_156, mm_8], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf33, primals_189, out=buf34)
        del primals_189
        buf39 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_162, mm_11], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf37, (768, 1024), (1, 768), 0), view_242, out=buf39)
        buf43 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_167, mm_13], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (768, 1024), (1, 768), 0), view_242, out=buf43)
        del view_242
        assert_size_stride(primals_187, (768, 768), (768, 1), 'input')
        buf38 = buf33; del buf33  # reuse
        # Topologically Sorted Source Nodes: [linear_67, permute_161, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf37, primals_187, out=buf38)
        del primals_187
        assert_size_stride(primals_185, (768, 768), (768, 1), 'input')
        buf42 = buf37; del buf37  # reuse
        # Topologically Sorted Source Nodes: [linear_66, permute_166, mm_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf41, primals_185, out=buf42)
        del primals_185
        assert_size_stride(mul_156, (8, 128, 768), (98304, 768, 1), 'input')
        buf49 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf50 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_183, div_14, gt_33), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf46 = buf18; del buf18  # reuse
        buf47 = buf17; del buf17  # reuse
        buf48 = mul_156; del mul_156  # reuse
        buf51 = reinterpret_tensor(buf41, (8, 128, 768), (98304, 768, 1), 0); del buf41  # reuse
        assert_size_stride(view_240, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf48, buf19, buf34, buf38, buf42, primals_183, div_14, gt_33, buf49, buf50, buf46, buf47, buf51)
        del buf19
        del div_14
        del gt_33
        del primals_183
        buf53 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_210, mul_211, view_293, permute_171, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (768, 1024), (1, 768), 0), view_240, out=buf53)
        del view_240
        buf54 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_181, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf51, buf54)
        buf52 = reinterpret_tensor(buf13, (1024, 3072), (3072, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_210, mul_211, view_293, hidden_states_85, permute_170, mm_14], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf51, (1024, 768), (768, 1), 0), primals_181, out=buf52)
        del primals_181
        assert_size_stride(addmm_64, (1024, 3072), (3072, 1), 'input')
        buf55 = reinterpret_tensor(buf52, (8, 128, 3072), (393216, 3072, 1), 0); del buf52  # reuse
        buf58 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_179, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf55, addmm_64, buf58)
        del addmm_64
        buf56 = reinterpret_tensor(buf51, (1024, 768), (768, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [view_295, hidden_states_83, hidden_states_84, mul_213, mul_214, mul_215, exp_13, mul_216, mul_217, add_96, mul_218, view_296, permute_174, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (1024, 3072), (3072, 1), 0), primals_179, out=buf56)
        del primals_179
        assert_size_stride(view_238, (1024, 768), (768, 1), 'input')
        buf57 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_295, hidden_states_83, hidden_states_84, mul_213, mul_214, mul_215, exp_13, mul_216, mul_217, add_96, mul_218, view_296, permute_175, mm_17], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf55, (3072, 1024), (1, 3072), 0), view_238, out=buf57)
        del view_238
        assert_size_stride(mul_149, (8, 128, 768), (98304, 768, 1), 'input')
        buf62 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf63 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_177, div_15, gt_32), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf59 = buf47; del buf47  # reuse
        buf60 = buf46; del buf46  # reuse
        buf61 = buf48; del buf48  # reuse
        buf64 = reinterpret_tensor(buf42, (8, 128, 768), (98304, 768, 1), 0); del buf42  # reuse
        assert_size_stride(view_236, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf61, buf56, mul_149, primals_177, div_15, gt_32, buf62, buf63, buf59, buf60, buf64)
        del div_15
        del gt_32
        del mul_149
        del primals_177
        buf66 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_226, mul_227, view_299, permute_179, mm_19], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (768, 1024), (1, 768), 0), view_236, out=buf66)
        del view_236
        buf67 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_175, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf64, buf67)
        buf65 = buf56; del buf56  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_226, mul_227, view_299, hidden_states_80, permute_178, mm_18], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (1024, 768), (768, 1), 0), primals_175, out=buf65)
        del primals_175
        buf68 = reinterpret_tensor(buf64, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf64  # reuse
        assert_size_stride(permute_default_7, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf65, buf68)
        buf69 = reinterpret_tensor(buf65, (96, 128, 64), (8192, 64, 1), 0); del buf65  # reuse
        # Topologically Sorted Source Nodes: [view_301, view_302, permute_182, clone_57, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_7, reinterpret_tensor(buf68, (96, 128, 64), (8192, 64, 1), 0), out=buf69)
        del permute_default_7
        assert_size_stride(permute_default_8, (96, 64, 128), (8192, 1, 64), 'input')
        buf70 = buf28; del buf28  # reuse
        # Topologically Sorted Source Nodes: [view_301, view_302, permute_182, clone_57, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf68, (96, 128, 64), (8192, 64, 1), 0), permute_default_8, out=buf70)
        del permute_default_8
        assert_size_stride_grouped((gt_scalar_1, where_self_1), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf71 = buf29; del buf29  # reuse
        buf72 = where_self_1; del where_self_1  # reuse
        assert_size_stride(permute_default_9, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf72, buf70, gt_scalar_1, buf71)
        del gt_scalar_1
        buf73 = reinterpret_tensor(buf68, (96, 64, 128), (8192, 128, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_9, reinterpret_tensor(buf72, (96, 128, 128), (16384, 128, 1), 0), out=buf73)
        del permute_default_9
        assert_size_stride(permute_default_10, (96, 128, 64), (8192, 64, 1), 'input')
        buf74 = reinterpret_tensor(buf38, (96, 128, 64), (8192, 64, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf72, (96, 128, 128), (16384, 128, 1), 0), permute_default_10, out=buf74)
        del buf72
        del permute_default_10
        buf75 = buf34; del buf34  # reuse
        buf79 = reinterpret_tensor(buf31, (1024, 768), (768, 1), 0); del buf31  # reuse
        buf83 = reinterpret_tensor(buf27, (1024, 768), (768, 1), 0); del buf27  # reuse
        buf78 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf82 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf86 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_220, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf69, buf73, buf74, buf75, buf79, buf83, buf78, buf82, buf86)
        buf77 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_190, mm_21], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf75, (768, 1024), (1, 768), 0), view_220, out=buf77)
        assert_size_stride(primals_173, (768, 768), (768, 1), 'input')
        buf76 = reinterpret_tensor(buf74, (1024, 768), (768, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [linear_62, permute_189, mm_20], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf75, primals_173, out=buf76)
        del primals_173
        buf81 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_195, mm_23], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf79, (768, 1024), (1, 768), 0), view_220, out=buf81)
        buf85 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_200, mm_25], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf83, (768, 1024), (1, 768), 0), view_220, out=buf85)
        del view_220
        assert_size_stride(primals_171, (768, 768), (768, 1), 'input')
        buf80 = buf75; del buf75  # reuse
        # Topologically Sorted Source Nodes: [linear_61, permute_194, mm_22], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf79, primals_171, out=buf80)
        del primals_171
        assert_size_stride(primals_169, (768, 768), (768, 1), 'input')
        buf84 = buf79; del buf79  # reuse
        # Topologically Sorted Source Nodes: [linear_60, permute_199, mm_24], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf83, primals_169, out=buf84)
        del primals_169
        assert_size_stride(mul_142, (8, 128, 768), (98304, 768, 1), 'input')
        buf91 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf92 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_167, div_16, gt_30), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf88 = buf60; del buf60  # reuse
        buf89 = buf59; del buf59  # reuse
        buf90 = mul_142; del mul_142  # reuse
        buf93 = reinterpret_tensor(buf83, (8, 128, 768), (98304, 768, 1), 0); del buf83  # reuse
        assert_size_stride(view_218, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf90, buf61, buf76, buf80, buf84, primals_167, div_16, gt_30, buf91, buf92, buf88, buf89, buf93)
        del buf61
        del div_16
        del gt_30
        del primals_167
        buf95 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_239, mul_240, view_321, permute_204, mm_27], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf93, (768, 1024), (1, 768), 0), view_218, out=buf95)
        del view_218
        buf96 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_165, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf93, buf96)
        buf94 = reinterpret_tensor(buf55, (1024, 3072), (3072, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_239, mul_240, view_321, hidden_states_77, permute_203, mm_26], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf93, (1024, 768), (768, 1), 0), primals_165, out=buf94)
        del primals_165
        assert_size_stride(addmm_58, (1024, 3072), (3072, 1), 'input')
        buf97 = reinterpret_tensor(buf94, (8, 128, 3072), (393216, 3072, 1), 0); del buf94  # reuse
        buf100 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_163, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf97, addmm_58, buf100)
        del addmm_58
        buf98 = reinterpret_tensor(buf93, (1024, 768), (768, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [view_323, hidden_states_75, hidden_states_76, mul_242, mul_243, mul_244, exp_14, mul_245, mul_246, add_102, mul_247, view_324, permute_207, mm_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (1024, 3072), (3072, 1), 0), primals_163, out=buf98)
        del primals_163
        assert_size_stride(view_216, (1024, 768), (768, 1), 'input')
        buf99 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_323, hidden_states_75, hidden_states_76, mul_242, mul_243, mul_244, exp_14, mul_245, mul_246, add_102, mul_247, view_324, permute_208, mm_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (3072, 1024), (1, 3072), 0), view_216, out=buf99)
        del view_216
        assert_size_stride(mul_135, (8, 128, 768), (98304, 768, 1), 'input')
        buf104 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf105 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_161, div_17, gt_29), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf101 = buf89; del buf89  # reuse
        buf102 = buf88; del buf88  # reuse
        buf103 = buf90; del buf90  # reuse
        buf106 = reinterpret_tensor(buf84, (8, 128, 768), (98304, 768, 1), 0); del buf84  # reuse
        assert_size_stride(view_214, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf103, buf98, mul_135, primals_161, div_17, gt_29, buf104, buf105, buf101, buf102, buf106)
        del div_17
        del gt_29
        del mul_135
        del primals_161
        buf108 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_255, mul_256, view_327, permute_212, mm_31], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf106, (768, 1024), (1, 768), 0), view_214, out=buf108)
        del view_214
        buf109 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_159, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf106, buf109)
        buf107 = buf98; del buf98  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_255, mul_256, view_327, hidden_states_72, permute_211, mm_30], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf106, (1024, 768), (768, 1), 0), primals_159, out=buf107)
        del primals_159
        buf110 = reinterpret_tensor(buf106, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf106  # reuse
        assert_size_stride(permute_default_13, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf107, buf110)
        buf111 = reinterpret_tensor(buf107, (96, 128, 64), (8192, 64, 1), 0); del buf107  # reuse
        # Topologically Sorted Source Nodes: [view_329, view_330, permute_215, clone_64, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_13, reinterpret_tensor(buf110, (96, 128, 64), (8192, 64, 1), 0), out=buf111)
        del permute_default_13
        assert_size_stride(permute_default_14, (96, 64, 128), (8192, 1, 64), 'input')
        buf112 = buf70; del buf70  # reuse
        # Topologically Sorted Source Nodes: [view_329, view_330, permute_215, clone_64, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf110, (96, 128, 64), (8192, 64, 1), 0), permute_default_14, out=buf112)
        del permute_default_14
        assert_size_stride_grouped((gt_scalar_2, where_self_2), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf113 = buf71; del buf71  # reuse
        buf114 = where_self_2; del where_self_2  # reuse
        assert_size_stride(permute_default_15, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf114, buf112, gt_scalar_2, buf113)
        del gt_scalar_2
        buf115 = reinterpret_tensor(buf110, (96, 64, 128), (8192, 128, 1), 0); del buf110  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_15, reinterpret_tensor(buf114, (96, 128, 128), (16384, 128, 1), 0), out=buf115)
        del permute_default_15
        assert_size_stride(permute_default_16, (96, 128, 64), (8192, 64, 1), 'input')
        buf116 = reinterpret_tensor(buf80, (96, 128, 64), (8192, 64, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf114, (96, 128, 128), (16384, 128, 1), 0), permute_default_16, out=buf116)
        del buf114
        del permute_default_16
        buf117 = buf76; del buf76  # reuse
        buf121 = reinterpret_tensor(buf73, (1024, 768), (768, 1), 0); del buf73  # reuse
        buf125 = reinterpret_tensor(buf69, (1024, 768), (768, 1), 0); del buf69  # reuse
        buf120 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf124 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf128 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_198, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf111, buf115, buf116, buf117, buf121, buf125, buf120, buf124, buf128)
        buf119 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_223, mm_33], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf117, (768, 1024), (1, 768), 0), view_198, out=buf119)
        assert_size_stride(primals_157, (768, 768), (768, 1), 'input')
        buf118 = reinterpret_tensor(buf116, (1024, 768), (768, 1), 0); del buf116  # reuse
        # Topologically Sorted Source Nodes: [linear_56, permute_222, mm_32], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf117, primals_157, out=buf118)
        del primals_157
        buf123 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_228, mm_35], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf121, (768, 1024), (1, 768), 0), view_198, out=buf123)
        buf127 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_233, mm_37], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf125, (768, 1024), (1, 768), 0), view_198, out=buf127)
        del view_198
        assert_size_stride(primals_155, (768, 768), (768, 1), 'input')
        buf122 = buf117; del buf117  # reuse
        # Topologically Sorted Source Nodes: [linear_55, permute_227, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf121, primals_155, out=buf122)
        del primals_155
        assert_size_stride(primals_153, (768, 768), (768, 1), 'input')
        buf126 = buf121; del buf121  # reuse
        # Topologically Sorted Source Nodes: [linear_54, permute_232, mm_36], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf125, primals_153, out=buf126)
        del primals_153
        assert_size_stride(mul_128, (8, 128, 768), (98304, 768, 1), 'input')
        buf133 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf134 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_151, div_18, gt_27), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf130 = buf102; del buf102  # reuse
        buf131 = buf101; del buf101  # reuse
        buf132 = mul_128; del mul_128  # reuse
        buf135 = reinterpret_tensor(buf125, (8, 128, 768), (98304, 768, 1), 0); del buf125  # reuse
        assert_size_stride(view_196, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf132, buf103, buf118, buf122, buf126, primals_151, div_18, gt_27, buf133, buf134, buf130, buf131, buf135)
        del buf103
        del div_18
        del gt_27
        del primals_151
        buf137 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_268, mul_269, view_349, permute_237, mm_39], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf135, (768, 1024), (1, 768), 0), view_196, out=buf137)
        del view_196
        buf138 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_149, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf135, buf138)
        buf136 = reinterpret_tensor(buf97, (1024, 3072), (3072, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_268, mul_269, view_349, hidden_states_69, permute_236, mm_38], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf135, (1024, 768), (768, 1), 0), primals_149, out=buf136)
        del primals_149
        assert_size_stride(addmm_52, (1024, 3072), (3072, 1), 'input')
        buf139 = reinterpret_tensor(buf136, (8, 128, 3072), (393216, 3072, 1), 0); del buf136  # reuse
        buf142 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_147, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf139, addmm_52, buf142)
        del addmm_52
        buf140 = reinterpret_tensor(buf135, (1024, 768), (768, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [view_351, hidden_states_67, hidden_states_68, mul_271, mul_272, mul_273, exp_15, mul_274, mul_275, add_108, mul_276, view_352, permute_240, mm_40], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf139, (1024, 3072), (3072, 1), 0), primals_147, out=buf140)
        del primals_147
        assert_size_stride(view_194, (1024, 768), (768, 1), 'input')
        buf141 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_351, hidden_states_67, hidden_states_68, mul_271, mul_272, mul_273, exp_15, mul_274, mul_275, add_108, mul_276, view_352, permute_241, mm_41], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf139, (3072, 1024), (1, 3072), 0), view_194, out=buf141)
        del view_194
        assert_size_stride(mul_121, (8, 128, 768), (98304, 768, 1), 'input')
        buf146 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf147 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_145, div_19, gt_26), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf143 = buf131; del buf131  # reuse
        buf144 = buf130; del buf130  # reuse
        buf145 = buf132; del buf132  # reuse
        buf148 = reinterpret_tensor(buf126, (8, 128, 768), (98304, 768, 1), 0); del buf126  # reuse
        assert_size_stride(view_192, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf145, buf140, mul_121, primals_145, div_19, gt_26, buf146, buf147, buf143, buf144, buf148)
        del div_19
        del gt_26
        del mul_121
        del primals_145
        buf150 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_284, mul_285, view_355, permute_245, mm_43], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (768, 1024), (1, 768), 0), view_192, out=buf150)
        del view_192
        buf151 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_143, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf148, buf151)
        buf149 = buf140; del buf140  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_284, mul_285, view_355, hidden_states_64, permute_244, mm_42], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (1024, 768), (768, 1), 0), primals_143, out=buf149)
        del primals_143
        buf152 = reinterpret_tensor(buf148, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf148  # reuse
        assert_size_stride(permute_default_19, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf149, buf152)
        buf153 = reinterpret_tensor(buf149, (96, 128, 64), (8192, 64, 1), 0); del buf149  # reuse
        # Topologically Sorted Source Nodes: [view_357, view_358, permute_248, clone_71, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_19, reinterpret_tensor(buf152, (96, 128, 64), (8192, 64, 1), 0), out=buf153)
        del permute_default_19
        assert_size_stride(permute_default_20, (96, 64, 128), (8192, 1, 64), 'input')
        buf154 = buf112; del buf112  # reuse
        # Topologically Sorted Source Nodes: [view_357, view_358, permute_248, clone_71, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf152, (96, 128, 64), (8192, 64, 1), 0), permute_default_20, out=buf154)
        del permute_default_20
        assert_size_stride_grouped((gt_scalar_3, where_self_3), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf155 = buf113; del buf113  # reuse
        buf156 = where_self_3; del where_self_3  # reuse
        assert_size_stride(permute_default_21, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf156, buf154, gt_scalar_3, buf155)
        del gt_scalar_3
        buf157 = reinterpret_tensor(buf152, (96, 64, 128), (8192, 128, 1), 0); del buf152  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_21, reinterpret_tensor(buf156, (96, 128, 128), (16384, 128, 1), 0), out=buf157)
        del permute_default_21
        assert_size_stride(permute_default_22, (96, 128, 64), (8192, 64, 1), 'input')
        buf158 = reinterpret_tensor(buf122, (96, 128, 64), (8192, 64, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf156, (96, 128, 128), (16384, 128, 1), 0), permute_default_22, out=buf158)
        del buf156
        del permute_default_22
        buf159 = buf118; del buf118  # reuse
        buf163 = reinterpret_tensor(buf115, (1024, 768), (768, 1), 0); del buf115  # reuse
        buf167 = reinterpret_tensor(buf111, (1024, 768), (768, 1), 0); del buf111  # reuse
        buf162 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf166 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf170 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_176, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf153, buf157, buf158, buf159, buf163, buf167, buf162, buf166, buf170)
        buf161 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_256, mm_45], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf159, (768, 1024), (1, 768), 0), view_176, out=buf161)
        assert_size_stride(primals_141, (768, 768), (768, 1), 'input')
        buf160 = reinterpret_tensor(buf158, (1024, 768), (768, 1), 0); del buf158  # reuse
        # Topologically Sorted Source Nodes: [linear_50, permute_255, mm_44], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf159, primals_141, out=buf160)
        del primals_141
        buf165 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_261, mm_47], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf163, (768, 1024), (1, 768), 0), view_176, out=buf165)
        buf169 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_266, mm_49], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf167, (768, 1024), (1, 768), 0), view_176, out=buf169)
        del view_176
        assert_size_stride(primals_139, (768, 768), (768, 1), 'input')
        buf164 = buf159; del buf159  # reuse
        # Topologically Sorted Source Nodes: [linear_49, permute_260, mm_46], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf163, primals_139, out=buf164)
        del primals_139
        assert_size_stride(primals_137, (768, 768), (768, 1), 'input')
        buf168 = buf163; del buf163  # reuse
        # Topologically Sorted Source Nodes: [linear_48, permute_265, mm_48], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf167, primals_137, out=buf168)
        del primals_137
        assert_size_stride(mul_114, (8, 128, 768), (98304, 768, 1), 'input')
        buf175 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf176 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_135, div_20, gt_24), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf172 = buf144; del buf144  # reuse
        buf173 = buf143; del buf143  # reuse
        buf174 = mul_114; del mul_114  # reuse
        buf177 = reinterpret_tensor(buf167, (8, 128, 768), (98304, 768, 1), 0); del buf167  # reuse
        assert_size_stride(view_174, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf174, buf145, buf160, buf164, buf168, primals_135, div_20, gt_24, buf175, buf176, buf172, buf173, buf177)
        del buf145
        del div_20
        del gt_24
        del primals_135
        buf179 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_12, mul_297, mul_298, view_377, permute_270, mm_51], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf177, (768, 1024), (1, 768), 0), view_174, out=buf179)
        del view_174
        buf180 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_133, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf177, buf180)
        buf178 = reinterpret_tensor(buf139, (1024, 3072), (3072, 1), 0); del buf139  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_12, mul_297, mul_298, view_377, hidden_states_61, permute_269, mm_50], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf177, (1024, 768), (768, 1), 0), primals_133, out=buf178)
        del primals_133
        assert_size_stride(addmm_46, (1024, 3072), (3072, 1), 'input')
        buf181 = reinterpret_tensor(buf178, (8, 128, 3072), (393216, 3072, 1), 0); del buf178  # reuse
        buf184 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_131, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf181, addmm_46, buf184)
        del addmm_46
        buf182 = reinterpret_tensor(buf177, (1024, 768), (768, 1), 0); del buf177  # reuse
        # Topologically Sorted Source Nodes: [view_379, hidden_states_59, hidden_states_60, mul_300, mul_301, mul_302, exp_16, mul_303, mul_304, add_114, mul_305, view_380, permute_273, mm_52], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (1024, 3072), (3072, 1), 0), primals_131, out=buf182)
        del primals_131
        assert_size_stride(view_172, (1024, 768), (768, 1), 'input')
        buf183 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_379, hidden_states_59, hidden_states_60, mul_300, mul_301, mul_302, exp_16, mul_303, mul_304, add_114, mul_305, view_380, permute_274, mm_53], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (3072, 1024), (1, 3072), 0), view_172, out=buf183)
        del view_172
        assert_size_stride(mul_107, (8, 128, 768), (98304, 768, 1), 'input')
        buf188 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf189 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_129, div_21, gt_23), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf185 = buf173; del buf173  # reuse
        buf186 = buf172; del buf172  # reuse
        buf187 = buf174; del buf174  # reuse
        buf190 = reinterpret_tensor(buf168, (8, 128, 768), (98304, 768, 1), 0); del buf168  # reuse
        assert_size_stride(view_170, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf187, buf182, mul_107, primals_129, div_21, gt_23, buf188, buf189, buf185, buf186, buf190)
        del div_21
        del gt_23
        del mul_107
        del primals_129
        buf192 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_13, mul_313, mul_314, view_383, permute_278, mm_55], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf190, (768, 1024), (1, 768), 0), view_170, out=buf192)
        del view_170
        buf193 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_127, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf190, buf193)
        buf191 = buf182; del buf182  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_13, mul_313, mul_314, view_383, hidden_states_56, permute_277, mm_54], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf190, (1024, 768), (768, 1), 0), primals_127, out=buf191)
        del primals_127
        buf194 = reinterpret_tensor(buf190, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf190  # reuse
        assert_size_stride(permute_default_25, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf191, buf194)
        buf195 = reinterpret_tensor(buf191, (96, 128, 64), (8192, 64, 1), 0); del buf191  # reuse
        # Topologically Sorted Source Nodes: [view_385, view_386, permute_281, clone_78, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_25, reinterpret_tensor(buf194, (96, 128, 64), (8192, 64, 1), 0), out=buf195)
        del permute_default_25
        assert_size_stride(permute_default_26, (96, 64, 128), (8192, 1, 64), 'input')
        buf196 = buf154; del buf154  # reuse
        # Topologically Sorted Source Nodes: [view_385, view_386, permute_281, clone_78, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf194, (96, 128, 64), (8192, 64, 1), 0), permute_default_26, out=buf196)
        del permute_default_26
        assert_size_stride_grouped((gt_scalar_4, where_self_4), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf197 = buf155; del buf155  # reuse
        buf198 = where_self_4; del where_self_4  # reuse
        assert_size_stride(permute_default_27, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf198, buf196, gt_scalar_4, buf197)
        del gt_scalar_4
        buf199 = reinterpret_tensor(buf194, (96, 64, 128), (8192, 128, 1), 0); del buf194  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_27, reinterpret_tensor(buf198, (96, 128, 128), (16384, 128, 1), 0), out=buf199)
        del permute_default_27
        assert_size_stride(permute_default_28, (96, 128, 64), (8192, 64, 1), 'input')
        buf200 = reinterpret_tensor(buf164, (96, 128, 64), (8192, 64, 1), 0); del buf164  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf198, (96, 128, 128), (16384, 128, 1), 0), permute_default_28, out=buf200)
        del buf198
        del permute_default_28
        buf201 = buf160; del buf160  # reuse
        buf205 = reinterpret_tensor(buf157, (1024, 768), (768, 1), 0); del buf157  # reuse
        buf209 = reinterpret_tensor(buf153, (1024, 768), (768, 1), 0); del buf153  # reuse
        buf204 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf208 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf212 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_154, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf195, buf199, buf200, buf201, buf205, buf209, buf204, buf208, buf212)
        buf203 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_289, mm_57], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf201, (768, 1024), (1, 768), 0), view_154, out=buf203)
        assert_size_stride(primals_125, (768, 768), (768, 1), 'input')
        buf202 = reinterpret_tensor(buf200, (1024, 768), (768, 1), 0); del buf200  # reuse
        # Topologically Sorted Source Nodes: [linear_44, permute_288, mm_56], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf201, primals_125, out=buf202)
        del primals_125
        buf207 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_294, mm_59], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf205, (768, 1024), (1, 768), 0), view_154, out=buf207)
        buf211 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_299, mm_61], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf209, (768, 1024), (1, 768), 0), view_154, out=buf211)
        del view_154
        assert_size_stride(primals_123, (768, 768), (768, 1), 'input')
        buf206 = buf201; del buf201  # reuse
        # Topologically Sorted Source Nodes: [linear_43, permute_293, mm_58], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf205, primals_123, out=buf206)
        del primals_123
        assert_size_stride(primals_121, (768, 768), (768, 1), 'input')
        buf210 = buf205; del buf205  # reuse
        # Topologically Sorted Source Nodes: [linear_42, permute_298, mm_60], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf209, primals_121, out=buf210)
        del primals_121
        assert_size_stride(mul_100, (8, 128, 768), (98304, 768, 1), 'input')
        buf217 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf218 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_119, div_22, gt_21), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf214 = buf186; del buf186  # reuse
        buf215 = buf185; del buf185  # reuse
        buf216 = mul_100; del mul_100  # reuse
        buf219 = reinterpret_tensor(buf209, (8, 128, 768), (98304, 768, 1), 0); del buf209  # reuse
        assert_size_stride(view_152, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf216, buf187, buf202, buf206, buf210, primals_119, div_22, gt_21, buf217, buf218, buf214, buf215, buf219)
        del buf187
        del div_22
        del gt_21
        del primals_119
        buf221 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_15, mul_326, mul_327, view_405, permute_303, mm_63], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf219, (768, 1024), (1, 768), 0), view_152, out=buf221)
        del view_152
        buf222 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_117, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf219, buf222)
        buf220 = reinterpret_tensor(buf181, (1024, 3072), (3072, 1), 0); del buf181  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_15, mul_326, mul_327, view_405, hidden_states_53, permute_302, mm_62], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf219, (1024, 768), (768, 1), 0), primals_117, out=buf220)
        del primals_117
        assert_size_stride(addmm_40, (1024, 3072), (3072, 1), 'input')
        buf223 = reinterpret_tensor(buf220, (8, 128, 3072), (393216, 3072, 1), 0); del buf220  # reuse
        buf226 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_115, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf223, addmm_40, buf226)
        del addmm_40
        buf224 = reinterpret_tensor(buf219, (1024, 768), (768, 1), 0); del buf219  # reuse
        # Topologically Sorted Source Nodes: [view_407, hidden_states_51, hidden_states_52, mul_329, mul_330, mul_331, exp_17, mul_332, mul_333, add_120, mul_334, view_408, permute_306, mm_64], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf223, (1024, 3072), (3072, 1), 0), primals_115, out=buf224)
        del primals_115
        assert_size_stride(view_150, (1024, 768), (768, 1), 'input')
        buf225 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_407, hidden_states_51, hidden_states_52, mul_329, mul_330, mul_331, exp_17, mul_332, mul_333, add_120, mul_334, view_408, permute_307, mm_65], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf223, (3072, 1024), (1, 3072), 0), view_150, out=buf225)
        del view_150
        assert_size_stride(mul_93, (8, 128, 768), (98304, 768, 1), 'input')
        buf230 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf231 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_113, div_23, gt_20), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf227 = buf215; del buf215  # reuse
        buf228 = buf214; del buf214  # reuse
        buf229 = buf216; del buf216  # reuse
        buf232 = reinterpret_tensor(buf210, (8, 128, 768), (98304, 768, 1), 0); del buf210  # reuse
        assert_size_stride(view_148, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf229, buf224, mul_93, primals_113, div_23, gt_20, buf230, buf231, buf227, buf228, buf232)
        del div_23
        del gt_20
        del mul_93
        del primals_113
        buf234 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_16, mul_342, mul_343, view_411, permute_311, mm_67], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf232, (768, 1024), (1, 768), 0), view_148, out=buf234)
        del view_148
        buf235 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_111, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf232, buf235)
        buf233 = buf224; del buf224  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_16, mul_342, mul_343, view_411, hidden_states_48, permute_310, mm_66], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf232, (1024, 768), (768, 1), 0), primals_111, out=buf233)
        del primals_111
        buf236 = reinterpret_tensor(buf232, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf232  # reuse
        assert_size_stride(permute_default_31, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf233, buf236)
        buf237 = reinterpret_tensor(buf233, (96, 128, 64), (8192, 64, 1), 0); del buf233  # reuse
        # Topologically Sorted Source Nodes: [view_413, view_414, permute_314, clone_85, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_31, reinterpret_tensor(buf236, (96, 128, 64), (8192, 64, 1), 0), out=buf237)
        del permute_default_31
        assert_size_stride(permute_default_32, (96, 64, 128), (8192, 1, 64), 'input')
        buf238 = buf196; del buf196  # reuse
        # Topologically Sorted Source Nodes: [view_413, view_414, permute_314, clone_85, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf236, (96, 128, 64), (8192, 64, 1), 0), permute_default_32, out=buf238)
        del permute_default_32
        assert_size_stride_grouped((gt_scalar_5, where_self_5), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf239 = buf197; del buf197  # reuse
        buf240 = where_self_5; del where_self_5  # reuse
        assert_size_stride(permute_default_33, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf240, buf238, gt_scalar_5, buf239)
        del gt_scalar_5
        buf241 = reinterpret_tensor(buf236, (96, 64, 128), (8192, 128, 1), 0); del buf236  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_33, reinterpret_tensor(buf240, (96, 128, 128), (16384, 128, 1), 0), out=buf241)
        del permute_default_33
        assert_size_stride(permute_default_34, (96, 128, 64), (8192, 64, 1), 'input')
        buf242 = reinterpret_tensor(buf206, (96, 128, 64), (8192, 64, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf240, (96, 128, 128), (16384, 128, 1), 0), permute_default_34, out=buf242)
        del buf240
        del permute_default_34
        buf243 = buf202; del buf202  # reuse
        buf247 = reinterpret_tensor(buf199, (1024, 768), (768, 1), 0); del buf199  # reuse
        buf251 = reinterpret_tensor(buf195, (1024, 768), (768, 1), 0); del buf195  # reuse
        buf246 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf250 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf254 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_132, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf237, buf241, buf242, buf243, buf247, buf251, buf246, buf250, buf254)
        buf245 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_322, mm_69], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf243, (768, 1024), (1, 768), 0), view_132, out=buf245)
        assert_size_stride(primals_109, (768, 768), (768, 1), 'input')
        buf244 = reinterpret_tensor(buf242, (1024, 768), (768, 1), 0); del buf242  # reuse
        # Topologically Sorted Source Nodes: [linear_38, permute_321, mm_68], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf243, primals_109, out=buf244)
        del primals_109
        buf249 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_327, mm_71], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf247, (768, 1024), (1, 768), 0), view_132, out=buf249)
        buf253 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_332, mm_73], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf251, (768, 1024), (1, 768), 0), view_132, out=buf253)
        del view_132
        assert_size_stride(primals_107, (768, 768), (768, 1), 'input')
        buf248 = buf243; del buf243  # reuse
        # Topologically Sorted Source Nodes: [linear_37, permute_326, mm_70], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf247, primals_107, out=buf248)
        del primals_107
        assert_size_stride(primals_105, (768, 768), (768, 1), 'input')
        buf252 = buf247; del buf247  # reuse
        # Topologically Sorted Source Nodes: [linear_36, permute_331, mm_72], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf251, primals_105, out=buf252)
        del primals_105
        assert_size_stride(mul_86, (8, 128, 768), (98304, 768, 1), 'input')
        buf259 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf260 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_103, div_24, gt_18), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf256 = buf228; del buf228  # reuse
        buf257 = buf227; del buf227  # reuse
        buf258 = mul_86; del mul_86  # reuse
        buf261 = reinterpret_tensor(buf251, (8, 128, 768), (98304, 768, 1), 0); del buf251  # reuse
        assert_size_stride(view_130, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf258, buf229, buf244, buf248, buf252, primals_103, div_24, gt_18, buf259, buf260, buf256, buf257, buf261)
        del buf229
        del div_24
        del gt_18
        del primals_103
        buf263 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_18, mul_355, mul_356, view_433, permute_336, mm_75], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf261, (768, 1024), (1, 768), 0), view_130, out=buf263)
        del view_130
        buf264 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_101, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf261, buf264)
        buf262 = reinterpret_tensor(buf223, (1024, 3072), (3072, 1), 0); del buf223  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_18, mul_355, mul_356, view_433, hidden_states_45, permute_335, mm_74], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf261, (1024, 768), (768, 1), 0), primals_101, out=buf262)
        del primals_101
        assert_size_stride(addmm_34, (1024, 3072), (3072, 1), 'input')
        buf265 = reinterpret_tensor(buf262, (8, 128, 3072), (393216, 3072, 1), 0); del buf262  # reuse
        buf268 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_99, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf265, addmm_34, buf268)
        del addmm_34
        buf266 = reinterpret_tensor(buf261, (1024, 768), (768, 1), 0); del buf261  # reuse
        # Topologically Sorted Source Nodes: [view_435, hidden_states_43, hidden_states_44, mul_358, mul_359, mul_360, exp_18, mul_361, mul_362, add_126, mul_363, view_436, permute_339, mm_76], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf265, (1024, 3072), (3072, 1), 0), primals_99, out=buf266)
        del primals_99
        assert_size_stride(view_128, (1024, 768), (768, 1), 'input')
        buf267 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_435, hidden_states_43, hidden_states_44, mul_358, mul_359, mul_360, exp_18, mul_361, mul_362, add_126, mul_363, view_436, permute_340, mm_77], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf265, (3072, 1024), (1, 3072), 0), view_128, out=buf267)
        del view_128
        assert_size_stride(mul_79, (8, 128, 768), (98304, 768, 1), 'input')
        buf272 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf273 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_97, div_25, gt_17), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf269 = buf257; del buf257  # reuse
        buf270 = buf256; del buf256  # reuse
        buf271 = buf258; del buf258  # reuse
        buf274 = reinterpret_tensor(buf252, (8, 128, 768), (98304, 768, 1), 0); del buf252  # reuse
        assert_size_stride(view_126, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf271, buf266, mul_79, primals_97, div_25, gt_17, buf272, buf273, buf269, buf270, buf274)
        del div_25
        del gt_17
        del mul_79
        del primals_97
        buf276 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_19, mul_371, mul_372, view_439, permute_344, mm_79], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf274, (768, 1024), (1, 768), 0), view_126, out=buf276)
        del view_126
        buf277 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_95, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf274, buf277)
        buf275 = buf266; del buf266  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_19, mul_371, mul_372, view_439, hidden_states_40, permute_343, mm_78], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf274, (1024, 768), (768, 1), 0), primals_95, out=buf275)
        del primals_95
        buf278 = reinterpret_tensor(buf274, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf274  # reuse
        assert_size_stride(permute_default_37, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf275, buf278)
        buf279 = reinterpret_tensor(buf275, (96, 128, 64), (8192, 64, 1), 0); del buf275  # reuse
        # Topologically Sorted Source Nodes: [view_441, view_442, permute_347, clone_92, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_37, reinterpret_tensor(buf278, (96, 128, 64), (8192, 64, 1), 0), out=buf279)
        del permute_default_37
        assert_size_stride(permute_default_38, (96, 64, 128), (8192, 1, 64), 'input')
        buf280 = buf238; del buf238  # reuse
        # Topologically Sorted Source Nodes: [view_441, view_442, permute_347, clone_92, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf278, (96, 128, 64), (8192, 64, 1), 0), permute_default_38, out=buf280)
        del permute_default_38
        assert_size_stride_grouped((gt_scalar_6, where_self_6), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf281 = buf239; del buf239  # reuse
        buf282 = where_self_6; del where_self_6  # reuse
        assert_size_stride(permute_default_39, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf282, buf280, gt_scalar_6, buf281)
        del gt_scalar_6
        buf283 = reinterpret_tensor(buf278, (96, 64, 128), (8192, 128, 1), 0); del buf278  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_39, reinterpret_tensor(buf282, (96, 128, 128), (16384, 128, 1), 0), out=buf283)
        del permute_default_39
        assert_size_stride(permute_default_40, (96, 128, 64), (8192, 64, 1), 'input')
        buf284 = reinterpret_tensor(buf248, (96, 128, 64), (8192, 64, 1), 0); del buf248  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf282, (96, 128, 128), (16384, 128, 1), 0), permute_default_40, out=buf284)
        del buf282
        del permute_default_40
        buf285 = buf244; del buf244  # reuse
        buf289 = reinterpret_tensor(buf241, (1024, 768), (768, 1), 0); del buf241  # reuse
        buf293 = reinterpret_tensor(buf237, (1024, 768), (768, 1), 0); del buf237  # reuse
        buf288 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf292 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf296 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_110, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf279, buf283, buf284, buf285, buf289, buf293, buf288, buf292, buf296)
        buf287 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_355, mm_81], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf285, (768, 1024), (1, 768), 0), view_110, out=buf287)
        assert_size_stride(primals_93, (768, 768), (768, 1), 'input')
        buf286 = reinterpret_tensor(buf284, (1024, 768), (768, 1), 0); del buf284  # reuse
        # Topologically Sorted Source Nodes: [linear_32, permute_354, mm_80], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf285, primals_93, out=buf286)
        del primals_93
        buf291 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_360, mm_83], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf289, (768, 1024), (1, 768), 0), view_110, out=buf291)
        buf295 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_365, mm_85], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf293, (768, 1024), (1, 768), 0), view_110, out=buf295)
        del view_110
        assert_size_stride(primals_91, (768, 768), (768, 1), 'input')
        buf290 = buf285; del buf285  # reuse
        # Topologically Sorted Source Nodes: [linear_31, permute_359, mm_82], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf289, primals_91, out=buf290)
        del primals_91
        assert_size_stride(primals_89, (768, 768), (768, 1), 'input')
        buf294 = buf289; del buf289  # reuse
        # Topologically Sorted Source Nodes: [linear_30, permute_364, mm_84], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf293, primals_89, out=buf294)
        del primals_89
        assert_size_stride(mul_72, (8, 128, 768), (98304, 768, 1), 'input')
        buf301 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf302 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_87, div_26, gt_15), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf298 = buf270; del buf270  # reuse
        buf299 = buf269; del buf269  # reuse
        buf300 = mul_72; del mul_72  # reuse
        buf303 = reinterpret_tensor(buf293, (8, 128, 768), (98304, 768, 1), 0); del buf293  # reuse
        assert_size_stride(view_108, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf300, buf271, buf286, buf290, buf294, primals_87, div_26, gt_15, buf301, buf302, buf298, buf299, buf303)
        del buf271
        del div_26
        del gt_15
        del primals_87
        buf305 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_21, mul_384, mul_385, view_461, permute_369, mm_87], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf303, (768, 1024), (1, 768), 0), view_108, out=buf305)
        del view_108
        buf306 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_85, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf303, buf306)
        buf304 = reinterpret_tensor(buf265, (1024, 3072), (3072, 1), 0); del buf265  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_21, mul_384, mul_385, view_461, hidden_states_37, permute_368, mm_86], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf303, (1024, 768), (768, 1), 0), primals_85, out=buf304)
        del primals_85
        assert_size_stride(addmm_28, (1024, 3072), (3072, 1), 'input')
        buf307 = reinterpret_tensor(buf304, (8, 128, 3072), (393216, 3072, 1), 0); del buf304  # reuse
        buf310 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_83, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf307, addmm_28, buf310)
        del addmm_28
        buf308 = reinterpret_tensor(buf303, (1024, 768), (768, 1), 0); del buf303  # reuse
        # Topologically Sorted Source Nodes: [view_463, hidden_states_35, hidden_states_36, mul_387, mul_388, mul_389, exp_19, mul_390, mul_391, add_132, mul_392, view_464, permute_372, mm_88], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf307, (1024, 3072), (3072, 1), 0), primals_83, out=buf308)
        del primals_83
        assert_size_stride(view_106, (1024, 768), (768, 1), 'input')
        buf309 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_463, hidden_states_35, hidden_states_36, mul_387, mul_388, mul_389, exp_19, mul_390, mul_391, add_132, mul_392, view_464, permute_373, mm_89], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf307, (3072, 1024), (1, 3072), 0), view_106, out=buf309)
        del view_106
        assert_size_stride(mul_65, (8, 128, 768), (98304, 768, 1), 'input')
        buf314 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf315 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_81, div_27, gt_14), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf311 = buf299; del buf299  # reuse
        buf312 = buf298; del buf298  # reuse
        buf313 = buf300; del buf300  # reuse
        buf316 = reinterpret_tensor(buf294, (8, 128, 768), (98304, 768, 1), 0); del buf294  # reuse
        assert_size_stride(view_104, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf313, buf308, mul_65, primals_81, div_27, gt_14, buf314, buf315, buf311, buf312, buf316)
        del div_27
        del gt_14
        del mul_65
        del primals_81
        buf318 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_22, mul_400, mul_401, view_467, permute_377, mm_91], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf316, (768, 1024), (1, 768), 0), view_104, out=buf318)
        del view_104
        buf319 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_79, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf316, buf319)
        buf317 = buf308; del buf308  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_22, mul_400, mul_401, view_467, hidden_states_32, permute_376, mm_90], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf316, (1024, 768), (768, 1), 0), primals_79, out=buf317)
        del primals_79
        buf320 = reinterpret_tensor(buf316, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf316  # reuse
        assert_size_stride(permute_default_43, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf317, buf320)
        buf321 = reinterpret_tensor(buf317, (96, 128, 64), (8192, 64, 1), 0); del buf317  # reuse
        # Topologically Sorted Source Nodes: [view_469, view_470, permute_380, clone_99, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_43, reinterpret_tensor(buf320, (96, 128, 64), (8192, 64, 1), 0), out=buf321)
        del permute_default_43
        assert_size_stride(permute_default_44, (96, 64, 128), (8192, 1, 64), 'input')
        buf322 = buf280; del buf280  # reuse
        # Topologically Sorted Source Nodes: [view_469, view_470, permute_380, clone_99, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf320, (96, 128, 64), (8192, 64, 1), 0), permute_default_44, out=buf322)
        del permute_default_44
        assert_size_stride_grouped((gt_scalar_7, where_self_7), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf323 = buf281; del buf281  # reuse
        buf324 = where_self_7; del where_self_7  # reuse
        assert_size_stride(permute_default_45, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf324, buf322, gt_scalar_7, buf323)
        del gt_scalar_7
        buf325 = reinterpret_tensor(buf320, (96, 64, 128), (8192, 128, 1), 0); del buf320  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_45, reinterpret_tensor(buf324, (96, 128, 128), (16384, 128, 1), 0), out=buf325)
        del permute_default_45
        assert_size_stride(permute_default_46, (96, 128, 64), (8192, 64, 1), 'input')
        buf326 = reinterpret_tensor(buf290, (96, 128, 64), (8192, 64, 1), 0); del buf290  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf324, (96, 128, 128), (16384, 128, 1), 0), permute_default_46, out=buf326)
        del buf324
        del permute_default_46
        buf327 = buf286; del buf286  # reuse
        buf331 = reinterpret_tensor(buf283, (1024, 768), (768, 1), 0); del buf283  # reuse
        buf335 = reinterpret_tensor(buf279, (1024, 768), (768, 1), 0); del buf279  # reuse
        buf330 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf334 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf338 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_88, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf321, buf325, buf326, buf327, buf331, buf335, buf330, buf334, buf338)
        buf329 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_388, mm_93], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf327, (768, 1024), (1, 768), 0), view_88, out=buf329)
        assert_size_stride(primals_77, (768, 768), (768, 1), 'input')
        buf328 = reinterpret_tensor(buf326, (1024, 768), (768, 1), 0); del buf326  # reuse
        # Topologically Sorted Source Nodes: [linear_26, permute_387, mm_92], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf327, primals_77, out=buf328)
        del primals_77
        buf333 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_393, mm_95], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf331, (768, 1024), (1, 768), 0), view_88, out=buf333)
        buf337 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_398, mm_97], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf335, (768, 1024), (1, 768), 0), view_88, out=buf337)
        del view_88
        assert_size_stride(primals_75, (768, 768), (768, 1), 'input')
        buf332 = buf327; del buf327  # reuse
        # Topologically Sorted Source Nodes: [linear_25, permute_392, mm_94], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf331, primals_75, out=buf332)
        del primals_75
        assert_size_stride(primals_73, (768, 768), (768, 1), 'input')
        buf336 = buf331; del buf331  # reuse
        # Topologically Sorted Source Nodes: [linear_24, permute_397, mm_96], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf335, primals_73, out=buf336)
        del primals_73
        assert_size_stride(mul_58, (8, 128, 768), (98304, 768, 1), 'input')
        buf343 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf344 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_71, div_28, gt_12), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf340 = buf312; del buf312  # reuse
        buf341 = buf311; del buf311  # reuse
        buf342 = mul_58; del mul_58  # reuse
        buf345 = reinterpret_tensor(buf335, (8, 128, 768), (98304, 768, 1), 0); del buf335  # reuse
        assert_size_stride(view_86, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf342, buf313, buf328, buf332, buf336, primals_71, div_28, gt_12, buf343, buf344, buf340, buf341, buf345)
        del buf313
        del div_28
        del gt_12
        del primals_71
        buf347 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_24, mul_413, mul_414, view_489, permute_402, mm_99], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf345, (768, 1024), (1, 768), 0), view_86, out=buf347)
        del view_86
        buf348 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_69, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf345, buf348)
        buf346 = reinterpret_tensor(buf307, (1024, 3072), (3072, 1), 0); del buf307  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_24, mul_413, mul_414, view_489, hidden_states_29, permute_401, mm_98], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf345, (1024, 768), (768, 1), 0), primals_69, out=buf346)
        del primals_69
        assert_size_stride(addmm_22, (1024, 3072), (3072, 1), 'input')
        buf349 = reinterpret_tensor(buf346, (8, 128, 3072), (393216, 3072, 1), 0); del buf346  # reuse
        buf352 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_67, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf349, addmm_22, buf352)
        del addmm_22
        buf350 = reinterpret_tensor(buf345, (1024, 768), (768, 1), 0); del buf345  # reuse
        # Topologically Sorted Source Nodes: [view_491, hidden_states_27, hidden_states_28, mul_416, mul_417, mul_418, exp_20, mul_419, mul_420, add_138, mul_421, view_492, permute_405, mm_100], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf349, (1024, 3072), (3072, 1), 0), primals_67, out=buf350)
        del primals_67
        assert_size_stride(view_84, (1024, 768), (768, 1), 'input')
        buf351 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_491, hidden_states_27, hidden_states_28, mul_416, mul_417, mul_418, exp_20, mul_419, mul_420, add_138, mul_421, view_492, permute_406, mm_101], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf349, (3072, 1024), (1, 3072), 0), view_84, out=buf351)
        del view_84
        assert_size_stride(mul_51, (8, 128, 768), (98304, 768, 1), 'input')
        buf356 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf357 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_65, div_29, gt_11), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf353 = buf341; del buf341  # reuse
        buf354 = buf340; del buf340  # reuse
        buf355 = buf342; del buf342  # reuse
        buf358 = reinterpret_tensor(buf336, (8, 128, 768), (98304, 768, 1), 0); del buf336  # reuse
        assert_size_stride(view_82, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf355, buf350, mul_51, primals_65, div_29, gt_11, buf356, buf357, buf353, buf354, buf358)
        del div_29
        del gt_11
        del mul_51
        del primals_65
        buf360 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_25, mul_429, mul_430, view_495, permute_410, mm_103], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf358, (768, 1024), (1, 768), 0), view_82, out=buf360)
        del view_82
        buf361 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_63, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf358, buf361)
        buf359 = buf350; del buf350  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_25, mul_429, mul_430, view_495, hidden_states_24, permute_409, mm_102], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf358, (1024, 768), (768, 1), 0), primals_63, out=buf359)
        del primals_63
        buf362 = reinterpret_tensor(buf358, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf358  # reuse
        assert_size_stride(permute_default_49, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf359, buf362)
        buf363 = reinterpret_tensor(buf359, (96, 128, 64), (8192, 64, 1), 0); del buf359  # reuse
        # Topologically Sorted Source Nodes: [view_497, view_498, permute_413, clone_106, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_49, reinterpret_tensor(buf362, (96, 128, 64), (8192, 64, 1), 0), out=buf363)
        del permute_default_49
        assert_size_stride(permute_default_50, (96, 64, 128), (8192, 1, 64), 'input')
        buf364 = buf322; del buf322  # reuse
        # Topologically Sorted Source Nodes: [view_497, view_498, permute_413, clone_106, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf362, (96, 128, 64), (8192, 64, 1), 0), permute_default_50, out=buf364)
        del permute_default_50
        assert_size_stride_grouped((gt_scalar_8, where_self_8), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf365 = buf323; del buf323  # reuse
        buf366 = where_self_8; del where_self_8  # reuse
        assert_size_stride(permute_default_51, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf366, buf364, gt_scalar_8, buf365)
        del gt_scalar_8
        buf367 = reinterpret_tensor(buf362, (96, 64, 128), (8192, 128, 1), 0); del buf362  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_51, reinterpret_tensor(buf366, (96, 128, 128), (16384, 128, 1), 0), out=buf367)
        del permute_default_51
        assert_size_stride(permute_default_52, (96, 128, 64), (8192, 64, 1), 'input')
        buf368 = reinterpret_tensor(buf332, (96, 128, 64), (8192, 64, 1), 0); del buf332  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf366, (96, 128, 128), (16384, 128, 1), 0), permute_default_52, out=buf368)
        del buf366
        del permute_default_52
        buf369 = buf328; del buf328  # reuse
        buf373 = reinterpret_tensor(buf325, (1024, 768), (768, 1), 0); del buf325  # reuse
        buf377 = reinterpret_tensor(buf321, (1024, 768), (768, 1), 0); del buf321  # reuse
        buf372 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf376 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf380 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_66, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf363, buf367, buf368, buf369, buf373, buf377, buf372, buf376, buf380)
        buf371 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_421, mm_105], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf369, (768, 1024), (1, 768), 0), view_66, out=buf371)
        assert_size_stride(primals_61, (768, 768), (768, 1), 'input')
        buf370 = reinterpret_tensor(buf368, (1024, 768), (768, 1), 0); del buf368  # reuse
        # Topologically Sorted Source Nodes: [linear_20, permute_420, mm_104], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf369, primals_61, out=buf370)
        del primals_61
        buf375 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_426, mm_107], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf373, (768, 1024), (1, 768), 0), view_66, out=buf375)
        buf379 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_431, mm_109], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf377, (768, 1024), (1, 768), 0), view_66, out=buf379)
        del view_66
        assert_size_stride(primals_59, (768, 768), (768, 1), 'input')
        buf374 = buf369; del buf369  # reuse
        # Topologically Sorted Source Nodes: [linear_19, permute_425, mm_106], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf373, primals_59, out=buf374)
        del primals_59
        assert_size_stride(primals_57, (768, 768), (768, 1), 'input')
        buf378 = buf373; del buf373  # reuse
        # Topologically Sorted Source Nodes: [linear_18, permute_430, mm_108], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf377, primals_57, out=buf378)
        del primals_57
        assert_size_stride(mul_44, (8, 128, 768), (98304, 768, 1), 'input')
        buf385 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf386 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_55, div_30, gt_9), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf382 = buf354; del buf354  # reuse
        buf383 = buf353; del buf353  # reuse
        buf384 = mul_44; del mul_44  # reuse
        buf387 = reinterpret_tensor(buf377, (8, 128, 768), (98304, 768, 1), 0); del buf377  # reuse
        assert_size_stride(view_64, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf384, buf355, buf370, buf374, buf378, primals_55, div_30, gt_9, buf385, buf386, buf382, buf383, buf387)
        del buf355
        del div_30
        del gt_9
        del primals_55
        buf389 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_27, mul_442, mul_443, view_517, permute_435, mm_111], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf387, (768, 1024), (1, 768), 0), view_64, out=buf389)
        del view_64
        buf390 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_53, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf387, buf390)
        buf388 = reinterpret_tensor(buf349, (1024, 3072), (3072, 1), 0); del buf349  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_27, mul_442, mul_443, view_517, hidden_states_21, permute_434, mm_110], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf387, (1024, 768), (768, 1), 0), primals_53, out=buf388)
        del primals_53
        assert_size_stride(addmm_16, (1024, 3072), (3072, 1), 'input')
        buf391 = reinterpret_tensor(buf388, (8, 128, 3072), (393216, 3072, 1), 0); del buf388  # reuse
        buf394 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf391, addmm_16, buf394)
        del addmm_16
        buf392 = reinterpret_tensor(buf387, (1024, 768), (768, 1), 0); del buf387  # reuse
        # Topologically Sorted Source Nodes: [view_519, hidden_states_19, hidden_states_20, mul_445, mul_446, mul_447, exp_21, mul_448, mul_449, add_144, mul_450, view_520, permute_438, mm_112], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf391, (1024, 3072), (3072, 1), 0), primals_51, out=buf392)
        del primals_51
        assert_size_stride(view_62, (1024, 768), (768, 1), 'input')
        buf393 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_519, hidden_states_19, hidden_states_20, mul_445, mul_446, mul_447, exp_21, mul_448, mul_449, add_144, mul_450, view_520, permute_439, mm_113], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf391, (3072, 1024), (1, 3072), 0), view_62, out=buf393)
        del view_62
        assert_size_stride(mul_37, (8, 128, 768), (98304, 768, 1), 'input')
        buf398 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf399 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_49, div_31, gt_8), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf395 = buf383; del buf383  # reuse
        buf396 = buf382; del buf382  # reuse
        buf397 = buf384; del buf384  # reuse
        buf400 = reinterpret_tensor(buf378, (8, 128, 768), (98304, 768, 1), 0); del buf378  # reuse
        assert_size_stride(view_60, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf397, buf392, mul_37, primals_49, div_31, gt_8, buf398, buf399, buf395, buf396, buf400)
        del div_31
        del gt_8
        del mul_37
        del primals_49
        buf402 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_28, mul_458, mul_459, view_523, permute_443, mm_115], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf400, (768, 1024), (1, 768), 0), view_60, out=buf402)
        del view_60
        buf403 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_47, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf400, buf403)
        buf401 = buf392; del buf392  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_28, mul_458, mul_459, view_523, hidden_states_16, permute_442, mm_114], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf400, (1024, 768), (768, 1), 0), primals_47, out=buf401)
        del primals_47
        buf404 = reinterpret_tensor(buf400, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf400  # reuse
        assert_size_stride(permute_default_55, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf401, buf404)
        buf405 = reinterpret_tensor(buf401, (96, 128, 64), (8192, 64, 1), 0); del buf401  # reuse
        # Topologically Sorted Source Nodes: [view_525, view_526, permute_446, clone_113, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_55, reinterpret_tensor(buf404, (96, 128, 64), (8192, 64, 1), 0), out=buf405)
        del permute_default_55
        assert_size_stride(permute_default_56, (96, 64, 128), (8192, 1, 64), 'input')
        buf406 = buf364; del buf364  # reuse
        # Topologically Sorted Source Nodes: [view_525, view_526, permute_446, clone_113, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf404, (96, 128, 64), (8192, 64, 1), 0), permute_default_56, out=buf406)
        del permute_default_56
        assert_size_stride_grouped((gt_scalar_9, where_self_9), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf407 = buf365; del buf365  # reuse
        buf408 = where_self_9; del where_self_9  # reuse
        assert_size_stride(permute_default_57, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf408, buf406, gt_scalar_9, buf407)
        del gt_scalar_9
        buf409 = reinterpret_tensor(buf404, (96, 64, 128), (8192, 128, 1), 0); del buf404  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_57, reinterpret_tensor(buf408, (96, 128, 128), (16384, 128, 1), 0), out=buf409)
        del permute_default_57
        assert_size_stride(permute_default_58, (96, 128, 64), (8192, 64, 1), 'input')
        buf410 = reinterpret_tensor(buf374, (96, 128, 64), (8192, 64, 1), 0); del buf374  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf408, (96, 128, 128), (16384, 128, 1), 0), permute_default_58, out=buf410)
        del buf408
        del permute_default_58
        buf411 = buf370; del buf370  # reuse
        buf415 = reinterpret_tensor(buf367, (1024, 768), (768, 1), 0); del buf367  # reuse
        buf419 = reinterpret_tensor(buf363, (1024, 768), (768, 1), 0); del buf363  # reuse
        buf414 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf418 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf422 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_44, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf405, buf409, buf410, buf411, buf415, buf419, buf414, buf418, buf422)
        buf413 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_454, mm_117], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf411, (768, 1024), (1, 768), 0), view_44, out=buf413)
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        buf412 = reinterpret_tensor(buf410, (1024, 768), (768, 1), 0); del buf410  # reuse
        # Topologically Sorted Source Nodes: [linear_14, permute_453, mm_116], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf411, primals_45, out=buf412)
        del primals_45
        buf417 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_459, mm_119], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf415, (768, 1024), (1, 768), 0), view_44, out=buf417)
        buf421 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_464, mm_121], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf419, (768, 1024), (1, 768), 0), view_44, out=buf421)
        del view_44
        assert_size_stride(primals_43, (768, 768), (768, 1), 'input')
        buf416 = buf411; del buf411  # reuse
        # Topologically Sorted Source Nodes: [linear_13, permute_458, mm_118], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf415, primals_43, out=buf416)
        del primals_43
        assert_size_stride(primals_41, (768, 768), (768, 1), 'input')
        buf420 = buf415; del buf415  # reuse
        # Topologically Sorted Source Nodes: [linear_12, permute_463, mm_120], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf419, primals_41, out=buf420)
        del primals_41
        assert_size_stride(mul_30, (8, 128, 768), (98304, 768, 1), 'input')
        buf427 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf428 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_39, div_32, gt_6), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf424 = buf396; del buf396  # reuse
        buf425 = buf395; del buf395  # reuse
        buf426 = mul_30; del mul_30  # reuse
        buf429 = reinterpret_tensor(buf419, (8, 128, 768), (98304, 768, 1), 0); del buf419  # reuse
        assert_size_stride(view_42, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf426, buf397, buf412, buf416, buf420, primals_39, div_32, gt_6, buf427, buf428, buf424, buf425, buf429)
        del buf397
        del div_32
        del gt_6
        del primals_39
        buf431 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_30, mul_471, mul_472, view_545, permute_468, mm_123], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf429, (768, 1024), (1, 768), 0), view_42, out=buf431)
        del view_42
        buf432 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf429, buf432)
        buf430 = reinterpret_tensor(buf391, (1024, 3072), (3072, 1), 0); del buf391  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_30, mul_471, mul_472, view_545, hidden_states_13, permute_467, mm_122], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf429, (1024, 768), (768, 1), 0), primals_37, out=buf430)
        del primals_37
        assert_size_stride(addmm_10, (1024, 3072), (3072, 1), 'input')
        buf433 = reinterpret_tensor(buf430, (8, 128, 3072), (393216, 3072, 1), 0); del buf430  # reuse
        buf436 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_35, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf433, addmm_10, buf436)
        del addmm_10
        buf434 = reinterpret_tensor(buf429, (1024, 768), (768, 1), 0); del buf429  # reuse
        # Topologically Sorted Source Nodes: [view_547, hidden_states_11, hidden_states_12, mul_474, mul_475, mul_476, exp_22, mul_477, mul_478, add_150, mul_479, view_548, permute_471, mm_124], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf433, (1024, 3072), (3072, 1), 0), primals_35, out=buf434)
        del primals_35
        assert_size_stride(view_40, (1024, 768), (768, 1), 'input')
        buf435 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_547, hidden_states_11, hidden_states_12, mul_474, mul_475, mul_476, exp_22, mul_477, mul_478, add_150, mul_479, view_548, permute_472, mm_125], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf433, (3072, 1024), (1, 3072), 0), view_40, out=buf435)
        del view_40
        assert_size_stride(mul_23, (8, 128, 768), (98304, 768, 1), 'input')
        buf440 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf441 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_33, div_33, gt_5), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf437 = buf425; del buf425  # reuse
        buf438 = buf424; del buf424  # reuse
        buf439 = buf426; del buf426  # reuse
        buf442 = reinterpret_tensor(buf420, (8, 128, 768), (98304, 768, 1), 0); del buf420  # reuse
        assert_size_stride(view_38, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf439, buf434, mul_23, primals_33, div_33, gt_5, buf440, buf441, buf437, buf438, buf442)
        del div_33
        del gt_5
        del mul_23
        del primals_33
        buf444 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_31, mul_487, mul_488, view_551, permute_476, mm_127], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf442, (768, 1024), (1, 768), 0), view_38, out=buf444)
        del view_38
        buf445 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_31, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf442, buf445)
        buf443 = buf434; del buf434  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_31, mul_487, mul_488, view_551, hidden_states_8, permute_475, mm_126], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf442, (1024, 768), (768, 1), 0), primals_31, out=buf443)
        del primals_31
        buf446 = reinterpret_tensor(buf442, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf442  # reuse
        assert_size_stride(permute_default_61, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf443, buf446)
        buf447 = reinterpret_tensor(buf443, (96, 128, 64), (8192, 64, 1), 0); del buf443  # reuse
        # Topologically Sorted Source Nodes: [view_553, view_554, permute_479, clone_120, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_61, reinterpret_tensor(buf446, (96, 128, 64), (8192, 64, 1), 0), out=buf447)
        del permute_default_61
        assert_size_stride(permute_default_62, (96, 64, 128), (8192, 1, 64), 'input')
        buf448 = buf406; del buf406  # reuse
        # Topologically Sorted Source Nodes: [view_553, view_554, permute_479, clone_120, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf446, (96, 128, 64), (8192, 64, 1), 0), permute_default_62, out=buf448)
        del permute_default_62
        assert_size_stride_grouped((gt_scalar_10, where_self_10), ((8, 12, 128, 128), (8, 12, 128, 128)), ((196608, 16384, 128, 1), (196608, 16384, 128, 1)), 'input')
        buf449 = buf407; del buf407  # reuse
        buf450 = where_self_10; del where_self_10  # reuse
        assert_size_stride(permute_default_63, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_7(buf450, buf448, gt_scalar_10, buf449)
        del gt_scalar_10
        buf451 = reinterpret_tensor(buf446, (96, 64, 128), (8192, 128, 1), 0); del buf446  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_63, reinterpret_tensor(buf450, (96, 128, 128), (16384, 128, 1), 0), out=buf451)
        del permute_default_63
        assert_size_stride(permute_default_64, (96, 128, 64), (8192, 64, 1), 'input')
        buf452 = reinterpret_tensor(buf416, (96, 128, 64), (8192, 64, 1), 0); del buf416  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf450, (96, 128, 128), (16384, 128, 1), 0), permute_default_64, out=buf452)
        del buf450
        del permute_default_64
        buf453 = buf412; del buf412  # reuse
        buf457 = reinterpret_tensor(buf409, (1024, 768), (768, 1), 0); del buf409  # reuse
        buf461 = reinterpret_tensor(buf405, (1024, 768), (768, 1), 0); del buf405  # reuse
        buf456 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf460 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf464 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view_22, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf447, buf451, buf452, buf453, buf457, buf461, buf456, buf460, buf464)
        buf455 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_487, mm_129], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf453, (768, 1024), (1, 768), 0), view_22, out=buf455)
        assert_size_stride(primals_29, (768, 768), (768, 1), 'input')
        buf454 = reinterpret_tensor(buf452, (1024, 768), (768, 1), 0); del buf452  # reuse
        # Topologically Sorted Source Nodes: [linear_8, permute_486, mm_128], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf453, primals_29, out=buf454)
        del primals_29
        buf459 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_492, mm_131], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf457, (768, 1024), (1, 768), 0), view_22, out=buf459)
        buf463 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_497, mm_133], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf461, (768, 1024), (1, 768), 0), view_22, out=buf463)
        del view_22
        assert_size_stride(primals_27, (768, 768), (768, 1), 'input')
        buf458 = buf453; del buf453  # reuse
        # Topologically Sorted Source Nodes: [linear_7, permute_491, mm_130], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf457, primals_27, out=buf458)
        del primals_27
        assert_size_stride(primals_25, (768, 768), (768, 1), 'input')
        buf462 = buf457; del buf457  # reuse
        # Topologically Sorted Source Nodes: [linear_6, permute_496, mm_132], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf461, primals_25, out=buf462)
        del primals_25
        assert_size_stride(mul_16, (8, 128, 768), (98304, 768, 1), 'input')
        buf469 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf470 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_23, div_34, gt_3), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf466 = buf438; del buf438  # reuse
        buf467 = buf437; del buf437  # reuse
        buf468 = mul_16; del mul_16  # reuse
        buf471 = reinterpret_tensor(buf461, (8, 128, 768), (98304, 768, 1), 0); del buf461  # reuse
        assert_size_stride(view_20, (1024, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_9(buf468, buf439, buf454, buf458, buf462, primals_23, div_34, gt_3, buf469, buf470, buf466, buf467, buf471)
        del buf439
        del div_34
        del gt_3
        del primals_23
        buf473 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_33, mul_500, mul_501, view_573, permute_501, mm_135], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf471, (768, 1024), (1, 768), 0), view_20, out=buf473)
        del view_20
        buf474 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_21, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf471, buf474)
        buf472 = reinterpret_tensor(buf433, (1024, 3072), (3072, 1), 0); del buf433  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_33, mul_500, mul_501, view_573, hidden_states_5, permute_500, mm_134], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf471, (1024, 768), (768, 1), 0), primals_21, out=buf472)
        del primals_21
        assert_size_stride(addmm_4, (1024, 3072), (3072, 1), 'input')
        buf475 = reinterpret_tensor(buf472, (8, 128, 3072), (393216, 3072, 1), 0); del buf472  # reuse
        buf478 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_19, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_3(buf475, addmm_4, buf478)
        del addmm_4
        buf476 = reinterpret_tensor(buf471, (1024, 768), (768, 1), 0); del buf471  # reuse
        # Topologically Sorted Source Nodes: [view_575, hidden_states_3, hidden_states_4, mul_503, mul_504, mul_505, exp_23, mul_506, mul_507, add_156, mul_508, view_576, permute_504, mm_136], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf475, (1024, 3072), (3072, 1), 0), primals_19, out=buf476)
        del primals_19
        assert_size_stride(view_18, (1024, 768), (768, 1), 'input')
        buf477 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_575, hidden_states_3, hidden_states_4, mul_503, mul_504, mul_505, exp_23, mul_506, mul_507, add_156, mul_508, view_576, permute_505, mm_137], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf475, (3072, 1024), (1, 3072), 0), view_18, out=buf477)
        del buf475
        del view_18
        assert_size_stride(mul_9, (8, 128, 768), (98304, 768, 1), 'input')
        buf482 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf483 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_17, div_35, gt_2), ((768, ), (8, 128, 1), (8, 128, 768)), ((1, ), (128, 1, 1), (98304, 768, 1)), 'input')
        buf479 = buf467; del buf467  # reuse
        buf480 = buf466; del buf466  # reuse
        buf481 = buf468; del buf468  # reuse
        buf484 = reinterpret_tensor(buf462, (8, 128, 768), (98304, 768, 1), 0); del buf462  # reuse
        assert_size_stride(view_16, (1024, 768), (768, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_view_4(buf481, buf476, mul_9, primals_17, div_35, gt_2, buf482, buf483, buf479, buf480, buf484)
        del div_35
        del gt_2
        del mul_9
        del primals_17
        buf486 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_34, mul_516, mul_517, view_579, permute_509, mm_139], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf484, (768, 1024), (1, 768), 0), view_16, out=buf486)
        del view_16
        buf487 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_15, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_backward_sum_view_5(buf484, buf487)
        buf485 = buf476; del buf476  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_34, mul_516, mul_517, view_579, hidden_states, permute_508, mm_138], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf484, (1024, 768), (768, 1), 0), primals_15, out=buf485)
        del primals_15
        buf488 = reinterpret_tensor(buf484, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf484  # reuse
        assert_size_stride(permute_default_67, (96, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_clone_transpose_view_6(buf485, buf488)
        buf489 = reinterpret_tensor(buf485, (96, 128, 64), (8192, 64, 1), 0); del buf485  # reuse
        # Topologically Sorted Source Nodes: [view_581, view_582, permute_512, clone_127, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(permute_default_67, reinterpret_tensor(buf488, (96, 128, 64), (8192, 64, 1), 0), out=buf489)
        del permute_default_67
        assert_size_stride(permute_default_68, (96, 64, 128), (8192, 1, 64), 'input')
        buf490 = buf448; del buf448  # reuse
        # Topologically Sorted Source Nodes: [view_581, view_582, permute_512, clone_127, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf488, (96, 128, 64), (8192, 64, 1), 0), permute_default_68, out=buf490)
        del permute_default_68
        assert_size_stride_grouped((logical_not_default_23, bmm_default_66, amax_default_11, sum_dim_int_list_22, gt_scalar_11), ((8, 12, 128, 1), (96, 128, 128), (8, 12, 128, 1), (8, 12, 128, 1), (8, 12, 128, 128)), ((1536, 128, 1, 1), (16384, 128, 1), (1536, 128, 1, 1), (1536, 128, 1, 1), (196608, 16384, 128, 1)), 'input')
        buf492 = buf449; del buf449  # reuse
        buf493 = reinterpret_tensor(buf490, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf490  # reuse
        assert_size_stride(permute_default_69, (96, 64, 128), (8192, 1, 64), 'input')
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_backward_view_10(buf493, logical_not_default_23, bmm_default_66, amax_default_11, sum_dim_int_list_22, gt_scalar_11, buf492)
        del amax_default_11
        del bmm_default_66
        del buf492
        del gt_scalar_11
        del logical_not_default_23
        del sum_dim_int_list_22
        buf494 = reinterpret_tensor(buf488, (96, 64, 128), (8192, 128, 1), 0); del buf488  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_69, reinterpret_tensor(buf493, (96, 128, 128), (16384, 128, 1), 0), out=buf494)
        del permute_default_69
        assert_size_stride(permute_default_70, (96, 128, 64), (8192, 64, 1), 'input')
        buf495 = reinterpret_tensor(buf458, (96, 128, 64), (8192, 64, 1), 0); del buf458  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf493, (96, 128, 128), (16384, 128, 1), 0), permute_default_70, out=buf495)
        del buf493
        del permute_default_70
        buf496 = buf454; del buf454  # reuse
        buf500 = reinterpret_tensor(buf451, (1024, 768), (768, 1), 0); del buf451  # reuse
        buf504 = reinterpret_tensor(buf447, (1024, 768), (768, 1), 0); del buf447  # reuse
        buf499 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf503 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf507 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(view, (1024, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_8(buf489, buf494, buf495, buf496, buf500, buf504, buf499, buf503, buf507)
        del buf489
        del buf494
        buf498 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_520, mm_141], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf496, (768, 1024), (1, 768), 0), view, out=buf498)
        assert_size_stride(primals_13, (768, 768), (768, 1), 'input')
        buf497 = reinterpret_tensor(buf495, (1024, 768), (768, 1), 0); del buf495  # reuse
        # Topologically Sorted Source Nodes: [linear_2, permute_519, mm_140], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf496, primals_13, out=buf497)
        del primals_13
        buf502 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_525, mm_143], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf500, (768, 1024), (1, 768), 0), view, out=buf502)
        buf506 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_530, mm_145], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf504, (768, 1024), (1, 768), 0), view, out=buf506)
        del view
        assert_size_stride(primals_11, (768, 768), (768, 1), 'input')
        buf501 = buf496; del buf496  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_524, mm_142], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf500, primals_11, out=buf501)
        del primals_11
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        buf505 = buf500; del buf500  # reuse
        # Topologically Sorted Source Nodes: [linear, permute_529, mm_144], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf504, primals_9, out=buf505)
        del buf504
        del primals_9
        assert_size_stride(gt, (8, 128, 768), (98304, 768, 1), 'input')
        buf508 = buf481; del buf481  # reuse
        assert_size_stride(mul, (8, 128, 768), (98304, 768, 1), 'input')
        buf512 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf513 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf519 = empty_strided_cpu((30522, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_7, div_36, primals_1), ((768, ), (8, 128, 1), (8, 128)), ((1, ), (128, 1, 1), (128, 1)), 'input')
        buf509 = buf480; del buf480  # reuse
        buf510 = buf479; del buf479  # reuse
        buf511 = buf508; del buf508  # reuse
        assert_size_stride(gather, (1, 128), (128, 1), 'input')
        buf514 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride(primals_2, (1, 512), (512, 1), 'input')
        cpp_fused_add_embedding_dense_backward_expand_native_dropout_backward_native_layer_norm_backward_slice_sum_view_11(buf511, buf497, buf501, buf505, gt, mul, primals_7, div_36, primals_1, gather, primals_2, buf512, buf513, buf519, buf509, buf510, buf517, buf514, buf515)
        del buf497
        del buf501
        del buf505
        del buf509
        del buf510
        del buf511
        del buf514
        del div_36
        del gather
        del gt
        del mul
        del primals_1
        del primals_2
        del primals_7
        return (None, None, None, buf519, buf517, buf515, buf512, buf513, buf506, reinterpret_tensor(buf507, (768, ), (1, ), 0), buf502, reinterpret_tensor(buf503, (768, ), (1, ), 0), buf498, reinterpret_tensor(buf499, (768, ), (1, ), 0), buf486, reinterpret_tensor(buf487, (768, ), (1, ), 0), buf482, buf483, buf477, reinterpret_tensor(buf478, (3072, ), (1, ), 0), buf473, reinterpret_tensor(buf474, (768, ), (1, ), 0), buf469, buf470, buf463, reinterpret_tensor(buf464, (768, ), (1, ), 0), buf459, reinterpret_tensor(buf460, (768, ), (1, ), 0), buf455, reinterpret_tensor(buf456, (768, ), (1, ), 0), buf444, reinterpret_tensor(buf445, (768, ), (1, ), 0), buf440, buf441, buf435, reinterpret_tensor(buf436, (3072, ), (1, ), 0), buf431, reinterpret_tensor(buf432, (768, ), (1, ), 0), buf427, buf428, buf421, reinterpret_tensor(buf422, (768, ), (1, ), 0), buf417, reinterpret_tensor(buf418, (768, ), (1, ), 0), buf413, reinterpret_tensor(buf414, (768, ), (1, ), 0), buf402, reinterpret_tensor(buf403, (768, ), (1, ), 0), buf398, buf399, buf393, reinterpret_tensor(buf394, (3072, ), (1, ), 0), buf389, reinterpret_tensor(buf390, (768, ), (1, ), 0), buf385, buf386, buf379, reinterpret_tensor(buf380, (768, ), (1, ), 0), buf375, reinterpret_tensor(buf376, (768, ), (1, ), 0), buf371, reinterpret_tensor(buf372, (768, ), (1, ), 0), buf360, reinterpret_tensor(buf361, (768, ), (1, ), 0), buf356, buf357, buf351, reinterpret_tensor(buf352, (3072, ), (1, ), 0), buf347, reinterpret_tensor(buf348, (768, ), (1, ), 0), buf343, buf344, buf337, reinterpret_tensor(buf338, (768, ), (1, ), 0), buf333, reinterpret_tensor(buf334, (768, ), (1, ), 0), buf329, reinterpret_tensor(buf330, (768, ), (1, ), 0), buf318, reinterpret_tensor(buf319, (768, ), (1, ), 0), buf314, buf315, buf309, reinterpret_tensor(buf310, (3072, ), (1, ), 0), buf305, reinterpret_tensor(buf306, (768, ), (1, ), 0), buf301, buf302, buf295, reinterpret_tensor(buf296, (768, ), (1, ), 0), buf291, reinterpret_tensor(buf292, (768, ), (1, ), 0), buf287, reinterpret_tensor(buf288, (768, ), (1, ), 0), buf276, reinterpret_tensor(buf277, (768, ), (1, ), 0), buf272, buf273, buf267, reinterpret_tensor(buf268, (3072, ), (1, ), 0), buf263, reinterpret_tensor(buf264, (768, ), (1, ), 0), buf259, buf260, buf253, reinterpret_tensor(buf254, (768, ), (1, ), 0), buf249, reinterpret_tensor(buf250, (768, ), (1, ), 0), buf245, reinterpret_tensor(buf246, (768, ), (1, ), 0), buf234, reinterpret_tensor(buf235, (768, ), (1, ), 0), buf230, buf231, buf225, reinterpret_tensor(buf226, (3072, ), (1, ), 0), buf221, reinterpret_tensor(buf222, (768, ), (1, ), 0), buf217, buf218, buf211, reinterpret_tensor(buf212, (768, ), (1, ), 0), buf207, reinterpret_tensor(buf208, (768, ), (1, ), 0), buf203, reinterpret_tensor(buf204, (768, ), (1, ), 0), buf192, reinterpret_tensor(buf193, (768, ), (1, ), 0), buf188, buf189, buf183, reinterpret_tensor(buf184, (3072, ), (1, ), 0), buf179, reinterpret_tensor(buf180, (768, ), (1, ), 0), buf175, buf176, buf169, reinterpret_tensor(buf170, (768, ), (1, ), 0), buf165, reinterpret_tensor(buf166, (768, ), (1, ), 0), buf161, reinterpret_tensor(buf162, (768, ), (1, ), 0), buf150, reinterpret_tensor(buf151, (768, ), (1, ), 0), buf146, buf147, buf141, reinterpret_tensor(buf142, (3072, ), (1, ), 0), buf137, reinterpret_tensor(buf138, (768, ), (1, ), 0), buf133, buf134, buf127, reinterpret_tensor(buf128, (768, ), (1, ), 0), buf123, reinterpret_tensor(buf124, (768, ), (1, ), 0), buf119, reinterpret_tensor(buf120, (768, ), (1, ), 0), buf108, reinterpret_tensor(buf109, (768, ), (1, ), 0), buf104, buf105, buf99, reinterpret_tensor(buf100, (3072, ), (1, ), 0), buf95, reinterpret_tensor(buf96, (768, ), (1, ), 0), buf91, buf92, buf85, reinterpret_tensor(buf86, (768, ), (1, ), 0), buf81, reinterpret_tensor(buf82, (768, ), (1, ), 0), buf77, reinterpret_tensor(buf78, (768, ), (1, ), 0), buf66, reinterpret_tensor(buf67, (768, ), (1, ), 0), buf62, buf63, buf57, reinterpret_tensor(buf58, (3072, ), (1, ), 0), buf53, reinterpret_tensor(buf54, (768, ), (1, ), 0), buf49, buf50, buf43, reinterpret_tensor(buf44, (768, ), (1, ), 0), buf39, reinterpret_tensor(buf40, (768, ), (1, ), 0), buf35, reinterpret_tensor(buf36, (768, ), (1, ), 0), buf24, reinterpret_tensor(buf25, (768, ), (1, ), 0), buf20, buf21, buf15, reinterpret_tensor(buf16, (3072, ), (1, ), 0), buf11, reinterpret_tensor(buf12, (768, ), (1, ), 0), buf7, buf8, buf2, reinterpret_tensor(buf3, (768, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    primals_7 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_155 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_161 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_163 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_165 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_167 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_171 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_173 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_177 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_179 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_183 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_185 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_187 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_189 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_195 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_199 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_201 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    gather = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    mul = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    gt = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    view = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    bmm_default_66 = rand_strided((96, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    amax_default_11 = rand_strided((8, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_dim_int_list_22 = rand_strided((8, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.float32)
    logical_not_default_23 = rand_strided((8, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.bool)
    gt_scalar_11 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_67 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_68 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_69 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_70 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_2 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_9 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_18 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_20 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_3 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_16 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_22 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_10 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_10 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_61 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_62 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_63 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_64 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_38 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_5 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_23 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_40 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_42 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_6 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_30 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_44 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_9 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_9 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_55 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_56 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_57 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_58 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_60 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_8 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_37 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_62 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_64 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_9 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_44 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_66 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_8 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_8 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_49 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_50 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_51 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_52 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_82 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_11 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_51 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_84 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_86 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_12 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_58 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_88 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_7 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_7 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_43 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_44 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_45 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_46 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_104 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_14 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_65 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_106 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_28 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_108 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_15 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_72 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_110 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_6 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_6 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_37 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_38 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_39 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_40 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_126 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_17 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_79 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_128 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_34 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_130 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_18 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_86 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_132 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_5 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_5 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_31 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_32 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_33 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_34 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_148 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_20 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_93 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_150 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_40 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_152 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_21 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_100 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_154 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_4 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_4 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_25 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_26 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_27 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_28 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_170 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_23 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_107 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_172 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_46 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_174 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_24 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_114 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_176 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_3 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_3 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_19 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_20 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_21 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_22 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_192 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_26 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_121 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_194 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_52 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_196 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_27 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_128 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_198 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_2 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_2 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_13 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_14 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_15 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_16 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_214 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_29 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_135 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_216 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_58 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_218 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_30 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_142 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_220 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_1 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_1 = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_7 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_8 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_9 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_10 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_236 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_32 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_149 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_238 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_64 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_240 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_33 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_156 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_242 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar = rand_strided((8, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_1 = rand_strided((96, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_2 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_3 = rand_strided((96, 64, 128), (8192, 1, 64), device='cpu', dtype=torch.float32)
    permute_default_4 = rand_strided((96, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    view_258 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    gt_35 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_163 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    view_260 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_70 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_262 = rand_strided((1024, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    gt_36 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.bool)
    mul_170 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    select = rand_strided((8, 768), (98304, 1), device='cpu', dtype=torch.float32)
    tanh = rand_strided((8, 768), (768, 1), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_13 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_14 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_15 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_16 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_17 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_18 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_19 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_20 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_21 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_22 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_23 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_24 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_25 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_26 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_27 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_28 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_29 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_30 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_31 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_32 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_33 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_34 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_35 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_36 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((8, 768), (768, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, primals_75, primals_77, primals_79, primals_81, primals_83, primals_85, primals_87, primals_89, primals_91, primals_93, primals_95, primals_97, primals_99, primals_101, primals_103, primals_105, primals_107, primals_109, primals_111, primals_113, primals_115, primals_117, primals_119, primals_121, primals_123, primals_125, primals_127, primals_129, primals_131, primals_133, primals_135, primals_137, primals_139, primals_141, primals_143, primals_145, primals_147, primals_149, primals_151, primals_153, primals_155, primals_157, primals_159, primals_161, primals_163, primals_165, primals_167, primals_169, primals_171, primals_173, primals_175, primals_177, primals_179, primals_181, primals_183, primals_185, primals_187, primals_189, primals_191, primals_193, primals_195, primals_197, primals_199, primals_201, gather, mul, gt, view, bmm_default_66, amax_default_11, sum_dim_int_list_22, logical_not_default_23, gt_scalar_11, permute_default_67, permute_default_68, permute_default_69, permute_default_70, view_16, gt_2, mul_9, view_18, addmm_4, view_20, gt_3, mul_16, view_22, where_self_10, gt_scalar_10, permute_default_61, permute_default_62, permute_default_63, permute_default_64, view_38, gt_5, mul_23, view_40, addmm_10, view_42, gt_6, mul_30, view_44, where_self_9, gt_scalar_9, permute_default_55, permute_default_56, permute_default_57, permute_default_58, view_60, gt_8, mul_37, view_62, addmm_16, view_64, gt_9, mul_44, view_66, where_self_8, gt_scalar_8, permute_default_49, permute_default_50, permute_default_51, permute_default_52, view_82, gt_11, mul_51, view_84, addmm_22, view_86, gt_12, mul_58, view_88, where_self_7, gt_scalar_7, permute_default_43, permute_default_44, permute_default_45, permute_default_46, view_104, gt_14, mul_65, view_106, addmm_28, view_108, gt_15, mul_72, view_110, where_self_6, gt_scalar_6, permute_default_37, permute_default_38, permute_default_39, permute_default_40, view_126, gt_17, mul_79, view_128, addmm_34, view_130, gt_18, mul_86, view_132, where_self_5, gt_scalar_5, permute_default_31, permute_default_32, permute_default_33, permute_default_34, view_148, gt_20, mul_93, view_150, addmm_40, view_152, gt_21, mul_100, view_154, where_self_4, gt_scalar_4, permute_default_25, permute_default_26, permute_default_27, permute_default_28, view_170, gt_23, mul_107, view_172, addmm_46, view_174, gt_24, mul_114, view_176, where_self_3, gt_scalar_3, permute_default_19, permute_default_20, permute_default_21, permute_default_22, view_192, gt_26, mul_121, view_194, addmm_52, view_196, gt_27, mul_128, view_198, where_self_2, gt_scalar_2, permute_default_13, permute_default_14, permute_default_15, permute_default_16, view_214, gt_29, mul_135, view_216, addmm_58, view_218, gt_30, mul_142, view_220, where_self_1, gt_scalar_1, permute_default_7, permute_default_8, permute_default_9, permute_default_10, view_236, gt_32, mul_149, view_238, addmm_64, view_240, gt_33, mul_156, view_242, where_self, gt_scalar, permute_default_1, permute_default_2, permute_default_3, permute_default_4, view_258, gt_35, mul_163, view_260, addmm_70, view_262, gt_36, mul_170, select, tanh, div_12, div_13, div_14, div_15, div_16, div_17, div_18, div_19, div_20, div_21, div_22, div_23, div_24, div_25, div_26, div_27, div_28, div_29, div_30, div_31, div_32, div_33, div_34, div_35, div_36, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('bert_base_s128b8.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
