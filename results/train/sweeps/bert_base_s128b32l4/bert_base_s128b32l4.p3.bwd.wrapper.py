# AOT ID: ['20_backward']
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


cpp_fused_tanh_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp1 * tmp1;
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp2;
                    auto tmp6 = tmp0 * tmp5;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_select_backward_sum_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp14 = in_ptr5[static_cast<int64_t>(x1 + 128L*x0)];
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
                                auto tmp15 = at::vec::Vectorized<float>(tmp14);
                                auto tmp16 = tmp13 * tmp15;
                                auto tmp17 = tmp12 * tmp16;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr5[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp24 = out_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = static_cast<float>(768.0);
                            auto tmp2 = tmp0 / tmp1;
                            auto tmp4 = x1;
                            auto tmp5 = c10::convert<int32_t>(tmp4);
                            auto tmp6 = static_cast<int32_t>(0);
                            auto tmp7 = tmp5 == tmp6;
                            auto tmp9 = static_cast<float>(0.0);
                            auto tmp10 = at::vec::VecMask<float,1>::from(tmp7);
                            auto tmp11 = at::vec::Vectorized<float>(tmp9);
                            auto tmp12 = decltype(tmp8)::blendv(tmp11, tmp8, tmp10.template cast<float,1>());
                            auto tmp13 = tmp3 + tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp16 = at::vec::Vectorized<float>(tmp1);
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = at::vec::Vectorized<float>(tmp0);
                            auto tmp23 = tmp21 * tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp20 - tmp26;
                            auto tmp28 = at::vec::Vectorized<float>(tmp2);
                            auto tmp29 = tmp28 * tmp27;
                            tmp29.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2 + 98304L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x2 + 98304L*x1), static_cast<int64_t>(8));
                                auto tmp12 = in_ptr5[static_cast<int64_t>(x2 + 128L*x1)];
                                auto tmp1 = x2;
                                auto tmp2 = c10::convert<int32_t>(tmp1);
                                auto tmp3 = static_cast<int32_t>(0);
                                auto tmp4 = tmp2 == tmp3;
                                auto tmp6 = static_cast<float>(0.0);
                                auto tmp7 = at::vec::VecMask<float,1>::from(tmp4);
                                auto tmp8 = at::vec::Vectorized<float>(tmp6);
                                auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, tmp7.template cast<float,1>());
                                auto tmp10 = tmp0 + tmp9;
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp11 * tmp13;
                                auto tmp15 = tmp10 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                                tmp_acc1_vec = tmp_acc1_vec + tmp10;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_native_dropout_native_dropout_backward_sum_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12582912L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12582912L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(768.0);
                            auto tmp11 = tmp9 / tmp10;
                            auto tmp12 = static_cast<float>(1e-12);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp4 * tmp16;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp17;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp23 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp26 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-12);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = tmp9 / tmp5;
                        auto tmp19 = tmp17 + tmp18;
                        auto tmp20 = tmp19 * tmp12;
                        auto tmp21 = at::vec::Vectorized<float>(tmp5);
                        auto tmp22 = tmp20 * tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 - tmp24;
                        auto tmp27 = at::vec::Vectorized<float>(tmp26);
                        auto tmp28 = tmp11 * tmp27;
                        auto tmp29 = tmp25 - tmp28;
                        auto tmp30 = at::vec::Vectorized<float>(tmp16);
                        auto tmp31 = tmp30 * tmp29;
                        tmp15.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp31.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(768.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-12);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp6 * tmp13;
                            auto tmp15 = tmp2 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
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


cpp_fused_native_dropout_native_dropout_backward_6 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(11L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__safe_softmax_clone_native_dropout_native_dropout_backward_sum_transpose_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6291456L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6291456L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.exp();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_8 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const bool*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const bool* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(128L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49152L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(10L)];
                            auto tmp10 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = x1 + 128L*x0;
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
                            auto tmp9 = tmp8.to<float,1>();
                            auto tmp11 = !tmp10;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 / tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp18 = at::vec::Vectorized<float>(tmp16);
                            auto tmp19 = decltype(tmp18)::blendv(tmp15, tmp18, tmp17.template cast<float,1>());
                            auto tmp20 = tmp9 * tmp19;
                            auto tmp21 = static_cast<float>(1.1111111111111112);
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 * tmp22;
                            auto tmp25 = tmp9 * tmp22;
                            auto tmp26 = tmp24 * tmp25;
                            auto tmp27 = tmp26 * tmp19;
                            tmp5.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp23.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp27.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp27;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp11 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = !tmp0;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 / tmp4;
                        auto tmp6 = static_cast<float>(0.0);
                        auto tmp7 = at::vec::VecMask<float,1>::from(tmp1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp6);
                        auto tmp9 = decltype(tmp8)::blendv(tmp5, tmp8, tmp7.template cast<float,1>());
                        auto tmp10 = tmp9.neg();
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = fmadd(tmp10, tmp13, tmp12);
                        tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_transpose_9 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 8192L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(0.3535533905932738);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                tmp4.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 8192L*x0));
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


cpp_fused__unsafe_view_clone_transpose_view_10 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_clone_mul_transpose_view_11 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(128L*x1 + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(128L)))), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.3535533905932738);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0 + 768L*x0_inner));
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


