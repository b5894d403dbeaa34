# AOT ID: ['30_backward']
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_select_backward_sum_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp15 = static_cast<float>(1e-12);
                                auto tmp16 = float(tmp14 + tmp15);
                                auto tmp17 = 1 / std::sqrt(tmp16);
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp13 * tmp18;
                                auto tmp20 = tmp12 * tmp19;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp20;
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
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp21 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp27 = out_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = static_cast<float>(1e-12);
                            auto tmp2 = float(tmp0 + tmp1);
                            auto tmp3 = 1 / std::sqrt(tmp2);
                            auto tmp4 = static_cast<float>(768.0);
                            auto tmp5 = tmp3 / tmp4;
                            auto tmp7 = x1;
                            auto tmp8 = c10::convert<int32_t>(tmp7);
                            auto tmp9 = static_cast<int32_t>(0);
                            auto tmp10 = tmp8 == tmp9;
                            auto tmp12 = static_cast<float>(0.0);
                            auto tmp13 = at::vec::VecMask<float,1>::from(tmp10);
                            auto tmp14 = at::vec::Vectorized<float>(tmp12);
                            auto tmp15 = decltype(tmp11)::blendv(tmp14, tmp11, tmp13.template cast<float,1>());
                            auto tmp16 = tmp6 + tmp15;
                            auto tmp18 = tmp16 * tmp17;
                            auto tmp19 = at::vec::Vectorized<float>(tmp4);
                            auto tmp20 = tmp18 * tmp19;
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 - tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp3);
                            auto tmp26 = tmp24 * tmp25;
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp26 * tmp28;
                            auto tmp30 = tmp23 - tmp29;
                            auto tmp31 = at::vec::Vectorized<float>(tmp5);
                            auto tmp32 = tmp31 * tmp30;
                            tmp32.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
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
                                auto tmp13 = static_cast<float>(1e-12);
                                auto tmp14 = float(tmp12 + tmp13);
                                auto tmp15 = 1 / std::sqrt(tmp14);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp11 * tmp16;
                                auto tmp18 = tmp10 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp18;
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_dropout_native_dropout_backward_2 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*'], r'''
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
                    auto tmp0 = in_ptr0[static_cast<int64_t>(12L)];
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


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    auto out_ptr3 = in_out_ptr2;
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
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = static_cast<float>(1.1111111111111112);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = tmp14 + tmp10;
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp11 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp14 = in_ptr11[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = static_cast<float>(1.1111111111111112);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 - tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            auto tmp17 = tmp4 * tmp16;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp17;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp9 = in_ptr11[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp24 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp27 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(1.1111111111111112);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 - tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(768.0);
                        auto tmp17 = tmp9 / tmp16;
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = tmp20 * tmp12;
                        auto tmp22 = at::vec::Vectorized<float>(tmp16);
                        auto tmp23 = tmp21 * tmp22;
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = at::vec::Vectorized<float>(tmp27);
                        auto tmp29 = tmp11 * tmp28;
                        auto tmp30 = tmp26 - tmp29;
                        auto tmp31 = at::vec::Vectorized<float>(tmp17);
                        auto tmp32 = tmp31 * tmp30;
                        tmp15.store(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp32.store(out_ptr7 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       const float* in_ptr8,
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
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp9 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = static_cast<float>(1.1111111111111112);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr7[static_cast<int64_t>(11L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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


cpp_fused_mul_transpose_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_clone_transpose_view_7 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_8 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(10L)];
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


cpp_fused_clone_transpose_view_9 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_native_dropout_native_dropout_backward_sum_view_10 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_transpose_view_11 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_mul_sum_transpose_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_sum_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(768L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp13 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            tmp8.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp16;
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
                        auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp10 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp15 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp1);
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 - tmp7;
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 - tmp11;
                        auto tmp13 = at::vec::Vectorized<float>(tmp0);
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp8 - tmp17;
                        auto tmp19 = at::vec::Vectorized<float>(tmp2);
                        auto tmp20 = tmp19 * tmp18;
                        tmp20.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp14 = tmp6 * tmp13;
                            tmp_acc0_vec = tmp_acc0_vec + tmp14;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
                    auto tmp0 = in_ptr9[static_cast<int64_t>(9L)];
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


cpp_fused_gelu_gelu_backward_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
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


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_17 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
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
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp12 = tmp11 + tmp10;
                            tmp10.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(1e-12);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp5 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp16 + tmp15;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp17;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp6 = in_ptr10[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_mul_transpose_view_18 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_clone_transpose_view_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_20 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr9,
                       const int64_t* in_ptr10,
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
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(768L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp12 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp15 = in_ptr9[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp11 = tmp9 + tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 - tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp8 * tmp17;
                            tmp8.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp18;
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
                        auto tmp0 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp17 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp1);
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 - tmp7;
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp8 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp2);
                        auto tmp22 = tmp21 * tmp20;
                        tmp22.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp13 = in_ptr9[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp6 * tmp15;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
                    auto tmp0 = in_ptr10[static_cast<int64_t>(6L)];
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


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp11 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(1e-12);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp10 * tmp15;
                            auto tmp17 = tmp4 * tmp16;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp17;
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
                        auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp19 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp24 = out_ptr2[static_cast<int64_t>(x0)];
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
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 - tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp3);
                        auto tmp23 = tmp21 * tmp22;
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp15 - tmp26;
                        auto tmp28 = at::vec::Vectorized<float>(tmp5);
                        auto tmp29 = tmp28 * tmp27;
                        tmp29.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp9 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(1e-12);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp8 * tmp13;
                            auto tmp15 = tmp2 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
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
                    auto tmp0 = in_ptr8[static_cast<int64_t>(5L)];
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


cpp_fused_clone_mul_transpose_view_23 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(768L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = static_cast<float>(0.3535533905932738);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                tmp4.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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


cpp_fused_clone_native_dropout_transpose_view_24 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6291456L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6291456L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(4L)];
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
                    tmp5.store(out_ptr0 + static_cast<int64_t>(x0));
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       bool* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(128L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49152L); x0+=static_cast<int64_t>(1L))
        {
            {
                bool tmp_acc0 = 0;
                at::vec::VecMask<float,1> tmp_acc0_vec = at::vec::VecMask<float,1>::from(0);
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
                            tmp_acc0_vec = tmp_acc0_vec | tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 || !tmp_acc0_vec.all_zero();
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<bool>(tmp_acc0);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp7 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = !tmp0;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5.exp();
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::VecMask<float,1>::from(tmp1);
                            auto tmp12 = at::vec::Vectorized<float>(tmp10);
                            auto tmp13 = decltype(tmp12)::blendv(tmp9, tmp12, tmp11.template cast<float,1>());
                            auto tmp16 = static_cast<float>(0.1);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = at::vec::VecMask<float,1>(tmp15 > tmp17);
                            auto tmp19 = tmp18.to<float,1>();
                            auto tmp20 = static_cast<float>(1.1111111111111112);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp14 * tmp22;
                            auto tmp24 = tmp23 * tmp13;
                            tmp13.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp24;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr1[static_cast<int64_t>(x0)];
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
                        tmp9.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(768L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp13 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            tmp8.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp16;
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
                        auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp10 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp15 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp1);
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 - tmp7;
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 - tmp11;
                        auto tmp13 = at::vec::Vectorized<float>(tmp0);
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp8 - tmp17;
                        auto tmp19 = at::vec::Vectorized<float>(tmp2);
                        auto tmp20 = tmp19 * tmp18;
                        tmp20.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp8 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp14 = tmp6 * tmp13;
                            tmp_acc0_vec = tmp_acc0_vec + tmp14;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
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
                    auto tmp0 = in_ptr9[static_cast<int64_t>(3L)];
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_27 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp14 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp17 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = static_cast<float>(768.0);
                        auto tmp7 = tmp5 / tmp6;
                        auto tmp10 = tmp8 + tmp9;
                        auto tmp11 = tmp10 * tmp1;
                        auto tmp12 = at::vec::Vectorized<float>(tmp6);
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 - tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp0 * tmp18;
                        auto tmp20 = tmp16 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp7);
                        auto tmp22 = tmp21 * tmp20;
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp22.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_backward_sum_view_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                    auto tmp0 = in_ptr4[static_cast<int64_t>(2L)];
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


cpp_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_slice_29 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp11 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp14 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 * tmp15;
                        auto tmp18 = tmp16 * tmp17;
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = tmp9 * tmp20;
                        auto tmp22 = static_cast<float>(1.1111111111111112);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 * tmp23;
                        tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp24.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_30 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(1L)];
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


cpp_fused_add_embedding_dense_backward_expand_gather_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_slice_sum_view_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp2 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
                        auto tmp0 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp12 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp17 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp23 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp1);
                        auto tmp7 = tmp5 * tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 - tmp9;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp0);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp10 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp2);
                        auto tmp22 = tmp21 * tmp20;
                        auto tmp24 = static_cast<int64_t>(30521);
                        auto tmp25 = min_propagate_nan(tmp24, tmp23);
                        auto tmp26 = static_cast<int64_t>(-30522);
                        auto tmp27 = max_propagate_nan(tmp26, tmp25);
                        auto tmp28 = 30522L;
                        auto tmp29 = c10::convert<int64_t>(tmp28);
                        auto tmp30 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp27) + static_cast<std::make_unsigned_t<int64_t>>(tmp29));
                        auto tmp31 = tmp27 < 0;
                        auto tmp32 = tmp31 ? tmp30 : tmp27;
                        auto tmp33 = static_cast<int64_t>(0);
                        auto tmp34 = tmp23 >= tmp33;
                        auto tmp35 = static_cast<int64_t>(30522);
                        auto tmp36 = tmp23 < tmp35;
                        auto tmp37 = decltype(tmp34)(tmp34 & tmp36);
                        auto tmp38 = tmp23 != tmp33;
                        auto tmp39 = decltype(tmp37)(tmp37 & tmp38);
                        auto tmp40 = static_cast<float>(0.0);
                        auto tmp41 = at::vec::VecMask<float,1>::from(tmp39);
                        auto tmp42 = at::vec::Vectorized<float>(tmp40);
                        auto tmp43 = decltype(tmp22)::blendv(tmp42, tmp22, tmp41.template cast<float,1>());
                        tmp22.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp43 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp32))).store(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp32));
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
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
        primals_2, primals_3, primals_4, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_11, primals_12, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_26, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_46, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_73, rsqrt, addmm, addmm_2, rsqrt_1, mul_9, addmm_4, add_8, getitem_5, rsqrt_2, addmm_7, clone_default_8, amax_default_2, sum_dim_int_list_4, mul_22, getitem_6, addmm_10, mul_29, rsqrt_4, addmm_13, mul_scalar_4, getitem_10, sub_8, addmm_16, mul_42, rsqrt_6, clone_default_1, clone_default_2, mul_scalar, mul_49, rsqrt_7, addmm_22, mul_55, getitem_16, sub_12, add_31, tanh, tangents_1, tangents_2 = args
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
        assert_size_stride(add_31, (32, 128, 768), (98304, 768, 1), 'input')
        buf2 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_46, first_token_tensor, mm_1], Original ATen: [aten.t, aten.select, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (768, 32), (1, 768), 0), reinterpret_tensor(add_31, (32, 768), (98304, 1), 0), out=buf2)
        del add_31
        buf3 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((tangents_1, primals_71, sub_12, getitem_16), ((32, 128, 768), (768, ), (32, 128, 768), (32, 128, 1)), ((98304, 768, 1), (1, ), (98304, 768, 1), (128, 1, 1)), 'input')
        buf4 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf5 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf6 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_select_backward_sum_1(buf0, tangents_1, buf1, primals_71, sub_12, getitem_16, buf3, buf4, buf5, buf6, buf7, buf8)
        del buf0
        del buf1
        del getitem_16
        del primals_71
        del sub_12
        del tangents_1
        buf9 = empty_strided_cpu((13, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [embeddings_3], Original ATen: [aten.native_dropout]
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [13], out=buf9)
        buf10 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf11 = buf10; del buf10  # reuse
        assert_size_stride(primals_69, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_2(buf11, buf9, buf6)
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
        assert_size_stride_grouped((mul_42, sub_8, getitem_10, primals_49, primals_50, rsqrt_6, primals_55, primals_56, mul_49, primals_65, rsqrt_7, primals_66), ((32, 128, 768), (32, 128, 768), (32, 128, 1), (768, ), (768, ), (32, 128, 1), (768, ), (768, ), (32, 128, 768), (768, ), (32, 128, 1), (768, )), ((98304, 768, 1), (98304, 768, 1), (128, 1, 1), (1, ), (1, ), (128, 1, 1), (1, ), (1, ), (98304, 768, 1), (1, ), (128, 1, 1), (1, )), 'input')
        buf17 = mul_42; del mul_42  # reuse
        buf82 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf18 = buf5; del buf5  # reuse
        buf19 = buf18; del buf18  # reuse
        buf21 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf22 = buf4; del buf4  # reuse
        buf23 = buf22; del buf22  # reuse
        buf28 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf29 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf25 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf30 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_4(buf17, buf19, buf23, sub_8, getitem_10, primals_49, primals_50, rsqrt_6, primals_55, primals_56, mul_49, buf6, buf16, primals_65, rsqrt_7, primals_66, buf82, buf21, buf28, buf29, buf25, buf30)
        del buf28
        del buf29
        del primals_50
        del primals_56
        del primals_65
        del primals_66
        buf26 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_54, hidden_states_25, add_8, hidden_states_26, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_dropout, aten.add, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf15, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf25, (4096, 768), (768, 1), 0), out=buf26)
        buf27 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf31 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf32 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf33 = buf25; del buf25  # reuse
        buf34 = buf33; del buf33  # reuse
        assert_size_stride(primals_63, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_5(buf34, buf15, buf6, buf16, mul_49, buf21, buf23, rsqrt_7, buf9, buf30, buf27, buf31, buf32)
        del buf15
        del buf23
        del mul_49
        del rsqrt_7
        buf35 = reinterpret_tensor(buf6, (4096, 768), (768, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_25, convert_element_type_1, mul_85, mul_86, view_95, hidden_states_24, permute_57, mm_6], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (4096, 768), (768, 1), 0), primals_63, out=buf35)
        del primals_63
        assert_size_stride(clone_default_1, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf36 = reinterpret_tensor(buf16, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf16  # reuse
        assert_size_stride(mul_scalar, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_mul_transpose_6(clone_default_1, buf36)
        del clone_default_1
        buf37 = empty_strided_cpu((384, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute, mul_1, view, view_1, bmm], Original ATen: [aten.transpose, aten.mul, aten.view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(mul_scalar, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf36, (384, 64, 128), (8192, 128, 1), 0), out=buf37)
        buf48 = empty_strided_cpu((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        assert_size_stride(clone_default_2, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_transpose_view_7(buf35, buf48)
        del buf35
        buf50 = empty_strided_cpu((384, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_4, view_97, view_98, permute_61, clone_18, view_6, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf48, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_2, (384, 64, 128), (8192, 1, 64), 0), out=buf50)
        buf38 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf41 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.bool)
        buf40 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf43 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        buf52 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf53 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_8(buf37, buf9, buf50, buf38, buf41, buf40, buf43, buf52, buf53)
        del buf37
        del buf50
        buf44 = empty_strided_cpu((384, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, gt, mul_2, mul_3, view_3, view_4, bmm_1], Original ATen: [aten._safe_softmax, aten.native_dropout, aten.view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf43, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(clone_default_2, (384, 128, 64), (8192, 64, 1), 0), out=buf44)
        del clone_default_2
        buf45 = empty_strided_cpu((32, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_9(buf44, buf45)
        buf46 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_25, convert_element_type_1, mul_85, mul_86, view_95, permute_58, attn_output_9, transpose_19, attn_output_10, reshape_3, hidden_states_24, mm_7], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf34, (768, 4096), (1, 768), 0), reinterpret_tensor(buf45, (4096, 768), (768, 1), 0), out=buf46)
        buf47 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf34, buf47)
        buf49 = reinterpret_tensor(buf34, (384, 128, 64), (8192, 64, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, gt, mul_2, mul_3, view_3, view_97, view_98, permute_61, clone_18, view_6, permute_1, bmm_2], Original ATen: [aten._safe_softmax, aten.native_dropout, aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf43, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf48, (384, 128, 64), (8192, 64, 1), 0), out=buf49)
        del buf43
        buf54 = reinterpret_tensor(buf48, (384, 64, 128), (8192, 128, 1), 0); del buf48  # reuse
        # Topologically Sorted Source Nodes: [full, view, div, logical_not_1, where, neg, fma, view_9, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten.view, aten._softmax_backward_data, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(mul_scalar, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf53, (384, 128, 128), (16384, 128, 1), 0), out=buf54)
        del mul_scalar
        buf55 = reinterpret_tensor(buf45, (384, 128, 64), (8192, 64, 1), 0); del buf45  # reuse
        # Topologically Sorted Source Nodes: [full, permute, mul_1, view_1, div, logical_not_1, where, neg, fma, view_9, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten.transpose, aten.mul, aten.view, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf53, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf36, (384, 128, 64), (8192, 1, 128), 0), out=buf55)
        buf56 = reinterpret_tensor(buf36, (4096, 768), (768, 1), 0); del buf36  # reuse
        assert_size_stride(primals_61, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf49, buf56)
        buf57 = reinterpret_tensor(buf49, (4096, 768), (768, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [linear_20, permute_68, mm_8], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf56, primals_61, out=buf57)
        del primals_61
        buf58 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_69, linear_18, mm_9], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (768, 4096), (1, 768), 0), reinterpret_tensor(buf21, (4096, 768), (768, 1), 0), out=buf58)
        buf59 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf60 = reinterpret_tensor(buf44, (4096, 768), (768, 1), 0); del buf44  # reuse
        assert_size_stride(primals_59, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_12(buf56, buf54, buf59, buf60)
        buf61 = buf56; del buf56  # reuse
        # Topologically Sorted Source Nodes: [linear_19, permute_73, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf60, primals_59, out=buf61)
        del primals_59
        buf62 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, permute_74, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (768, 4096), (1, 768), 0), reinterpret_tensor(buf21, (4096, 768), (768, 1), 0), out=buf62)
        buf63 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf64 = reinterpret_tensor(buf54, (4096, 768), (768, 1), 0); del buf54  # reuse
        assert_size_stride(primals_57, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_13(buf60, buf55, buf63, buf64)
        buf65 = buf60; del buf60  # reuse
        # Topologically Sorted Source Nodes: [linear_18, permute_78, mm_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf64, primals_57, out=buf65)
        del primals_57
        buf66 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, permute_79, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (768, 4096), (1, 768), 0), reinterpret_tensor(buf21, (4096, 768), (768, 1), 0), out=buf66)
        buf67 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf69 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf70 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf71 = buf21; del buf21  # reuse
        buf72 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf73 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf74 = reinterpret_tensor(buf55, (32, 128, 768), (98304, 768, 1), 0); del buf55  # reuse
        buf75 = buf74; del buf74  # reuse
        assert_size_stride(primals_53, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_14(buf75, buf64, buf30, buf57, buf61, buf65, primals_55, buf17, buf19, rsqrt_6, buf9, buf67, buf69, buf70, buf71, buf72, buf73)
        del buf17
        del primals_55
        del rsqrt_6
        buf76 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, convert_element_type_3, mul_98, mul_99, view_117, hidden_states_21, permute_82, mm_14], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf75, (4096, 768), (768, 1), 0), primals_53, out=buf76)
        del primals_53
        assert_size_stride(addmm_16, (4096, 3072), (3072, 1), 'input')
        buf77 = empty_strided_cpu((32, 128, 3072), (393216, 3072, 1), torch.float32)
        buf80 = reinterpret_tensor(buf76, (32, 128, 3072), (393216, 3072, 1), 0); del buf76  # reuse
        cpp_fused_gelu_gelu_backward_view_15(buf80, addmm_16, buf77)
        del addmm_16
        buf78 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, convert_element_type_3, mul_98, mul_99, view_117, permute_83, hidden_states_19, hidden_states_20, hidden_states_21, mm_15], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf75, (768, 4096), (1, 768), 0), reinterpret_tensor(buf77, (4096, 3072), (3072, 1), 0), out=buf78)
        del buf77
        buf79 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf75, buf79)
        buf81 = reinterpret_tensor(buf75, (4096, 768), (768, 1), 0); del buf75  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, view_119, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_86, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf80, (4096, 3072), (3072, 1), 0), primals_51, out=buf81)
        del primals_51
        buf83 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_18, hidden_states_19, hidden_states_20, view_119, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_87, mm_17], Original ATen: [aten.native_layer_norm, aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf80, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf82, (4096, 768), (768, 1), 0), out=buf83)
        buf84 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf85 = buf70; del buf70  # reuse
        buf86 = buf69; del buf69  # reuse
        buf87 = buf82; del buf82  # reuse
        buf88 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf89 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf90 = reinterpret_tensor(buf65, (32, 128, 768), (98304, 768, 1), 0); del buf65  # reuse
        buf91 = buf90; del buf90  # reuse
        assert_size_stride(primals_47, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_16(buf91, buf80, buf71, buf81, primals_49, sub_8, getitem_10, buf9, buf84, buf85, buf86, buf87, buf88, buf89)
        del buf80
        del getitem_10
        del primals_49
        del sub_8
        buf92 = buf81; del buf81  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_17, convert_element_type_4, mul_114, mul_115, view_123, hidden_states_16, permute_90, mm_18], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf91, (4096, 768), (768, 1), 0), primals_47, out=buf92)
        del primals_47
        assert_size_stride_grouped((add_8, getitem_5, rsqrt_2, primals_23, primals_24, mul_22, getitem_6, primals_33, primals_34, mul_29, rsqrt_4, primals_39, primals_40), ((32, 128, 768), (32, 128, 1), (32, 128, 1), (768, ), (768, ), (32, 128, 768), (32, 128, 1), (768, ), (768, ), (32, 128, 768), (32, 128, 1), (768, ), (768, )), ((98304, 768, 1), (128, 1, 1), (128, 1, 1), (1, ), (1, ), (98304, 768, 1), (128, 1, 1), (1, ), (1, ), (98304, 768, 1), (128, 1, 1), (1, ), (1, )), 'input')
        buf93 = buf71; del buf71  # reuse
        buf94 = buf86; del buf86  # reuse
        buf95 = buf94; del buf94  # reuse
        buf97 = reinterpret_tensor(buf64, (32, 128, 768), (98304, 768, 1), 0); del buf64  # reuse
        buf98 = buf85; del buf85  # reuse
        buf99 = buf98; del buf98  # reuse
        buf101 = reinterpret_tensor(buf61, (32, 128, 768), (98304, 768, 1), 0); del buf61  # reuse
        assert_size_stride_grouped((primals_46, primals_45), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_17(buf95, buf99, add_8, getitem_5, rsqrt_2, primals_23, primals_24, mul_22, getitem_6, primals_33, primals_34, mul_29, rsqrt_4, primals_39, primals_40, buf93, buf97, buf101)
        del primals_24
        del primals_34
        del primals_40
        buf102 = buf57; del buf57  # reuse
        # Topologically Sorted Source Nodes: [add_5, hidden_states_15, linear_12, linear_14], Original ATen: [aten.add, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_46, reinterpret_tensor(buf101, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf102)
        del primals_46
        assert_size_stride(addmm_13, (4096, 768), (768, 1), 'input')
        buf103 = reinterpret_tensor(buf30, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf30  # reuse
        assert_size_stride(mul_scalar_4, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_mul_transpose_view_18(addmm_13, buf103)
        del addmm_13
        buf104 = reinterpret_tensor(buf53, (384, 128, 128), (16384, 128, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [linear_13, view_7, key_layer_2, clone_1, permute, mul_1, view, view_1, bmm], Original ATen: [aten.view, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(mul_scalar_4, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf103, (384, 64, 128), (8192, 128, 1), 0), out=buf104)
        buf111 = empty_strided_cpu((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        buf116 = empty_strided_cpu((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_19(buf102, buf92, buf111, buf116)
        del buf102
        buf118 = empty_strided_cpu((384, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_14, view_8, value_layer_2, clone_2, view_4, view_125, view_126, permute_94, clone_25, view_6, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf116, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf111, (384, 64, 128), (8192, 1, 64), 0), out=buf118)
        buf105 = buf52; del buf52  # reuse
        buf108 = buf41; del buf41  # reuse
        buf107 = buf40; del buf40  # reuse
        buf110 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        buf120 = buf38; del buf38  # reuse
        buf121 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_20(buf104, buf9, buf118, buf105, buf108, buf107, buf110, buf120, buf121)
        del buf105
        buf112 = reinterpret_tensor(buf92, (384, 128, 64), (8192, 64, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [full, linear_14, view_8, value_layer_2, clone_2, div, logical_not_1, where, gt, mul_2, mul_3, view_3, view_4, bmm_1], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf110, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf111, (384, 128, 64), (8192, 64, 1), 0), out=buf112)
        buf113 = reinterpret_tensor(buf111, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf111  # reuse
        cpp_fused_clone_transpose_view_9(buf112, buf113)
        buf114 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_17, convert_element_type_4, mul_114, mul_115, view_123, permute_91, attn_output_6, transpose_14, attn_output_7, reshape_2, hidden_states_16, mm_19], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf91, (768, 4096), (1, 768), 0), reinterpret_tensor(buf113, (4096, 768), (768, 1), 0), out=buf114)
        buf115 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf91, buf115)
        buf117 = reinterpret_tensor(buf91, (384, 128, 64), (8192, 64, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, gt, mul_2, mul_3, view_3, view_125, view_126, permute_94, clone_25, view_6, permute_1, bmm_2], Original ATen: [aten._safe_softmax, aten.native_dropout, aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf110, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf116, (384, 128, 64), (8192, 64, 1), 0), out=buf117)
        buf122 = reinterpret_tensor(buf116, (384, 64, 128), (8192, 128, 1), 0); del buf116  # reuse
        # Topologically Sorted Source Nodes: [full, view, div, logical_not_1, where, neg, fma, view_9, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten.view, aten._softmax_backward_data, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(mul_scalar_4, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf121, (384, 128, 128), (16384, 128, 1), 0), out=buf122)
        del mul_scalar_4
        buf123 = reinterpret_tensor(buf113, (384, 128, 64), (8192, 64, 1), 0); del buf113  # reuse
        # Topologically Sorted Source Nodes: [full, linear_13, view_7, key_layer_2, clone_1, permute, mul_1, view_1, div, logical_not_1, where, neg, fma, view_9, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.mul, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf121, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf103, (384, 128, 64), (8192, 1, 128), 0), out=buf123)
        buf124 = reinterpret_tensor(buf103, (4096, 768), (768, 1), 0); del buf103  # reuse
        cpp_fused__unsafe_view_clone_transpose_view_11(buf117, buf124)
        buf125 = reinterpret_tensor(buf117, (4096, 768), (768, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [linear_14, permute_101, mm_20], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf124, primals_45, out=buf125)
        del primals_45
        buf126 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_5, hidden_states_15, linear_12, permute_102, mm_21], Original ATen: [aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf124, (768, 4096), (1, 768), 0), reinterpret_tensor(buf101, (4096, 768), (768, 1), 0), out=buf126)
        buf127 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf128 = reinterpret_tensor(buf112, (4096, 768), (768, 1), 0); del buf112  # reuse
        assert_size_stride(primals_43, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_12(buf124, buf122, buf127, buf128)
        buf129 = buf124; del buf124  # reuse
        # Topologically Sorted Source Nodes: [linear_13, permute_106, mm_22], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf128, primals_43, out=buf129)
        del primals_43
        buf130 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_5, hidden_states_15, linear_12, permute_107, mm_23], Original ATen: [aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf128, (768, 4096), (1, 768), 0), reinterpret_tensor(buf101, (4096, 768), (768, 1), 0), out=buf130)
        buf131 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf132 = reinterpret_tensor(buf122, (4096, 768), (768, 1), 0); del buf122  # reuse
        assert_size_stride(primals_41, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_13(buf128, buf123, buf131, buf132)
        buf133 = buf128; del buf128  # reuse
        # Topologically Sorted Source Nodes: [linear_12, permute_111, mm_24], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf132, primals_41, out=buf133)
        del primals_41
        buf134 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [add_5, hidden_states_15, linear_12, permute_112, mm_25], Original ATen: [aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf132, (768, 4096), (1, 768), 0), reinterpret_tensor(buf101, (4096, 768), (768, 1), 0), out=buf134)
        buf135 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf137 = buf19; del buf19  # reuse
        buf138 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf139 = buf101; del buf101  # reuse
        buf140 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf141 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf142 = reinterpret_tensor(buf123, (32, 128, 768), (98304, 768, 1), 0); del buf123  # reuse
        buf143 = buf142; del buf142  # reuse
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_21(buf143, buf132, buf87, buf125, buf129, buf133, primals_39, mul_29, buf97, buf99, rsqrt_4, buf9, buf135, buf137, buf138, buf139, buf140, buf141)
        del buf125
        del buf137
        del mul_29
        del primals_39
        del rsqrt_4
        buf144 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, convert_element_type_6, mul_127, mul_128, view_145, hidden_states_13, permute_115, mm_26], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (4096, 768), (768, 1), 0), primals_37, out=buf144)
        del primals_37
        assert_size_stride(addmm_10, (4096, 3072), (3072, 1), 'input')
        buf145 = empty_strided_cpu((32, 128, 3072), (393216, 3072, 1), torch.float32)
        buf148 = reinterpret_tensor(buf144, (32, 128, 3072), (393216, 3072, 1), 0); del buf144  # reuse
        cpp_fused_gelu_gelu_backward_view_15(buf148, addmm_10, buf145)
        del addmm_10
        buf146 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, convert_element_type_6, mul_127, mul_128, view_145, permute_116, hidden_states_11, hidden_states_12, hidden_states_13, mm_27], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (768, 4096), (1, 768), 0), reinterpret_tensor(buf145, (4096, 3072), (3072, 1), 0), out=buf146)
        buf147 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_35, (3072, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf143, buf147)
        buf149 = reinterpret_tensor(buf143, (4096, 768), (768, 1), 0); del buf143  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, view_147, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_119, mm_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (4096, 3072), (3072, 1), 0), primals_35, out=buf149)
        del primals_35
        buf150 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, view_147, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_120, mm_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf97, (4096, 768), (768, 1), 0), out=buf150)
        buf151 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf152 = buf99; del buf99  # reuse
        buf153 = buf138; del buf138  # reuse
        buf154 = buf97; del buf97  # reuse
        buf155 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf156 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf157 = buf87; del buf87  # reuse
        buf158 = buf157; del buf157  # reuse
        assert_size_stride(primals_31, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_22(buf158, buf148, buf139, buf149, primals_33, mul_22, buf93, buf95, getitem_6, buf9, buf151, buf152, buf153, buf154, buf155, buf156)
        del getitem_6
        del mul_22
        del primals_33
        buf159 = buf149; del buf149  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_9, convert_element_type_7, mul_143, mul_144, view_151, hidden_states_8, permute_123, mm_30], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf158, (4096, 768), (768, 1), 0), primals_31, out=buf159)
        del primals_31
        assert_size_stride_grouped((primals_26, primals_25), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf160 = reinterpret_tensor(buf139, (4096, 768), (768, 1), 0); del buf139  # reuse
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_26, reinterpret_tensor(buf93, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_25, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf160)
        del primals_26
        buf161 = reinterpret_tensor(buf133, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf133  # reuse
        assert_size_stride(addmm_7, (4096, 768), (768, 1), 'input')
        buf162 = reinterpret_tensor(buf132, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf132  # reuse
        cpp_fused_clone_mul_transpose_view_23(buf160, addmm_7, buf161, buf162)
        del addmm_7
        buf163 = reinterpret_tensor(buf121, (384, 128, 128), (16384, 128, 1), 0); del buf121  # reuse
        # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, clone, clone_1, mul, permute, mul_1, view, view_1, bmm], Original ATen: [aten.view, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf161, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf162, (384, 64, 128), (8192, 128, 1), 0), out=buf163)
        buf166 = buf110; del buf110  # reuse
        buf172 = reinterpret_tensor(buf160, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf160  # reuse
        assert_size_stride(clone_default_8, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_native_dropout_transpose_view_24(buf9, buf159, buf166, buf172)
        buf174 = buf118; del buf118  # reuse
        # Topologically Sorted Source Nodes: [view_4, view_153, view_154, permute_127, clone_32, view_6, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf172, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_8, (384, 64, 128), (8192, 1, 64), 0), out=buf174)
        assert_size_stride_grouped((amax_default_2, sum_dim_int_list_4), ((32, 12, 128, 1), (32, 12, 128, 1)), ((1536, 128, 1, 1), (1536, 128, 1, 1)), 'input')
        buf164 = buf108; del buf108  # reuse
        buf175 = buf120; del buf120  # reuse
        buf167 = reinterpret_tensor(buf104, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf104  # reuse
        buf176 = reinterpret_tensor(buf174, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf174  # reuse
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_25(buf176, buf163, amax_default_2, sum_dim_int_list_4, buf166, buf164, buf175, buf167)
        del amax_default_2
        del sum_dim_int_list_4
        buf168 = reinterpret_tensor(buf159, (384, 128, 64), (8192, 64, 1), 0); del buf159  # reuse
        # Topologically Sorted Source Nodes: [gt, mul_2, mul_3, view_3, view_4, bmm_1], Original ATen: [aten.native_dropout, aten.view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf167, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(clone_default_8, (384, 128, 64), (8192, 64, 1), 0), out=buf168)
        del clone_default_8
        buf169 = reinterpret_tensor(buf129, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf129  # reuse
        cpp_fused_clone_transpose_view_9(buf168, buf169)
        buf170 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, convert_element_type_7, mul_143, mul_144, view_151, permute_124, attn_output_3, transpose_9, attn_output_4, reshape_1, hidden_states_8, mm_31], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf158, (768, 4096), (1, 768), 0), reinterpret_tensor(buf169, (4096, 768), (768, 1), 0), out=buf170)
        buf171 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf158, buf171)
        buf173 = reinterpret_tensor(buf158, (384, 128, 64), (8192, 64, 1), 0); del buf158  # reuse
        # Topologically Sorted Source Nodes: [gt, mul_2, mul_3, view_3, view_153, view_154, permute_127, clone_32, view_6, permute_1, bmm_2], Original ATen: [aten.native_dropout, aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf167, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf172, (384, 128, 64), (8192, 64, 1), 0), out=buf173)
        buf177 = reinterpret_tensor(buf172, (384, 64, 128), (8192, 128, 1), 0); del buf172  # reuse
        # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, clone, mul, view, gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, permute_3, bmm_4], Original ATen: [aten.view, aten.transpose, aten.clone, aten.mul, aten.native_dropout, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf161, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf176, (384, 128, 128), (16384, 128, 1), 0), out=buf177)
        buf178 = reinterpret_tensor(buf161, (384, 128, 64), (8192, 64, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [linear_7, view_4, key_layer_1, clone_1, permute, mul_1, view_1, gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, permute_4, bmm_5], Original ATen: [aten.view, aten.transpose, aten.clone, aten.mul, aten.native_dropout, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf176, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf162, (384, 128, 64), (8192, 1, 128), 0), out=buf178)
        buf179 = reinterpret_tensor(buf162, (4096, 768), (768, 1), 0); del buf162  # reuse
        assert_size_stride(primals_29, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf173, buf179)
        buf180 = reinterpret_tensor(buf173, (4096, 768), (768, 1), 0); del buf173  # reuse
        # Topologically Sorted Source Nodes: [linear_8, permute_134, mm_32], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf179, primals_29, out=buf180)
        del primals_29
        buf181 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_6, permute_135, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf179, (768, 4096), (1, 768), 0), reinterpret_tensor(buf93, (4096, 768), (768, 1), 0), out=buf181)
        buf182 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf183 = reinterpret_tensor(buf169, (4096, 768), (768, 1), 0); del buf169  # reuse
        assert_size_stride(primals_27, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_12(buf179, buf177, buf182, buf183)
        buf184 = buf179; del buf179  # reuse
        # Topologically Sorted Source Nodes: [linear_7, permute_139, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf183, primals_27, out=buf184)
        del primals_27
        buf185 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_6, permute_140, mm_35], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf183, (768, 4096), (1, 768), 0), reinterpret_tensor(buf93, (4096, 768), (768, 1), 0), out=buf185)
        buf186 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf187 = reinterpret_tensor(buf177, (4096, 768), (768, 1), 0); del buf177  # reuse
        cpp_fused__unsafe_view_clone_sum_transpose_view_13(buf183, buf178, buf186, buf187)
        buf188 = buf183; del buf183  # reuse
        # Topologically Sorted Source Nodes: [linear_6, permute_144, mm_36], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf187, primals_25, out=buf188)
        del primals_25
        buf189 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_6, permute_145, mm_37], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf187, (768, 4096), (1, 768), 0), reinterpret_tensor(buf93, (4096, 768), (768, 1), 0), out=buf189)
        buf190 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf192 = buf95; del buf95  # reuse
        buf193 = buf153; del buf153  # reuse
        buf194 = buf93; del buf93  # reuse
        buf195 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf196 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf197 = reinterpret_tensor(buf178, (32, 128, 768), (98304, 768, 1), 0); del buf178  # reuse
        buf198 = buf197; del buf197  # reuse
        assert_size_stride(primals_21, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_26(buf198, buf187, buf154, buf180, buf184, buf188, primals_23, add_8, getitem_5, rsqrt_2, buf9, buf190, buf192, buf193, buf194, buf195, buf196)
        del add_8
        del getitem_5
        del primals_23
        del rsqrt_2
        buf199 = reinterpret_tensor(buf148, (4096, 3072), (3072, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_6, convert_element_type_9, mul_156, mul_157, view_173, hidden_states_5, permute_148, mm_38], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf198, (4096, 768), (768, 1), 0), primals_21, out=buf199)
        del primals_21
        assert_size_stride(addmm_4, (4096, 3072), (3072, 1), 'input')
        buf200 = buf145; del buf145  # reuse
        buf203 = reinterpret_tensor(buf199, (32, 128, 3072), (393216, 3072, 1), 0); del buf199  # reuse
        cpp_fused_gelu_gelu_backward_view_15(buf203, addmm_4, buf200)
        del addmm_4
        buf201 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_6, convert_element_type_9, mul_156, mul_157, view_173, permute_149, hidden_states_3, hidden_states_4, hidden_states_5, mm_39], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf198, (768, 4096), (1, 768), 0), reinterpret_tensor(buf200, (4096, 3072), (3072, 1), 0), out=buf201)
        del buf200
        buf202 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_19, (3072, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf198, buf202)
        buf204 = reinterpret_tensor(buf198, (4096, 768), (768, 1), 0); del buf198  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, view_175, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_152, mm_40], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf203, (4096, 3072), (3072, 1), 0), primals_19, out=buf204)
        del primals_19
        assert_size_stride_grouped((primals_17, mul_9, primals_18, rsqrt_1), ((768, ), (32, 128, 768), (768, ), (32, 128, 1)), ((1, ), (98304, 768, 1), (1, ), (128, 1, 1)), 'input')
        buf208 = buf193; del buf193  # reuse
        buf209 = buf192; del buf192  # reuse
        buf205 = reinterpret_tensor(buf188, (32, 128, 768), (98304, 768, 1), 0); del buf188  # reuse
        buf210 = reinterpret_tensor(buf187, (32, 128, 768), (98304, 768, 1), 0); del buf187  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_27(buf194, buf204, primals_17, mul_9, primals_18, rsqrt_1, buf208, buf209, buf205, buf210)
        del primals_17
        del primals_18
        del rsqrt_1
        buf206 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, view_175, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_153, hidden_states_2, mm_41], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf203, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf205, (4096, 768), (768, 1), 0), out=buf206)
        buf207 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf211 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf212 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf213 = buf205; del buf205  # reuse
        buf214 = buf213; del buf213  # reuse
        assert_size_stride(primals_15, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_backward_sum_view_28(buf214, buf203, buf194, buf204, mul_9, buf9, buf210, buf207, buf211, buf212)
        del buf203
        del mul_9
        buf215 = buf204; del buf204  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_1, convert_element_type_10, mul_172, mul_173, view_179, hidden_states, permute_156, mm_42], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf214, (4096, 768), (768, 1), 0), primals_15, out=buf215)
        del primals_15
        assert_size_stride_grouped((primals_1, primals_4, primals_2, primals_3, primals_5, primals_6), ((32, 128), (30522, 768), (1, 512), (1, 512), (2, 768), (512, 768)), ((128, 1), (768, 1), (512, 1), (512, 1), (768, 1), (768, 1)), 'input')
        buf216 = buf194; del buf194  # reuse
        assert_size_stride_grouped((rsqrt, primals_7, primals_8), ((32, 128, 1), (768, ), (768, )), ((128, 1, 1), (1, ), (1, )), 'input')
        buf217 = buf209; del buf209  # reuse
        buf218 = buf217; del buf217  # reuse
        buf220 = reinterpret_tensor(buf184, (32, 128, 768), (98304, 768, 1), 0); del buf184  # reuse
        buf221 = reinterpret_tensor(buf180, (32, 128, 768), (98304, 768, 1), 0); del buf180  # reuse
        assert_size_stride_grouped((primals_12, primals_11), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_embedding_expand_gather_native_dropout_native_layer_norm_slice_29(buf218, primals_1, primals_4, primals_2, primals_3, primals_5, primals_6, buf9, rsqrt, primals_7, primals_8, buf216, buf220, buf221)
        del primals_4
        del primals_5
        del primals_6
        del primals_8
        buf222 = reinterpret_tensor(buf154, (4096, 768), (768, 1), 0); del buf154  # reuse
        # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, linear_1], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_12, reinterpret_tensor(buf221, (4096, 768), (768, 1), 0), reinterpret_tensor(primals_11, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf222)
        del primals_12
        assert_size_stride(addmm, (4096, 768), (768, 1), 'input')
        buf223 = reinterpret_tensor(buf168, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf168  # reuse
        buf224 = empty_strided_cpu((32, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_mul_transpose_view_23(addmm, buf222, buf223, buf224)
        del addmm
        buf225 = reinterpret_tensor(buf176, (384, 128, 128), (16384, 128, 1), 0); del buf176  # reuse
        # Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, clone, clone_1, mul, permute, mul_1, bmm], Original ATen: [aten.view, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf223, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf224, (384, 64, 128), (8192, 128, 1), 0), out=buf225)
        assert_size_stride(addmm_2, (4096, 768), (768, 1), 'input')
        buf232 = reinterpret_tensor(buf222, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf222  # reuse
        buf237 = empty_strided_cpu((32, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_19(addmm_2, buf215, buf232, buf237)
        del addmm_2
        buf239 = reinterpret_tensor(buf167, (384, 128, 128), (16384, 128, 1), 0); del buf167  # reuse
        # Topologically Sorted Source Nodes: [linear_2, view_2, value_layer, clone_2, view_4, view_181, view_182, permute_160, clone_39, view_6, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf237, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf232, (384, 64, 128), (8192, 1, 64), 0), out=buf239)
        buf226 = buf175; del buf175  # reuse
        buf229 = buf164; del buf164  # reuse
        buf228 = buf107; del buf107  # reuse
        buf231 = buf166; del buf166  # reuse
        buf241 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf242 = reinterpret_tensor(buf163, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf163  # reuse
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_30(buf225, buf9, buf239, buf226, buf229, buf228, buf231, buf241, buf242)
        del buf225
        del buf226
        del buf228
        del buf229
        del buf239
        del buf241
        del buf9
        buf233 = reinterpret_tensor(buf215, (384, 128, 64), (8192, 64, 1), 0); del buf215  # reuse
        # Topologically Sorted Source Nodes: [full, linear_2, view_2, value_layer, clone_2, div, logical_not_1, where, gt, mul_2, mul_3, view_3, view_4, bmm_1], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf231, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf232, (384, 128, 64), (8192, 64, 1), 0), out=buf233)
        buf234 = reinterpret_tensor(buf232, (32, 128, 12, 64), (98304, 768, 64, 1), 0); del buf232  # reuse
        cpp_fused_clone_transpose_view_9(buf233, buf234)
        del buf233
        buf235 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_1, convert_element_type_10, mul_172, mul_173, view_179, permute_157, attn_output, transpose_4, attn_output_1, reshape, hidden_states, mm_43], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.transpose, aten.clone, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf214, (768, 4096), (1, 768), 0), reinterpret_tensor(buf234, (4096, 768), (768, 1), 0), out=buf235)
        buf236 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_10(buf214, buf236)
        buf238 = reinterpret_tensor(buf214, (384, 128, 64), (8192, 64, 1), 0); del buf214  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, gt, mul_2, mul_3, view_3, view_181, view_182, permute_160, clone_39, view_6, permute_1, bmm_2], Original ATen: [aten._safe_softmax, aten.native_dropout, aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf231, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf237, (384, 128, 64), (8192, 64, 1), 0), out=buf238)
        del buf231
        buf243 = reinterpret_tensor(buf237, (384, 64, 128), (8192, 128, 1), 0); del buf237  # reuse
        # Topologically Sorted Source Nodes: [full, linear, view, query_layer, clone, mul, div, logical_not_1, where, neg, fma, view_9, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.mul, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf223, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf242, (384, 128, 128), (16384, 128, 1), 0), out=buf243)
        buf244 = reinterpret_tensor(buf223, (384, 128, 64), (8192, 64, 1), 0); del buf223  # reuse
        # Topologically Sorted Source Nodes: [full, linear_1, view_1, key_layer, clone_1, permute, mul_1, div, logical_not_1, where, neg, fma, view_9, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.mul, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf242, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf224, (384, 128, 64), (8192, 1, 128), 0), out=buf244)
        del buf242
        buf245 = reinterpret_tensor(buf224, (4096, 768), (768, 1), 0); del buf224  # reuse
        assert_size_stride(primals_13, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf238, buf245)
        buf246 = reinterpret_tensor(buf238, (4096, 768), (768, 1), 0); del buf238  # reuse
        # Topologically Sorted Source Nodes: [linear_2, permute_167, mm_44], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf245, primals_13, out=buf246)
        del primals_13
        buf247 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, permute_168, mm_45], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf245, (768, 4096), (1, 768), 0), reinterpret_tensor(buf221, (4096, 768), (768, 1), 0), out=buf247)
        buf248 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf249 = reinterpret_tensor(buf234, (4096, 768), (768, 1), 0); del buf234  # reuse
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_12(buf245, buf243, buf248, buf249)
        buf250 = buf245; del buf245  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_172, mm_46], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf249, primals_11, out=buf250)
        del primals_11
        buf251 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, permute_173, mm_47], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf249, (768, 4096), (1, 768), 0), reinterpret_tensor(buf221, (4096, 768), (768, 1), 0), out=buf251)
        buf252 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf253 = reinterpret_tensor(buf243, (4096, 768), (768, 1), 0); del buf243  # reuse
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_13(buf249, buf244, buf252, buf253)
        del buf244
        buf254 = buf249; del buf249  # reuse
        # Topologically Sorted Source Nodes: [linear, permute_177, mm_48], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf253, primals_9, out=buf254)
        del primals_9
        buf255 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, permute_178, mm_49], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf253, (768, 4096), (1, 768), 0), reinterpret_tensor(buf221, (4096, 768), (768, 1), 0), out=buf255)
        buf256 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf257 = buf210; del buf210  # reuse
        buf268 = empty_strided_cpu((30522, 768), (768, 1), torch.float32)
        buf258 = buf208; del buf208  # reuse
        buf259 = buf152; del buf152  # reuse
        buf260 = buf221; del buf221  # reuse
        buf261 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf262 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf263 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf264 = empty_strided_cpu((512, 768), (768, 1), torch.float32)
        buf266 = empty_strided_cpu((2, 768), (768, 1), torch.float32)
        cpp_fused_add_embedding_dense_backward_expand_gather_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_slice_sum_view_31(buf257, buf253, buf246, buf250, buf254, buf220, primals_7, buf216, buf218, rsqrt, primals_1, primals_2, primals_3, buf256, buf268, buf258, buf259, buf260, buf261, buf262, buf263, buf264, buf266)
        del buf216
        del buf218
        del buf220
        del buf246
        del buf250
        del buf253
        del buf254
        del buf257
        del buf258
        del buf259
        del buf260
        del buf263
        del primals_1
        del primals_2
        del primals_3
        del primals_7
        del rsqrt
        return (None, None, None, buf268, buf266, buf264, buf261, buf262, buf255, reinterpret_tensor(buf256, (768, ), (1, ), 0), buf251, reinterpret_tensor(buf252, (768, ), (1, ), 0), buf247, reinterpret_tensor(buf248, (768, ), (1, ), 0), buf235, reinterpret_tensor(buf236, (768, ), (1, ), 0), buf211, buf212, buf206, reinterpret_tensor(buf207, (3072, ), (1, ), 0), buf201, reinterpret_tensor(buf202, (768, ), (1, ), 0), buf195, buf196, buf189, reinterpret_tensor(buf190, (768, ), (1, ), 0), buf185, reinterpret_tensor(buf186, (768, ), (1, ), 0), buf181, reinterpret_tensor(buf182, (768, ), (1, ), 0), buf170, reinterpret_tensor(buf171, (768, ), (1, ), 0), buf155, buf156, buf150, reinterpret_tensor(buf151, (3072, ), (1, ), 0), buf146, reinterpret_tensor(buf147, (768, ), (1, ), 0), buf140, buf141, buf134, reinterpret_tensor(buf135, (768, ), (1, ), 0), buf130, reinterpret_tensor(buf131, (768, ), (1, ), 0), buf126, reinterpret_tensor(buf127, (768, ), (1, ), 0), buf114, reinterpret_tensor(buf115, (768, ), (1, ), 0), buf88, buf89, buf83, reinterpret_tensor(buf84, (3072, ), (1, ), 0), buf78, reinterpret_tensor(buf79, (768, ), (1, ), 0), buf72, buf73, buf66, reinterpret_tensor(buf67, (768, ), (1, ), 0), buf62, reinterpret_tensor(buf63, (768, ), (1, ), 0), buf58, reinterpret_tensor(buf59, (768, ), (1, ), 0), buf46, reinterpret_tensor(buf47, (768, ), (1, ), 0), buf31, buf32, buf26, reinterpret_tensor(buf27, (3072, ), (1, ), 0), buf13, reinterpret_tensor(buf14, (768, ), (1, ), 0), buf7, buf8, buf2, reinterpret_tensor(buf3, (768, ), (1, ), 0), )

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
    primals_12 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
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
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
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
    primals_73 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_9 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_8 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_8 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    amax_default_2 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_dim_int_list_4 = rand_strided((32, 12, 128, 1), (1536, 128, 1, 1), device='cpu', dtype=torch.float32)
    mul_22 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_29 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_13 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    mul_scalar_4 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    getitem_10 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_8 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_42 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    clone_default_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_2 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_scalar = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_49 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_55 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    getitem_16 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_12 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    add_31 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tanh = rand_strided((32, 768), (768, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((32, 768), (768, 1), device='cpu', dtype=torch.float32)
    return [primals_2, primals_3, primals_4, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_11, primals_12, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_26, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_46, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_73, rsqrt, addmm, addmm_2, rsqrt_1, mul_9, addmm_4, add_8, getitem_5, rsqrt_2, addmm_7, clone_default_8, amax_default_2, sum_dim_int_list_4, mul_22, getitem_6, addmm_10, mul_29, rsqrt_4, addmm_13, mul_scalar_4, getitem_10, sub_8, addmm_16, mul_42, rsqrt_6, clone_default_1, clone_default_2, mul_scalar, mul_49, rsqrt_7, addmm_22, mul_55, getitem_16, sub_12, add_31, tanh, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