cpp_fused__unsafe_view_clone_transpose_view_12 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.3535533905932738);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_13 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
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
                       float* out_ptr0,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    auto out_ptr2 = in_out_ptr2;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(1.1111111111111112);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp6 = static_cast<float>(1e-12);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = tmp3 + tmp14;
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp14.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr9[static_cast<int64_t>(x0)];
                            auto tmp13 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp14 = static_cast<float>(768.0);
                            auto tmp15 = tmp13 / tmp14;
                            auto tmp16 = static_cast<float>(1e-12);
                            auto tmp17 = float(tmp15 + tmp16);
                            auto tmp18 = 1 / std::sqrt(tmp17);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp12 * tmp19;
                            auto tmp21 = tmp8 * tmp20;
                            tmp8.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp21;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp4 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp20 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp23 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-12);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = tmp9 / tmp5;
                        auto tmp18 = at::vec::Vectorized<float>(tmp5);
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp11 * tmp24;
                        auto tmp26 = tmp22 - tmp25;
                        auto tmp27 = at::vec::Vectorized<float>(tmp16);
                        auto tmp28 = tmp27 * tmp26;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp28.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_14 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       const int64_t* in_ptr8,
                       const float* in_ptr9,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp11 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(768.0);
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = static_cast<float>(1e-12);
                            auto tmp15 = float(tmp13 + tmp14);
                            auto tmp16 = 1 / std::sqrt(tmp15);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp6 * tmp18;
                            tmp_acc0_vec = tmp_acc0_vec + tmp19;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr8[static_cast<int64_t>(9L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12582912L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12582912L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    auto tmp13 = tmp10 * tmp2;
                    auto tmp14 = tmp0 * tmp0;
                    auto tmp15 = static_cast<float>(-0.5);
                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                    auto tmp17 = tmp14 * tmp16;
                    auto tmp18 = tmp17.exp();
                    auto tmp19 = static_cast<float>(0.3989422804014327);
                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                    auto tmp21 = tmp18 * tmp20;
                    auto tmp22 = tmp0 * tmp21;
                    auto tmp23 = tmp13 + tmp22;
                    auto tmp24 = tmp12 * tmp23;
                    tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp24.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = static_cast<float>(1e-12);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp5 * tmp10;
                            auto tmp12 = tmp4 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp19 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(1e-12);
                        auto tmp2 = float(tmp0 + tmp1);
                        auto tmp3 = 1 / std::sqrt(tmp2);
                        auto tmp4 = static_cast<float>(768.0);
                        auto tmp5 = tmp3 / tmp4;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp11 = at::vec::Vectorized<float>(tmp4);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = at::vec::Vectorized<float>(tmp3);
                        auto tmp18 = tmp16 * tmp17;
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp15 - tmp21;
                        auto tmp23 = at::vec::Vectorized<float>(tmp5);
                        auto tmp24 = tmp23 * tmp22;
                        tmp24.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = static_cast<float>(1e-12);
                            auto tmp6 = float(tmp4 + tmp5);
                            auto tmp7 = 1 / std::sqrt(tmp6);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp3 * tmp8;
                            auto tmp10 = tmp2 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr6[static_cast<int64_t>(8L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_18 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_clone_mul_native_dropout_native_dropout_backward_sum_transpose_view_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = static_cast<float>(0.3535533905932738);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                tmp3.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 8192L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(0.3535533905932738);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                tmp4.store(out_ptr2 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 8192L*x0));
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


cpp_fused_clone_transpose_view_20 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_21 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       bool* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(128L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        std::unique_ptr<float []> buf_local_buffer_data_1 = std::make_unique<float []>(128L);
        float* local_buffer_data_1 = buf_local_buffer_data_1.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49152L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                bool tmp_acc1 = 0;
                at::vec::VecMask<float,1> tmp_acc1_vec = at::vec::VecMask<float,1>::from(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = -std::numeric_limits<float>::infinity();
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 == tmp2);
                            auto tmp4 = ~tmp3;
                            auto tmp5 = tmp4.to<int64_t,2>();
                            auto tmp6 = at::vec::VecMask<int64_t,2>::from<int64_t,2>(tmp5);
                            auto tmp7 = tmp6.template cast<float,1>();
                            tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                            tmp_acc1_vec = tmp_acc1_vec | tmp7;
                        }
                    }
                }
                tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 || !tmp_acc1_vec.all_zero();
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<bool>(tmp_acc1);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp4.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(7L)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = x1 + 128L*x0;
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
                            auto tmp9 = tmp8.to<float,1>();
                            auto tmp11 = !tmp10;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 / tmp14;
                            auto tmp16 = static_cast<float>(0.0);
                            auto tmp17 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp18 = at::vec::Vectorized<float>(tmp16);
                            auto tmp19 = decltype(tmp18)::blendv(tmp15, tmp18, tmp17.template cast<float,1>());
                            auto tmp20 = tmp9 * tmp19;
                            auto tmp21 = static_cast<float>(1.1111111111111112);
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 * tmp22;
                            auto tmp25 = tmp9 * tmp22;
                            auto tmp26 = tmp24 * tmp25;
                            auto tmp27 = tmp26 * tmp19;
                            tmp5.store(local_buffer_data_1 + static_cast<int64_t>(x1));
                            tmp23.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp27.store(local_buffer_data_1 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp27;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(local_buffer_data_1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = !tmp0;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 / tmp4;
                        auto tmp6 = static_cast<float>(0.0);
                        auto tmp7 = at::vec::VecMask<float,1>::from(tmp1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp6);
                        auto tmp9 = decltype(tmp8)::blendv(tmp5, tmp8, tmp7.template cast<float,1>());
                        auto tmp10 = tmp9.neg();
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = fmadd(tmp10, tmp13, tmp12);
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_22 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp14 = static_cast<float>(768.0);
                            auto tmp15 = tmp13 / tmp14;
                            auto tmp16 = static_cast<float>(1e-12);
                            auto tmp17 = float(tmp15 + tmp16);
                            auto tmp18 = 1 / std::sqrt(tmp17);
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp12 * tmp19;
                            auto tmp21 = tmp8 * tmp20;
                            tmp8.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp21;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp20 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp23 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-12);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = tmp9 / tmp5;
                        auto tmp18 = at::vec::Vectorized<float>(tmp5);
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp11 * tmp24;
                        auto tmp26 = tmp22 - tmp25;
                        auto tmp27 = at::vec::Vectorized<float>(tmp16);
                        auto tmp28 = tmp27 * tmp26;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp28.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       const int64_t* in_ptr8,
                       const float* in_ptr9,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp11 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(768.0);
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = static_cast<float>(1e-12);
                            auto tmp15 = float(tmp13 + tmp14);
                            auto tmp16 = 1 / std::sqrt(tmp15);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp6 * tmp18;
                            tmp_acc0_vec = tmp_acc0_vec + tmp19;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr8[static_cast<int64_t>(6L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = static_cast<float>(1e-12);
                        auto tmp7 = float(tmp5 + tmp6);
                        auto tmp8 = 1 / std::sqrt(tmp7);
                        auto tmp9 = static_cast<float>(768.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = tmp13 * tmp1;
                        auto tmp15 = at::vec::Vectorized<float>(tmp9);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp0 * tmp21;
                        auto tmp23 = tmp19 - tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp10);
                        auto tmp25 = tmp24 * tmp23;
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp25.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_backward_sum_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int64_t* in_ptr4,
                       const float* in_ptr5,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr4[static_cast<int64_t>(5L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_26 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6291456L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6291456L)))
                {
                    auto tmp0 = in_ptr1[static_cast<int64_t>(4L)];
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
                    tmp5.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
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


cpp_fused__softmax_backward_data_native_dropout_native_dropout_backward_view_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49152L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.1);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = at::vec::VecMask<float,1>(tmp1 > tmp3);
                            auto tmp5 = tmp4.to<float,1>();
                            auto tmp6 = static_cast<float>(1.1111111111111112);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp9 = tmp0 * tmp8;
                            auto tmp11 = tmp9 * tmp10;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
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
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                        auto tmp4 = tmp3.to<float,1>();
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = static_cast<float>(1.1111111111111112);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp10 = tmp5.neg();
                        auto tmp13 = tmp4 * tmp8;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp15 = tmp14 * tmp5;
                        auto tmp16 = at::vec::Vectorized<float>(tmp11);
                        auto tmp17 = fmadd(tmp10, tmp16, tmp15);
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_mul_transpose_view_28 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = static_cast<float>(0.3535533905932738);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                tmp3.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused_clone_mul_transpose_view_29 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(768L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(0.3535533905932738);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                tmp4.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       const int64_t* in_ptr8,
                       const float* in_ptr9,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp11 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(768.0);
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = static_cast<float>(1e-12);
                            auto tmp15 = float(tmp13 + tmp14);
                            auto tmp16 = 1 / std::sqrt(tmp15);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp6 * tmp18;
                            tmp_acc0_vec = tmp_acc0_vec + tmp19;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr8[static_cast<int64_t>(3L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::VecMask<float,1>(tmp5 > tmp8);
                    auto tmp10 = tmp9.to<float,1>();
                    auto tmp11 = static_cast<float>(1.1111111111111112);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp6 * tmp13;
                    tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_expand_gather_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_slice_view_31 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const int64_t*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       float* out_ptr0,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    auto out_ptr6 = in_out_ptr1;
    auto in_ptr9 = in_out_ptr2;
    auto out_ptr1 = in_out_ptr3;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x1)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 30522L), "index out of bounds: 0 <= tmp2 < 30522L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 512L), "index out of bounds: 0 <= tmp7 < 512L");
                            auto tmp9 = in_ptr3[static_cast<int64_t>(tmp5)];
                            auto tmp10 = tmp9;
                            auto tmp11 = c10::convert<int64_t>(tmp10);
                            TORCH_CHECK((0 <= tmp11) & (tmp11 < 2L), "index out of bounds: 0 <= tmp11 < 2L");
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*tmp9), static_cast<int64_t>(8));
                            auto tmp14 = tmp4 + tmp13;
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 768L*tmp5), static_cast<int64_t>(8));
                            auto tmp16 = tmp14 + tmp15;
                            tmp16.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr6[static_cast<int64_t>(2L)];
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
                    tmp5.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp11 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp14 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = x1 + 768L*x0;
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
                            auto tmp9 = tmp8.to<float,1>();
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 - tmp12;
                            auto tmp15 = static_cast<float>(768.0);
                            auto tmp16 = tmp14 / tmp15;
                            auto tmp17 = static_cast<float>(1e-12);
                            auto tmp18 = float(tmp16 + tmp17);
                            auto tmp19 = 1 / std::sqrt(tmp18);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp23 = tmp21 * tmp22;
                            auto tmp25 = tmp23 + tmp24;
                            auto tmp26 = tmp9 * tmp25;
                            auto tmp27 = static_cast<float>(1.1111111111111112);
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp26 * tmp28;
                            auto tmp31 = at::vec::VecMask<float,1>(tmp30 > tmp7);
                            auto tmp32 = tmp31.to<float,1>();
                            auto tmp34 = tmp32 * tmp33;
                            auto tmp35 = tmp34 * tmp28;
                            auto tmp36 = tmp35 + tmp29;
                            tmp5.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp29.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp36;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp12 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = static_cast<float>(0.1);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                            auto tmp4 = tmp3.to<float,1>();
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = static_cast<float>(1.1111111111111112);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp11 = tmp9 + tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 - tmp13;
                            auto tmp15 = tmp14 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp12 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp15 = out_ptr7[static_cast<int64_t>(x0)];
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.1);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                            auto tmp4 = tmp3.to<float,1>();
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = static_cast<float>(1.1111111111111112);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp11 = tmp9 + tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 - tmp13;
                            auto tmp16 = static_cast<float>(768.0);
                            auto tmp17 = tmp15 / tmp16;
                            auto tmp18 = static_cast<float>(1e-12);
                            auto tmp19 = float(tmp17 + tmp18);
                            auto tmp20 = 1 / std::sqrt(tmp19);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp14 * tmp21;
                            auto tmp25 = tmp23 + tmp24;
                            auto tmp27 = tmp25 * tmp26;
                            auto tmp28 = tmp27 * tmp22;
                            tmp22.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp27;
                            tmp_acc1_vec = tmp_acc1_vec + tmp28;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr8[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr9[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = out_ptr7[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp21 = out_ptr9[static_cast<int64_t>(x0)];
                        auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = static_cast<float>(768.0);
                        auto tmp7 = tmp5 / tmp6;
                        auto tmp8 = static_cast<float>(1e-12);
                        auto tmp9 = float(tmp7 + tmp8);
                        auto tmp10 = 1 / std::sqrt(tmp9);
                        auto tmp11 = tmp10 / tmp6;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp15 = tmp14 * tmp1;
                        auto tmp16 = at::vec::Vectorized<float>(tmp6);
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp0 * tmp22;
                        auto tmp24 = tmp20 - tmp23;
                        auto tmp25 = at::vec::Vectorized<float>(tmp11);
                        auto tmp26 = tmp25 * tmp24;
                        auto tmp28 = static_cast<float>(0.1);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = at::vec::VecMask<float,1>(tmp27 > tmp29);
                        auto tmp31 = tmp30.to<float,1>();
                        auto tmp32 = static_cast<float>(1.1111111111111112);
                        auto tmp33 = at::vec::Vectorized<float>(tmp32);
                        auto tmp34 = tmp31 * tmp33;
                        auto tmp35 = tmp26 * tmp34;
                        tmp4.store(out_ptr10 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp26.store(out_ptr11 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp35.store(in_out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_32 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
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


cpp_fused__safe_softmax_clone_native_dropout_native_dropout_backward_sum_transpose_view_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6291456L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6291456L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.exp();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_34 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const bool*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const bool* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(128L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49152L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(1L)];
                            auto tmp10 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = x1 + 128L*x0;
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
                            auto tmp9 = tmp8.to<float,1>();
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 / tmp13;
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::VecMask<float,1>::from(tmp10);
                            auto tmp17 = at::vec::Vectorized<float>(tmp15);
                            auto tmp18 = decltype(tmp17)::blendv(tmp14, tmp17, tmp16.template cast<float,1>());
                            auto tmp19 = tmp9 * tmp18;
                            auto tmp20 = static_cast<float>(1.1111111111111112);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp24 = tmp9 * tmp21;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp26 = tmp25 * tmp18;
                            tmp5.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp22.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp26.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp26;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = in_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(0.0);
                        auto tmp6 = at::vec::VecMask<float,1>::from(tmp0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp5);
                        auto tmp8 = decltype(tmp7)::blendv(tmp4, tmp7, tmp6.template cast<float,1>());
                        auto tmp9 = tmp8.neg();
                        auto tmp12 = at::vec::Vectorized<float>(tmp10);
                        auto tmp13 = fmadd(tmp9, tmp12, tmp11);
                        tmp13.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_35 = async_compile.cpp_pybinding(['float*'], r'''
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
                    auto tmp1 = static_cast<float>(0.3535533905932738);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_clone_mul_sum_transpose_view_36 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_clone_sum_transpose_view_37 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.3535533905932738);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_dense_backward_expand_gather_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_slice_sum_view_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
                       const int64_t* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp8 = static_cast<float>(0.1);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = at::vec::VecMask<float,1>(tmp7 > tmp9);
                    auto tmp11 = tmp10.to<float,1>();
                    auto tmp12 = static_cast<float>(1.1111111111111112);
                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                    auto tmp14 = tmp11 * tmp13;
                    auto tmp15 = tmp6 * tmp14;
                    tmp15.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp7 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(768.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-12);
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
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp16 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp21 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp27 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = static_cast<float>(1e-12);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = tmp5 / tmp1;
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp10 = at::vec::Vectorized<float>(tmp1);
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 - tmp17;
                        auto tmp19 = at::vec::Vectorized<float>(tmp5);
                        auto tmp20 = tmp18 * tmp19;
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp24 = tmp14 - tmp23;
                        auto tmp25 = at::vec::Vectorized<float>(tmp6);
                        auto tmp26 = tmp25 * tmp24;
                        auto tmp28 = static_cast<int64_t>(30521);
                        auto tmp29 = min_propagate_nan(tmp28, tmp27);
                        auto tmp30 = static_cast<int64_t>(-30522);
                        auto tmp31 = max_propagate_nan(tmp30, tmp29);
                        auto tmp32 = 30522L;
                        auto tmp33 = c10::convert<int64_t>(tmp32);
                        auto tmp34 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp31) + static_cast<std::make_unsigned_t<int64_t>>(tmp33));
                        auto tmp35 = tmp31 < 0;
                        auto tmp36 = tmp35 ? tmp34 : tmp31;
                        auto tmp37 = static_cast<int64_t>(0);
                        auto tmp38 = tmp27 >= tmp37;
                        auto tmp39 = static_cast<int64_t>(30522);
                        auto tmp40 = tmp27 < tmp39;
                        auto tmp41 = decltype(tmp38)(tmp38 & tmp40);
                        auto tmp42 = tmp27 != tmp37;
                        auto tmp43 = decltype(tmp41)(tmp41 & tmp42);
                        auto tmp44 = static_cast<float>(0.0);
                        auto tmp45 = at::vec::VecMask<float,1>::from(tmp43);
                        auto tmp46 = at::vec::Vectorized<float>(tmp44);
                        auto tmp47 = decltype(tmp26)::blendv(tmp46, tmp26, tmp45.template cast<float,1>());
                        tmp26.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp47 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp36))).store(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp36));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(768.0);
                            auto tmp7 = tmp5 / tmp6;
                            auto tmp8 = static_cast<float>(1e-12);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp13 = tmp0 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0 + 98304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                {
                    tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x0));
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
                    tmp1.store(out_ptr8 + static_cast<int64_t>(x0));
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
                        auto tmp0 = in_ptr10[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        (tmp22 + at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 768L*tmp9))).store(out_ptr8 + static_cast<int64_t>(x1 + 768L*tmp9));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1536L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1536L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr9 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr10[static_cast<int64_t>(x1)];
                            auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 512L), "index out of bounds: 0 <= tmp2 < 512L");
                            auto tmp4 = in_ptr11[static_cast<int64_t>(tmp0)];
                            auto tmp5 = static_cast<int64_t>(1);
                            auto tmp6 = min_propagate_nan(tmp5, tmp4);
                            auto tmp7 = static_cast<int64_t>(-2);
                            auto tmp8 = max_propagate_nan(tmp7, tmp6);
                            auto tmp9 = 2L;
                            auto tmp10 = c10::convert<int64_t>(tmp9);
                            auto tmp11 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp8) + static_cast<std::make_unsigned_t<int64_t>>(tmp10));
                            auto tmp12 = tmp8 < 0;
                            auto tmp13 = tmp12 ? tmp11 : tmp8;
                            auto tmp14 = static_cast<int64_t>(0);
                            auto tmp15 = tmp4 >= tmp14;
                            auto tmp16 = static_cast<int64_t>(2);
                            auto tmp17 = tmp4 < tmp16;
                            auto tmp18 = decltype(tmp15)(tmp15 & tmp17);
                            auto tmp19 = static_cast<int64_t>(-1);
                            auto tmp20 = tmp4 != tmp19;
                            auto tmp21 = decltype(tmp18)(tmp18 & tmp20);
                            auto tmp23 = static_cast<float>(0.0);
                            auto tmp24 = at::vec::VecMask<float,1>::from(tmp21);
                            auto tmp25 = at::vec::Vectorized<float>(tmp23);
                            auto tmp26 = decltype(tmp22)::blendv(tmp25, tmp22, tmp24.template cast<float,1>());
                            (tmp26 + at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x2 + 768L*tmp13))).store(out_ptr9 + static_cast<int64_t>(x2 + 768L*tmp13));
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
        primals_2, primals_3, primals_4, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_11, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_72, primals_73, clone_default_9, clone_default_10, clone_default_11, sub_tensor_3, logical_not_default_7, clone_3, addmm_3, addmm_4, add_8, addmm_6, addmm_7, addmm_8, where_self_2, bmm_default_13, getitem_6, mul_23, addmm_10, add_15, addmm_12, clone_default_4, clone_default_5, bmm_default_7, getitem_10, sub_8, addmm_16, mul_42, getitem_13, addmm_20, clone_default_1, mul_scalar, sub_tensor, any_dim, clone_15, add_25, addmm_22, mul_55, inductor_lookup_seed_default_12, rsqrt_8, sub_12, tanh, tangents_1, tangents_2 = args
        args.clear()
        assert_size_stride_grouped((tangents_2, tanh), ((32, 768), (32, 768)), ((768, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((32, 768), (768, 1), torch.float32)
        assert_size_stride(primals_73, (768, 768), (768, 1), 'input')
        cpp_fused_tanh_backward_0(tangents_2, tanh, buf0)
        del tangents_2
        del tanh
        buf1 = empty_strided_cpu((32, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pooled_output, permute_45, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf0, primals_73, out=buf1)
        del primals_73
        assert_size_stride_grouped((sub_12, rsqrt_8, primals_71, primals_72), ((32, 128, 768), (32, 128, 1), (768, ), (768, )), ((98304, 768, 1), (128, 1, 1), (1, ), (1, )), 'input')
        buf2 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        cpp_fused_native_layer_norm_1(sub_12, rsqrt_8, primals_71, primals_72, buf2)
        del primals_72
        buf3 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_46, hidden_states_31, first_token_tensor, mm_1], Original ATen: [aten.t, aten.native_layer_norm, aten.select, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (768, 32), (1, 768), 0), reinterpret_tensor(buf2, (32, 768), (98304, 1), 0), out=buf3)
        buf4 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(tangents_1, (32, 128, 768), (98304, 768, 1), 'input')
        buf5 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf6 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf7 = buf2; del buf2  # reuse
        buf8 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(inductor_lookup_seed_default_12, (), (), 'input')
        buf10 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf11 = buf10; del buf10  # reuse
        assert_size_stride(primals_69, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_select_backward_sum_2(buf11, buf0, tangents_1, buf1, primals_71, sub_12, rsqrt_8, inductor_lookup_seed_default_12, buf4, buf5, buf6, buf7, buf8, buf9)
        del buf0
        del buf1
        del buf5
        del buf6
        del inductor_lookup_seed_default_12
        del primals_71
        del rsqrt_8
        del sub_12
        del tangents_1
        buf12 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_30, convert_element_type, mul_69, mul_70, view_89, hidden_states_29, permute_49, mm_2], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (4096, 768), (768, 1), 0), primals_69, out=buf12)
        del primals_69
        assert_size_stride(mul_55, (32, 128, 3072), (393216, 3072, 1), 'input')
        buf13 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_30, convert_element_type, mul_69, mul_70, view_89, permute_50, hidden_states_29, mm_3], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (768, 4096), (1, 768), 0), reinterpret_tensor(mul_55, (4096, 3072), (3072, 1), 0), out=buf13)
        del mul_55
        buf14 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_22, (4096, 3072), (3072, 1), 'input')
        buf15 = reinterpret_tensor(buf12, (32, 128, 3072), (393216, 3072, 1), 0); del buf12  # reuse
        assert_size_stride(primals_67, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_dropout_native_dropout_backward_sum_view_3(buf15, buf11, addmm_22, buf14)
        del addmm_22
        buf16 = reinterpret_tensor(buf11, (4096, 768), (768, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_53, mm_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (4096, 3072), (3072, 1), 0), primals_67, out=buf16)
        del primals_67
        assert_size_stride_grouped((add_25, primals_65, primals_66), ((32, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf17 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf18 = buf17; del buf17  # reuse
        buf19 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf23 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf24 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf20 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf25 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4(buf18, add_25, buf7, buf16, primals_65, primals_66, buf19, buf23, buf24, buf20, buf25)
        del primals_65
        del primals_66
        buf21 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_54, hidden_states_26, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf20, (4096, 768), (768, 1), 0), out=buf21)
        buf22 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf26 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_5(buf15, buf7, buf16, add_25, buf18, buf19, buf22, buf26, buf27)
        del add_25
        del buf15
        buf28 = empty_strided_cpu((13, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [embeddings_3], Original ATen: [aten.native_dropout]
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [13], out=buf28)
        buf29 = buf7; del buf7  # reuse
        buf30 = buf29; del buf29  # reuse
        assert_size_stride(primals_63, (768, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_6(buf30, buf28, buf25)
        buf31 = buf16; del buf16  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_25, convert_element_type_1, mul_85, mul_86, view_95, hidden_states_24, permute_57, mm_6], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (4096, 768), (768, 1), 0), primals_63, out=buf31)
        del primals_63
        assert_size_stride(clone_15, (32, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf32 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_25, convert_element_type_1, mul_85, mul_86, view_95, permute_58, reshape_3, hidden_states_24, mm_7], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (768, 4096), (1, 768), 0), reinterpret_tensor(clone_15, (4096, 768), (768, 1), 0), out=buf32)
        del clone_15
        buf33 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(sub_tensor, (32, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        buf34 = sub_tensor; del sub_tensor  # reuse
        buf38 = reinterpret_tensor(buf20, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf20  # reuse
        assert_size_stride(addmm_20, (4096, 768), (768, 1), 'input')
        buf40 = empty_strided_cpu((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused__safe_softmax_clone_native_dropout_native_dropout_backward_sum_transpose_view_7(buf34, buf30, buf31, addmm_20, buf33, buf38, buf40)
        del addmm_20
        buf41 = empty_strided_cpu((384, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_97, view_98, permute_61, clone_18, view_6, linear_20, view_11, value_layer_3, clone_2, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf38, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf40, (384, 64, 128), (8192, 1, 64), 0), out=buf41)
        assert_size_stride(any_dim, (32, 12, 128, 1), (1536, 128, 1, 1), 'input')
        buf35 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf37 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        buf43 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf44 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_8(buf34, buf28, any_dim, buf41, buf35, buf37, buf43, buf44)
        del any_dim
        del buf34
        del buf41
        buf39 = reinterpret_tensor(buf40, (384, 128, 64), (8192, 64, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [view_97, view_98, permute_61, clone_18, view_6, full, div, logical_not_1, where, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._safe_softmax, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf37, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf38, (384, 128, 64), (8192, 64, 1), 0), out=buf39)
        del buf37
        assert_size_stride(mul_scalar, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf45 = reinterpret_tensor(buf38, (384, 64, 128), (8192, 128, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, neg, fma, view_9, view, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(mul_scalar, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf44, (384, 128, 128), (16384, 128, 1), 0), out=buf45)
        del mul_scalar
        assert_size_stride(clone_default_1, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf46 = reinterpret_tensor(buf31, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf31  # reuse
        cpp_fused_mul_transpose_9(clone_default_1, buf46)
        del clone_default_1
        buf47 = reinterpret_tensor(buf30, (384, 128, 64), (8192, 64, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, neg, fma, view_9, permute, mul_1, view_1, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf44, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf46, (384, 128, 64), (8192, 1, 128), 0), out=buf47)
        buf48 = reinterpret_tensor(buf46, (4096, 768), (768, 1), 0); del buf46  # reuse
        assert_size_stride(primals_61, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_10(buf39, buf48)
        buf49 = reinterpret_tensor(buf39, (4096, 768), (768, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [linear_20, permute_68, mm_8], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf48, primals_61, out=buf49)
        del primals_61
        buf57 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_59, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_transpose_view_11(buf45, buf57)
        buf58 = reinterpret_tensor(buf45, (4096, 768), (768, 1), 0); del buf45  # reuse
        # Topologically Sorted Source Nodes: [linear_19, permute_73, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf57, primals_59, out=buf58)
        del primals_59
        buf61 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_57, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_12(buf47, buf61)
        buf62 = reinterpret_tensor(buf47, (4096, 768), (768, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [linear_18, permute_78, mm_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf61, primals_57, out=buf62)
        del primals_57
        assert_size_stride_grouped((mul_42, sub_8, getitem_10, primals_49, primals_50, primals_55, getitem_13, primals_56), ((32, 128, 768), (32, 128, 768), (32, 128, 1), (768, ), (768, ), (768, ), (32, 128, 1), (768, )), ((98304, 768, 1), (98304, 768, 1), (128, 1, 1), (1, ), (1, ), (1, ), (128, 1, 1), (1, )), 'input')
        buf50 = mul_42; del mul_42  # reuse
        buf79 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf51 = buf19; del buf19  # reuse
        buf52 = buf51; del buf51  # reuse
        buf53 = buf52; del buf52  # reuse
        buf65 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf66 = buf18; del buf18  # reuse
        buf67 = buf24; del buf24  # reuse
        buf54 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf68 = buf65; del buf65  # reuse
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_13(buf50, buf53, buf68, sub_8, getitem_10, primals_49, primals_50, buf25, buf49, buf58, buf62, primals_55, getitem_13, primals_56, buf79, buf66, buf67, buf54)
        del primals_50
        del primals_55
        del primals_56
        buf55 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_69, hidden_states_23, linear_18, mm_9], Original ATen: [aten.t, aten.native_layer_norm, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (768, 4096), (1, 768), 0), reinterpret_tensor(buf54, (4096, 768), (768, 1), 0), out=buf55)
        buf56 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_14(buf48, buf56)
        del buf48
        buf59 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, permute_74, mm_11], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf57, (768, 4096), (1, 768), 0), reinterpret_tensor(buf54, (4096, 768), (768, 1), 0), out=buf59)
        buf60 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_14(buf57, buf60)
        del buf57
        buf63 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_23, linear_18, permute_79, mm_13], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (768, 4096), (1, 768), 0), reinterpret_tensor(buf54, (4096, 768), (768, 1), 0), out=buf63)
        buf64 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf69 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf71 = buf54; del buf54  # reuse
        buf72 = buf71; del buf71  # reuse
        assert_size_stride(primals_53, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_15(buf72, buf61, buf25, buf49, buf58, buf62, buf50, getitem_13, buf53, buf28, buf68, buf64, buf69, buf70)
        del buf25
        del buf49
        del buf50
        del getitem_13
        buf73 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, convert_element_type_3, mul_98, mul_99, view_117, hidden_states_21, permute_82, mm_14], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (4096, 768), (768, 1), 0), primals_53, out=buf73)
        del primals_53
        assert_size_stride(addmm_16, (4096, 3072), (3072, 1), 'input')
        buf74 = empty_strided_cpu((32, 128, 3072), (393216, 3072, 1), torch.float32)
        buf77 = reinterpret_tensor(buf73, (32, 128, 3072), (393216, 3072, 1), 0); del buf73  # reuse
        cpp_fused_gelu_gelu_backward_view_16(buf77, addmm_16, buf74)
        del addmm_16
        buf75 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, convert_element_type_3, mul_98, mul_99, view_117, permute_83, hidden_states_19, hidden_states_20, hidden_states_21, mm_15], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (768, 4096), (1, 768), 0), reinterpret_tensor(buf74, (4096, 3072), (3072, 1), 0), out=buf75)
        del buf74
        buf76 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_14(buf72, buf76)
        buf78 = reinterpret_tensor(buf72, (4096, 768), (768, 1), 0); del buf72  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, view_119, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_86, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (4096, 3072), (3072, 1), 0), primals_51, out=buf78)
        del primals_51
        buf80 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_18, hidden_states_19, hidden_states_20, view_119, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_87, mm_17], Original ATen: [aten.native_layer_norm, aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf79, (4096, 768), (768, 1), 0), out=buf80)
        buf81 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf82 = buf53; del buf53  # reuse
        buf83 = buf67; del buf67  # reuse
        buf84 = buf79; del buf79  # reuse
        buf85 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf86 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf87 = reinterpret_tensor(buf62, (32, 128, 768), (98304, 768, 1), 0); del buf62  # reuse
        buf88 = buf87; del buf87  # reuse
        assert_size_stride(primals_47, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_17(buf88, buf77, buf68, buf78, primals_49, sub_8, getitem_10, buf28, buf81, buf82, buf83, buf84, buf85, buf86)
        del getitem_10
        del primals_49
        del sub_8
        buf89 = buf78; del buf78  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_17, convert_element_type_4, mul_114, mul_115, view_123, hidden_states_16, permute_90, mm_18], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf88, (4096, 768), (768, 1), 0), primals_47, out=buf89)
        del primals_47
        assert_size_stride(bmm_default_7, (384, 128, 64), (8192, 64, 1), 'input')
        buf90 = reinterpret_tensor(buf68, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf68  # reuse
        cpp_fused_clone_transpose_view_18(bmm_default_7, buf90)
        del bmm_default_7
        buf91 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_17, convert_element_type_4, mul_114, mul_115, view_123, permute_91, attn_output_6, transpose_14, attn_output_7, reshape_2, hidden_states_16, mm_19], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf88, (768, 4096), (1, 768), 0), reinterpret_tensor(buf90, (4096, 768), (768, 1), 0), out=buf91)
        buf92 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_12, (4096, 768), (768, 1), 'input')
        buf93 = reinterpret_tensor(buf90, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf90  # reuse
        assert_size_stride(clone_default_4, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf94 = reinterpret_tensor(buf61, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf61  # reuse
        cpp_fused_clone_mul_native_dropout_native_dropout_backward_sum_transpose_view_19(buf88, addmm_12, clone_default_4, buf92, buf93, buf94)
        del addmm_12
        del clone_default_4
        buf95 = reinterpret_tensor(buf44, (384, 128, 128), (16384, 128, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [linear_12, view_6, query_layer_2, clone, mul, permute, mul_1, view, view_1, bmm], Original ATen: [aten.view, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf93, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf94, (384, 64, 128), (8192, 128, 1), 0), out=buf95)
        buf102 = reinterpret_tensor(buf88, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf88  # reuse
        assert_size_stride(clone_default_5, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_transpose_view_20(buf89, buf102)
        buf104 = empty_strided_cpu((384, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, view_126, permute_94, clone_25, view_6, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf102, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_5, (384, 64, 128), (8192, 1, 64), 0), out=buf104)
        del clone_default_5
        buf96 = buf43; del buf43  # reuse
        buf99 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.bool)
        buf98 = buf35; del buf35  # reuse
        buf101 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        buf106 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf107 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_21(buf95, buf28, buf104, buf96, buf99, buf98, buf101, buf106, buf107)
        del buf104
        del buf106
        del buf99
        buf103 = reinterpret_tensor(buf89, (384, 128, 64), (8192, 64, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [full, view_125, view_126, permute_94, clone_25, view_6, div, logical_not_1, where, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf101, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf102, (384, 128, 64), (8192, 64, 1), 0), out=buf103)
        buf108 = reinterpret_tensor(buf102, (384, 64, 128), (8192, 128, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [full, linear_12, view_6, query_layer_2, clone, mul, view, div, logical_not_1, where, neg, fma, view_9, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.mul, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf93, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf107, (384, 128, 128), (16384, 128, 1), 0), out=buf108)
        buf109 = reinterpret_tensor(buf93, (384, 128, 64), (8192, 64, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [full, permute, mul_1, view_1, div, logical_not_1, where, neg, fma, view_9, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten.transpose, aten.mul, aten.view, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf107, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf94, (384, 128, 64), (8192, 1, 128), 0), out=buf109)
        buf110 = reinterpret_tensor(buf94, (4096, 768), (768, 1), 0); del buf94  # reuse
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_10(buf103, buf110)
        buf111 = reinterpret_tensor(buf103, (4096, 768), (768, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [linear_14, permute_101, mm_20], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf110, primals_45, out=buf111)
        del primals_45
        buf118 = buf58; del buf58  # reuse
        assert_size_stride(primals_43, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_transpose_view_11(buf108, buf118)
        buf119 = reinterpret_tensor(buf108, (4096, 768), (768, 1), 0); del buf108  # reuse
        # Topologically Sorted Source Nodes: [linear_13, permute_106, mm_22], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf118, primals_43, out=buf119)
        del primals_43
        buf122 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_41, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_12(buf109, buf122)
        buf123 = reinterpret_tensor(buf109, (4096, 768), (768, 1), 0); del buf109  # reuse
        # Topologically Sorted Source Nodes: [linear_12, permute_111, mm_24], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf122, primals_41, out=buf123)
        del primals_41
        assert_size_stride_grouped((add_15, primals_39, primals_40), ((32, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf112 = buf83; del buf83  # reuse
        buf113 = buf112; del buf112  # reuse
        buf114 = buf82; del buf82  # reuse
        buf126 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf127 = buf66; del buf66  # reuse
        buf128 = buf23; del buf23  # reuse
        buf115 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf129 = buf126; del buf126  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_22(buf113, buf129, add_15, buf84, buf111, buf119, buf123, primals_39, primals_40, buf114, buf127, buf128, buf115)
        del primals_39
        del primals_40
        buf116 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_102, hidden_states_15, linear_12, mm_21], Original ATen: [aten.t, aten.native_layer_norm, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf110, (768, 4096), (1, 768), 0), reinterpret_tensor(buf115, (4096, 768), (768, 1), 0), out=buf116)
        buf117 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_14(buf110, buf117)
        buf120 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, permute_107, mm_23], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (768, 4096), (1, 768), 0), reinterpret_tensor(buf115, (4096, 768), (768, 1), 0), out=buf120)
        buf121 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_14(buf118, buf121)
        buf124 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, permute_112, mm_25], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf122, (768, 4096), (1, 768), 0), reinterpret_tensor(buf115, (4096, 768), (768, 1), 0), out=buf124)
        buf125 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf130 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf131 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf132 = buf115; del buf115  # reuse
        buf133 = buf132; del buf132  # reuse
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_23(buf133, buf122, buf84, buf111, buf119, buf123, add_15, buf113, buf114, buf28, buf129, buf125, buf130, buf131)
        del add_15
        buf134 = reinterpret_tensor(buf77, (4096, 3072), (3072, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_14, convert_element_type_6, mul_127, mul_128, view_145, hidden_states_13, permute_115, mm_26], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf133, (4096, 768), (768, 1), 0), primals_37, out=buf134)
        del primals_37
        assert_size_stride(addmm_10, (4096, 3072), (3072, 1), 'input')
        buf135 = empty_strided_cpu((32, 128, 3072), (393216, 3072, 1), torch.float32)
        buf138 = reinterpret_tensor(buf134, (32, 128, 3072), (393216, 3072, 1), 0); del buf134  # reuse
        cpp_fused_gelu_gelu_backward_view_16(buf138, addmm_10, buf135)
        del addmm_10
        buf136 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, convert_element_type_6, mul_127, mul_128, view_145, permute_116, hidden_states_11, hidden_states_12, hidden_states_13, mm_27], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf133, (768, 4096), (1, 768), 0), reinterpret_tensor(buf135, (4096, 3072), (3072, 1), 0), out=buf136)
        buf137 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_35, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_14(buf133, buf137)
        buf139 = reinterpret_tensor(buf133, (4096, 768), (768, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, view_147, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_119, mm_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf138, (4096, 3072), (3072, 1), 0), primals_35, out=buf139)
        del primals_35
        assert_size_stride_grouped((primals_33, mul_23, primals_34, getitem_6), ((768, ), (32, 128, 768), (768, ), (32, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf143 = buf114; del buf114  # reuse
        buf144 = buf113; del buf113  # reuse
        buf140 = buf84; del buf84  # reuse
        buf145 = reinterpret_tensor(buf123, (32, 128, 768), (98304, 768, 1), 0); del buf123  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_24(buf129, buf139, primals_33, mul_23, primals_34, getitem_6, buf143, buf144, buf140, buf145)
        del getitem_6
        del primals_33
        del primals_34
        buf141 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, view_147, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_120, hidden_states_10, mm_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf138, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf140, (4096, 768), (768, 1), 0), out=buf141)
        buf142 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf146 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf147 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf148 = buf140; del buf140  # reuse
        buf149 = buf148; del buf148  # reuse
        assert_size_stride(primals_31, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_backward_sum_view_25(buf149, buf138, buf129, buf139, mul_23, buf28, buf145, buf142, buf146, buf147)
        del mul_23
        buf150 = buf139; del buf139  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_9, convert_element_type_7, mul_143, mul_144, view_151, hidden_states_8, permute_123, mm_30], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf149, (4096, 768), (768, 1), 0), primals_31, out=buf150)
        del primals_31
        assert_size_stride(bmm_default_13, (384, 128, 64), (8192, 64, 1), 'input')
        buf151 = reinterpret_tensor(buf129, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf129  # reuse
        cpp_fused_clone_transpose_view_18(bmm_default_13, buf151)
        del bmm_default_13
        buf152 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, convert_element_type_7, mul_143, mul_144, view_151, permute_124, attn_output_3, transpose_9, attn_output_4, reshape_1, hidden_states_8, mm_31], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf149, (768, 4096), (1, 768), 0), reinterpret_tensor(buf151, (4096, 768), (768, 1), 0), out=buf152)
        buf153 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf154 = buf107; del buf107  # reuse
        buf156 = reinterpret_tensor(buf151, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf151  # reuse
        assert_size_stride(addmm_8, (4096, 768), (768, 1), 'input')
        buf158 = reinterpret_tensor(buf122, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf122  # reuse
        cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_26(buf149, buf28, buf150, addmm_8, buf153, buf154, buf156, buf158)
        del addmm_8
        buf159 = reinterpret_tensor(buf101, (384, 128, 128), (16384, 128, 1), 0); del buf101  # reuse
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_127, clone_32, view_6, linear_8, view_5, value_layer_1, clone_2, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf156, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf158, (384, 64, 128), (8192, 1, 64), 0), out=buf159)
        assert_size_stride(where_self_2, (32, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        buf160 = buf98; del buf98  # reuse
        buf155 = reinterpret_tensor(buf95, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf95  # reuse
        buf161 = reinterpret_tensor(buf159, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf159  # reuse
        cpp_fused__softmax_backward_data_native_dropout_native_dropout_backward_view_27(buf161, buf154, where_self_2, buf160, buf155)
        del where_self_2
        buf157 = reinterpret_tensor(buf158, (384, 128, 64), (8192, 64, 1), 0); del buf158  # reuse
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_127, clone_32, view_6, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf155, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf156, (384, 128, 64), (8192, 64, 1), 0), out=buf157)
        assert_size_stride(addmm_6, (4096, 768), (768, 1), 'input')
        buf162 = buf156; del buf156  # reuse
        cpp_fused_clone_mul_transpose_view_28(addmm_6, buf162)
        del addmm_6
        buf163 = reinterpret_tensor(buf150, (384, 64, 128), (8192, 128, 1), 0); del buf150  # reuse
        # Topologically Sorted Source Nodes: [gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, linear_6, view_3, query_layer_1, clone, mul, view, permute_3, bmm_4], Original ATen: [aten.native_dropout, aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf162, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf161, (384, 128, 128), (16384, 128, 1), 0), out=buf163)
        assert_size_stride(addmm_7, (4096, 768), (768, 1), 'input')
        buf164 = reinterpret_tensor(buf162, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf162  # reuse
        cpp_fused_clone_mul_transpose_view_29(addmm_7, buf164)
        del addmm_7
        buf165 = reinterpret_tensor(buf149, (384, 128, 64), (8192, 64, 1), 0); del buf149  # reuse
        # Topologically Sorted Source Nodes: [gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, linear_7, view_4, key_layer_1, clone_1, permute, mul_1, view_1, permute_4, bmm_5], Original ATen: [aten.native_dropout, aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf161, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf164, (384, 128, 64), (8192, 1, 128), 0), out=buf165)
        buf166 = reinterpret_tensor(buf164, (4096, 768), (768, 1), 0); del buf164  # reuse
        assert_size_stride(primals_29, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_10(buf157, buf166)
        buf167 = reinterpret_tensor(buf157, (4096, 768), (768, 1), 0); del buf157  # reuse
        # Topologically Sorted Source Nodes: [linear_8, permute_134, mm_32], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf166, primals_29, out=buf167)
        del primals_29
        buf174 = buf119; del buf119  # reuse
        assert_size_stride(primals_27, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_transpose_view_11(buf163, buf174)
        buf175 = reinterpret_tensor(buf163, (4096, 768), (768, 1), 0); del buf163  # reuse
        # Topologically Sorted Source Nodes: [linear_7, permute_139, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf174, primals_27, out=buf175)
        del primals_27
        buf178 = buf111; del buf111  # reuse
        assert_size_stride(primals_25, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_12(buf165, buf178)
        buf179 = reinterpret_tensor(buf165, (4096, 768), (768, 1), 0); del buf165  # reuse
        # Topologically Sorted Source Nodes: [linear_6, permute_144, mm_36], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf178, primals_25, out=buf179)
        del primals_25
        assert_size_stride_grouped((add_8, primals_23, primals_24), ((32, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf168 = buf144; del buf144  # reuse
        buf169 = buf168; del buf168  # reuse
        buf170 = buf143; del buf143  # reuse
        buf182 = reinterpret_tensor(buf118, (32, 128, 768), (98304, 768, 1), 0); del buf118  # reuse
        buf183 = buf128; del buf128  # reuse
        buf184 = buf127; del buf127  # reuse
        buf171 = reinterpret_tensor(buf110, (32, 128, 768), (98304, 768, 1), 0); del buf110  # reuse
        buf185 = buf182; del buf182  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_22(buf169, buf185, add_8, buf145, buf167, buf175, buf179, primals_23, primals_24, buf170, buf183, buf184, buf171)
        del primals_23
        del primals_24
        buf172 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_135, hidden_states_7, linear_6, mm_33], Original ATen: [aten.t, aten.native_layer_norm, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf166, (768, 4096), (1, 768), 0), reinterpret_tensor(buf171, (4096, 768), (768, 1), 0), out=buf172)
        buf173 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_14(buf166, buf173)
        buf176 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, permute_140, mm_35], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf174, (768, 4096), (1, 768), 0), reinterpret_tensor(buf171, (4096, 768), (768, 1), 0), out=buf176)
        buf177 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_14(buf174, buf177)
        buf180 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, permute_145, mm_37], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (768, 4096), (1, 768), 0), reinterpret_tensor(buf171, (4096, 768), (768, 1), 0), out=buf180)
        buf181 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf186 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf187 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf188 = buf171; del buf171  # reuse
        buf189 = buf188; del buf188  # reuse
        assert_size_stride(primals_21, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_30(buf189, buf178, buf145, buf167, buf175, buf179, add_8, buf169, buf170, buf28, buf185, buf181, buf186, buf187)
        del add_8
        buf190 = reinterpret_tensor(buf138, (4096, 3072), (3072, 1), 0); del buf138  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_6, convert_element_type_9, mul_156, mul_157, view_173, hidden_states_5, permute_148, mm_38], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf189, (4096, 768), (768, 1), 0), primals_21, out=buf190)
        del primals_21
        assert_size_stride(addmm_4, (4096, 3072), (3072, 1), 'input')
        buf191 = buf135; del buf135  # reuse
        buf194 = reinterpret_tensor(buf190, (32, 128, 3072), (393216, 3072, 1), 0); del buf190  # reuse
        cpp_fused_gelu_gelu_backward_view_16(buf194, addmm_4, buf191)
        del addmm_4
        buf192 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_6, convert_element_type_9, mul_156, mul_157, view_173, permute_149, hidden_states_3, hidden_states_4, hidden_states_5, mm_39], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf189, (768, 4096), (1, 768), 0), reinterpret_tensor(buf191, (4096, 3072), (3072, 1), 0), out=buf192)
        del buf191
        buf193 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_19, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_14(buf189, buf193)
        buf195 = reinterpret_tensor(buf189, (4096, 768), (768, 1), 0); del buf189  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, view_175, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_152, mm_40], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (4096, 3072), (3072, 1), 0), primals_19, out=buf195)
        del primals_19
        assert_size_stride_grouped((primals_1, primals_4, primals_2, primals_3, primals_5, primals_6), ((32, 128), (30522, 768), (1, 512), (1, 512), (2, 768), (512, 768)), ((128, 1), (768, 1), (512, 1), (512, 1), (768, 1), (768, 1)), 'input')
        buf196 = reinterpret_tensor(buf179, (32, 128, 768), (98304, 768, 1), 0); del buf179  # reuse
        buf202 = reinterpret_tensor(buf178, (32, 128, 768), (98304, 768, 1), 0); del buf178  # reuse
        assert_size_stride_grouped((primals_7, primals_8, addmm_3, primals_17, primals_18), ((768, ), (768, ), (4096, 768), (768, ), (768, )), ((1, ), (1, ), (768, 1), (1, ), (1, )), 'input')
        buf197 = buf170; del buf170  # reuse
        buf198 = buf197; del buf197  # reuse
        buf199 = buf169; del buf169  # reuse
        buf200 = reinterpret_tensor(buf175, (32, 128, 768), (98304, 768, 1), 0); del buf175  # reuse
        buf201 = reinterpret_tensor(buf167, (32, 128, 768), (98304, 768, 1), 0); del buf167  # reuse
        buf203 = buf184; del buf184  # reuse
        buf204 = buf203; del buf203  # reuse
        buf205 = buf183; del buf183  # reuse
        buf206 = reinterpret_tensor(addmm_3, (32, 128, 768), (98304, 768, 1), 0); del addmm_3  # reuse
        buf210 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf211 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf207 = buf145; del buf145  # reuse
        buf212 = reinterpret_tensor(buf174, (32, 128, 768), (98304, 768, 1), 0); del buf174  # reuse
        buf215 = buf202; del buf202  # reuse
        cpp_fused_add_embedding_expand_gather_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_slice_view_31(buf198, buf204, buf206, buf215, primals_1, primals_4, primals_2, primals_3, primals_5, primals_6, buf28, primals_7, primals_8, buf185, buf195, primals_17, primals_18, buf196, buf199, buf200, buf201, buf205, buf210, buf211, buf207, buf212)
        del buf204
        del buf205
        del primals_17
        del primals_18
        del primals_4
        del primals_5
        del primals_6
        del primals_8
        buf208 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, view_175, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_153, hidden_states_2, mm_41], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf207, (4096, 768), (768, 1), 0), out=buf208)
        buf209 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf213 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf214 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_15, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_32(buf194, buf185, buf195, buf206, buf209, buf213, buf214)
        del buf194
        del buf206
        buf216 = buf195; del buf195  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_1, convert_element_type_10, mul_172, mul_173, view_179, hidden_states, permute_156, mm_42], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf215, (4096, 768), (768, 1), 0), primals_15, out=buf216)
        del primals_15
        assert_size_stride(clone_3, (32, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf217 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_1, convert_element_type_10, mul_172, mul_173, view_179, permute_157, reshape, hidden_states, mm_43], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf215, (768, 4096), (1, 768), 0), reinterpret_tensor(clone_3, (4096, 768), (768, 1), 0), out=buf217)
        del clone_3
        buf218 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(sub_tensor_3, (32, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        buf219 = sub_tensor_3; del sub_tensor_3  # reuse
        buf223 = reinterpret_tensor(buf185, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf185  # reuse
        assert_size_stride(clone_default_11, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused__safe_softmax_clone_native_dropout_native_dropout_backward_sum_transpose_view_33(buf219, buf215, buf216, buf218, buf223)
        buf225 = reinterpret_tensor(buf161, (384, 128, 128), (16384, 128, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [view_181, view_182, permute_160, clone_39, view_6, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf223, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_11, (384, 64, 128), (8192, 1, 64), 0), out=buf225)
        del clone_default_11
        assert_size_stride(logical_not_default_7, (32, 12, 128, 1), (1536, 128, 1, 1), 'input')
        buf220 = buf160; del buf160  # reuse
        buf222 = buf155; del buf155  # reuse
        buf227 = buf96; del buf96  # reuse
        buf228 = buf154; del buf154  # reuse
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_34(buf219, buf28, logical_not_default_7, buf225, buf220, buf222, buf227, buf228)
        del buf219
        del buf220
        del buf225
        del buf227
        del buf28
        del logical_not_default_7
        buf224 = reinterpret_tensor(buf216, (384, 128, 64), (8192, 64, 1), 0); del buf216  # reuse
        # Topologically Sorted Source Nodes: [full, view_181, view_182, permute_160, clone_39, view_6, div, where, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf222, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf223, (384, 128, 64), (8192, 64, 1), 0), out=buf224)
        del buf222
        assert_size_stride(clone_default_9, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf229 = clone_default_9; del clone_default_9  # reuse
        cpp_fused_mul_35(buf229)
        buf230 = reinterpret_tensor(buf223, (384, 64, 128), (8192, 128, 1), 0); del buf223  # reuse
        # Topologically Sorted Source Nodes: [full, div, where, neg, fma, view_9, mul, view, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf229, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf228, (384, 128, 128), (16384, 128, 1), 0), out=buf230)
        del buf229
        assert_size_stride(clone_default_10, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf231 = reinterpret_tensor(buf215, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf215  # reuse
        cpp_fused_mul_transpose_9(clone_default_10, buf231)
        del clone_default_10
        buf232 = reinterpret_tensor(buf207, (384, 128, 64), (8192, 64, 1), 0); del buf207  # reuse
        # Topologically Sorted Source Nodes: [full, div, where, neg, fma, view_9, permute, mul_1, view_1, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf228, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf231, (384, 128, 64), (8192, 1, 128), 0), out=buf232)
        del buf228
        buf233 = reinterpret_tensor(buf231, (4096, 768), (768, 1), 0); del buf231  # reuse
        assert_size_stride(primals_13, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_10(buf224, buf233)
        buf234 = reinterpret_tensor(buf224, (4096, 768), (768, 1), 0); del buf224  # reuse
        # Topologically Sorted Source Nodes: [linear_2, permute_167, mm_44], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf233, primals_13, out=buf234)
        del primals_13
        buf235 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_168, linear, mm_45], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf233, (768, 4096), (1, 768), 0), reinterpret_tensor(buf201, (4096, 768), (768, 1), 0), out=buf235)
        buf236 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf237 = buf166; del buf166  # reuse
        assert_size_stride(primals_11, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_36(buf233, buf230, buf236, buf237)
        buf238 = buf233; del buf233  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_172, mm_46], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf237, primals_11, out=buf238)
        del primals_11
        buf239 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_173, mm_47], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf237, (768, 4096), (1, 768), 0), reinterpret_tensor(buf201, (4096, 768), (768, 1), 0), out=buf239)
        buf240 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf241 = reinterpret_tensor(buf230, (4096, 768), (768, 1), 0); del buf230  # reuse
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_37(buf237, buf232, buf240, buf241)
        del buf232
        buf242 = buf237; del buf237  # reuse
        # Topologically Sorted Source Nodes: [linear, permute_177, mm_48], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf241, primals_9, out=buf242)
        del primals_9
        buf243 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_178, mm_49], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf241, (768, 4096), (1, 768), 0), reinterpret_tensor(buf201, (4096, 768), (768, 1), 0), out=buf243)
        buf244 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf245 = buf212; del buf212  # reuse
        buf256 = empty_strided_cpu((30522, 768), (768, 1), torch.float32)
        buf246 = buf211; del buf211  # reuse
        buf247 = buf210; del buf210  # reuse
        buf248 = buf201; del buf201  # reuse
        buf249 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf250 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf251 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf252 = empty_strided_cpu((512, 768), (768, 1), torch.float32)
        buf254 = empty_strided_cpu((2, 768), (768, 1), torch.float32)
        cpp_fused_add_embedding_dense_backward_expand_gather_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_slice_sum_view_38(buf245, buf241, buf234, buf238, buf242, buf200, primals_7, buf196, buf198, buf199, primals_1, primals_2, primals_3, buf244, buf256, buf246, buf247, buf248, buf249, buf250, buf251, buf252, buf254)
        del buf196
        del buf198
        del buf199
        del buf200
        del buf234
        del buf238
        del buf241
        del buf242
        del buf245
        del buf246
        del buf247
        del buf248
        del buf251
        del primals_1
        del primals_2
        del primals_3
        del primals_7
        return (None, None, None, buf256, buf254, buf252, buf249, buf250, buf243, reinterpret_tensor(buf244, (768, ), (1, ), 0), buf239, reinterpret_tensor(buf240, (768, ), (1, ), 0), buf235, reinterpret_tensor(buf236, (768, ), (1, ), 0), buf217, reinterpret_tensor(buf218, (768, ), (1, ), 0), buf213, buf214, buf208, reinterpret_tensor(buf209, (3072, ), (1, ), 0), buf192, reinterpret_tensor(buf193, (768, ), (1, ), 0), buf186, buf187, buf180, reinterpret_tensor(buf181, (768, ), (1, ), 0), buf176, reinterpret_tensor(buf177, (768, ), (1, ), 0), buf172, reinterpret_tensor(buf173, (768, ), (1, ), 0), buf152, reinterpret_tensor(buf153, (768, ), (1, ), 0), buf146, buf147, buf141, reinterpret_tensor(buf142, (3072, ), (1, ), 0), buf136, reinterpret_tensor(buf137, (768, ), (1, ), 0), buf130, buf131, buf124, reinterpret_tensor(buf125, (768, ), (1, ), 0), buf120, reinterpret_tensor(buf121, (768, ), (1, ), 0), buf116, reinterpret_tensor(buf117, (768, ), (1, ), 0), buf91, reinterpret_tensor(buf92, (768, ), (1, ), 0), buf85, buf86, buf80, reinterpret_tensor(buf81, (3072, ), (1, ), 0), buf75, reinterpret_tensor(buf76, (768, ), (1, ), 0), buf69, buf70, buf63, reinterpret_tensor(buf64, (768, ), (1, ), 0), buf59, reinterpret_tensor(buf60, (768, ), (1, ), 0), buf55, reinterpret_tensor(buf56, (768, ), (1, ), 0), buf32, reinterpret_tensor(buf33, (768, ), (1, ), 0), buf26, buf27, buf21, reinterpret_tensor(buf22, (3072, ), (1, ), 0), buf13, reinterpret_tensor(buf14, (768, ), (1, ), 0), buf8, buf9, buf3, reinterpret_tensor(buf4, (768, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    primals_3 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((30522, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((32, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_5 = rand_strided((2, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((512, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_9 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_10 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_11 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    sub_tensor_3 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    logical_not_default_7 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.bool)
    clone_3 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    addmm_3 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_8 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_8 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    where_self_2 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    bmm_default_13 = rand_strided((384, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_23 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_15 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_12 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_4 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_5 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    bmm_default_7 = rand_strided((384, 128, 64), (8192, 64, 1), device='cpu', dtype=torch.float32)
    getitem_10 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_8 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_42 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_20 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_scalar = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    sub_tensor = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    any_dim = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.bool)
    clone_15 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_25 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_55 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    inductor_lookup_seed_default_12 = rand_strided((), (), device='cpu', dtype=torch.int64)
    rsqrt_8 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_12 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tanh = rand_strided((32, 768), (768, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((32, 768), (768, 1), device='cpu', dtype=torch.float32)
    return [primals_2, primals_3, primals_4, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_11, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_72, primals_73, clone_default_9, clone_default_10, clone_default_11, sub_tensor_3, logical_not_default_7, clone_3, addmm_3, addmm_4, add_8, addmm_6, addmm_7, addmm_8, where_self_2, bmm_default_13, getitem_6, mul_23, addmm_10, add_15, addmm_12, clone_default_4, clone_default_5, bmm_default_7, getitem_10, sub_8, addmm_16, mul_42, getitem_13, addmm_20, clone_default_1, mul_scalar, sub_tensor, any_dim, clone_15, add_25, addmm_22, mul_55, inductor_lookup_seed_default_12, rsqrt_8, sub_12, tanh, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
