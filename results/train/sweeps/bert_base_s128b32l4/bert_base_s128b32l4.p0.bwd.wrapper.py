# AOT ID: ['5_backward']
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
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(1e-12);
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp4 = 1 / std::sqrt(tmp3);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = tmp8 + tmp9;
                        tmp10.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_select_backward_sum_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_native_dropout_native_dropout_backward_3 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*'], r'''
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


cpp_fused_gelu_gelu_backward_native_dropout_native_dropout_backward_sum_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
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
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    auto out_ptr6 = in_out_ptr2;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                            auto tmp17 = static_cast<float>(1.1111111111111112);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp20 = tmp19 + tmp15;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp20;
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = static_cast<float>(1.1111111111111112);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp9 = tmp8 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp9 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(1.1111111111111112);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(768.0);
                            auto tmp11 = tmp9 / tmp10;
                            auto tmp12 = static_cast<float>(1e-12);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp18 = tmp16 * tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp22 = tmp21 + tmp20;
                            tmp20.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp22;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp8 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp11 = out_ptr7[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(768.0);
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = static_cast<float>(1e-12);
                            auto tmp15 = float(tmp13 + tmp14);
                            auto tmp16 = 1 / std::sqrt(tmp15);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp4 * tmp18;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp19;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr7[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp25 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp28 = out_ptr9[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(768.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-12);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp18 = tmp11 / tmp7;
                        auto tmp21 = tmp19 + tmp20;
                        auto tmp22 = tmp21 * tmp14;
                        auto tmp23 = at::vec::Vectorized<float>(tmp7);
                        auto tmp24 = tmp22 * tmp23;
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp13 * tmp29;
                        auto tmp31 = tmp27 - tmp30;
                        auto tmp32 = at::vec::Vectorized<float>(tmp18);
                        auto tmp33 = tmp32 * tmp31;
                        tmp17.store(out_ptr10 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp33.store(out_ptr11 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr5[static_cast<int64_t>(x1)];
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(768.0);
                            auto tmp11 = tmp9 / tmp10;
                            auto tmp12 = static_cast<float>(1e-12);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp2 * tmp16;
                            tmp_acc0_vec = tmp_acc0_vec + tmp17;
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


cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_7 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
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
                    auto tmp0 = in_ptr1[static_cast<int64_t>(10L)];
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_backward_data_native_dropout_native_dropout_backward_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused_clone_mul_transpose_view_9 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_mul_transpose_10 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp18 = in_ptr9[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = static_cast<float>(1.1111111111111112);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp19 = static_cast<float>(768.0);
                            auto tmp20 = tmp18 / tmp19;
                            auto tmp21 = static_cast<float>(1e-12);
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = 1 / std::sqrt(tmp22);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp17 * tmp24;
                            auto tmp26 = tmp8 * tmp25;
                            tmp8.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp26;
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
                        auto tmp7 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp19 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp24 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = static_cast<float>(1e-12);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = tmp5 / tmp1;
                        auto tmp8 = at::vec::Vectorized<float>(tmp1);
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 - tmp11;
                        auto tmp14 = static_cast<float>(1.1111111111111112);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 * tmp15;
                        auto tmp18 = tmp16 + tmp17;
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 - tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp5);
                        auto tmp23 = tmp21 * tmp22;
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp12 - tmp26;
                        auto tmp28 = at::vec::Vectorized<float>(tmp6);
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp13 = in_ptr8[static_cast<int64_t>(x1)];
                            auto tmp16 = in_ptr9[static_cast<int64_t>(x1)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = static_cast<float>(1.1111111111111112);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = static_cast<float>(768.0);
                            auto tmp18 = tmp16 / tmp17;
                            auto tmp19 = static_cast<float>(1e-12);
                            auto tmp20 = float(tmp18 + tmp19);
                            auto tmp21 = 1 / std::sqrt(tmp20);
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp6 * tmp23;
                            tmp_acc0_vec = tmp_acc0_vec + tmp24;
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
                    auto tmp0 = in_ptr10[static_cast<int64_t>(9L)];
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


cpp_fused_native_dropout_native_dropout_backward_sum_view_16 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp23 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = static_cast<float>(1e-12);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = tmp5 / tmp1;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp12 = at::vec::Vectorized<float>(tmp1);
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 - tmp15;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp5);
                        auto tmp22 = tmp20 * tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 * tmp24;
                        auto tmp26 = tmp16 - tmp25;
                        auto tmp27 = at::vec::Vectorized<float>(tmp6);
                        auto tmp28 = tmp27 * tmp26;
                        tmp28.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp7 = in_ptr6[static_cast<int64_t>(x1)];
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
                    auto tmp0 = in_ptr7[static_cast<int64_t>(8L)];
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


cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_19 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_mul_transpose_view_20 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_transpose_view_21 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
                       const float* in_ptr7,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr6[static_cast<int64_t>(5L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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


cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_26 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_27 = async_compile.cpp_pybinding(['float*'], r'''
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


cpp_fused__unsafe_view_clone_mul_native_dropout_transpose_view_28 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
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
                    auto tmp0 = in_ptr0[static_cast<int64_t>(3L)];
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


cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_29 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       float* in_out_ptr4,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    auto in_ptr4 = in_out_ptr2;
    auto out_ptr6 = in_out_ptr3;
    auto in_ptr3 = in_out_ptr4;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                            auto tmp17 = static_cast<float>(0.1);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = at::vec::VecMask<float,1>(tmp16 > tmp18);
                            auto tmp20 = tmp19.to<float,1>();
                            auto tmp22 = tmp20 * tmp21;
                            auto tmp23 = static_cast<float>(1.1111111111111112);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 * tmp24;
                            auto tmp26 = tmp25 + tmp15;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp26;
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp12 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp15 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                            auto tmp24 = tmp22 * tmp23;
                            auto tmp26 = tmp24 + tmp25;
                            auto tmp29 = tmp27 + tmp28;
                            auto tmp31 = tmp29 + tmp30;
                            auto tmp33 = tmp31 + tmp32;
                            auto tmp34 = tmp33 * tmp23;
                            auto tmp35 = tmp34 * tmp22;
                            tmp22.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp26.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp34.store(in_out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp34;
                            tmp_acc1_vec = tmp_acc1_vec + tmp35;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr8[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                        auto tmp0 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp10 = out_ptr7[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp14 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = static_cast<float>(1e-12);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = tmp5 / tmp1;
                        auto tmp8 = at::vec::Vectorized<float>(tmp1);
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 - tmp11;
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 * tmp15;
                        auto tmp17 = tmp12 - tmp16;
                        auto tmp18 = at::vec::Vectorized<float>(tmp6);
                        auto tmp19 = tmp18 * tmp17;
                        auto tmp21 = static_cast<float>(0.1);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = at::vec::VecMask<float,1>(tmp20 > tmp22);
                        auto tmp24 = tmp23.to<float,1>();
                        auto tmp25 = static_cast<float>(1.1111111111111112);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 * tmp26;
                        auto tmp28 = tmp19 * tmp27;
                        tmp19.store(in_out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp28.store(in_out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_backward_sum_view_30 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp23 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(768.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = static_cast<float>(1e-12);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = tmp5 / tmp1;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp12 = at::vec::Vectorized<float>(tmp1);
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 - tmp15;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp5);
                        auto tmp22 = tmp20 * tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 * tmp24;
                        auto tmp26 = tmp16 - tmp25;
                        auto tmp27 = at::vec::Vectorized<float>(tmp6);
                        auto tmp28 = tmp27 * tmp26;
                        tmp28.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
                            auto tmp7 = in_ptr6[static_cast<int64_t>(x1)];
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
                    auto tmp0 = in_ptr7[static_cast<int64_t>(2L)];
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


cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_32 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'float*', 'bool*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_clone_embedding_expand_gather_mul_slice_transpose_view_33 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(128L*x1 + 98304L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(128L)))), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
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


cpp_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_34 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int64_t* in_ptr7,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr1;
    auto out_ptr0 = in_out_ptr2;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp8 = tmp6 + tmp7;
                    auto tmp10 = tmp8 + tmp9;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp13 = static_cast<float>(0.1);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = at::vec::VecMask<float,1>(tmp5 > tmp14);
                    auto tmp16 = tmp15.to<float,1>();
                    auto tmp17 = static_cast<float>(1.1111111111111112);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 * tmp18;
                    auto tmp20 = tmp12 * tmp19;
                    tmp5.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp20.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp7 = out_ptr3[static_cast<int64_t>(x0)];
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp9 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp30 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp33 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp39 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                        auto tmp4 = tmp3.to<float,1>();
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 - tmp7;
                        auto tmp10 = static_cast<float>(768.0);
                        auto tmp11 = tmp9 / tmp10;
                        auto tmp12 = static_cast<float>(1e-12);
                        auto tmp13 = float(tmp11 + tmp12);
                        auto tmp14 = 1 / std::sqrt(tmp13);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp8 * tmp15;
                        auto tmp18 = tmp16 * tmp17;
                        auto tmp20 = tmp18 + tmp19;
                        auto tmp21 = tmp4 * tmp20;
                        auto tmp22 = static_cast<float>(1.1111111111111112);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 * tmp23;
                        auto tmp25 = tmp14 / tmp10;
                        auto tmp27 = tmp26 * tmp17;
                        auto tmp28 = at::vec::Vectorized<float>(tmp10);
                        auto tmp29 = tmp27 * tmp28;
                        auto tmp31 = at::vec::Vectorized<float>(tmp30);
                        auto tmp32 = tmp29 - tmp31;
                        auto tmp34 = at::vec::Vectorized<float>(tmp33);
                        auto tmp35 = tmp16 * tmp34;
                        auto tmp36 = tmp32 - tmp35;
                        auto tmp37 = at::vec::Vectorized<float>(tmp25);
                        auto tmp38 = tmp37 * tmp36;
                        auto tmp40 = static_cast<int64_t>(30521);
                        auto tmp41 = min_propagate_nan(tmp40, tmp39);
                        auto tmp42 = static_cast<int64_t>(-30522);
                        auto tmp43 = max_propagate_nan(tmp42, tmp41);
                        auto tmp44 = 30522L;
                        auto tmp45 = c10::convert<int64_t>(tmp44);
                        auto tmp46 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp43) + static_cast<std::make_unsigned_t<int64_t>>(tmp45));
                        auto tmp47 = tmp43 < 0;
                        auto tmp48 = tmp47 ? tmp46 : tmp43;
                        auto tmp49 = static_cast<int64_t>(0);
                        auto tmp50 = tmp39 >= tmp49;
                        auto tmp51 = static_cast<int64_t>(30522);
                        auto tmp52 = tmp39 < tmp51;
                        auto tmp53 = decltype(tmp50)(tmp50 & tmp52);
                        auto tmp54 = tmp39 != tmp49;
                        auto tmp55 = decltype(tmp53)(tmp53 & tmp54);
                        auto tmp56 = static_cast<float>(0.0);
                        auto tmp57 = at::vec::VecMask<float,1>::from(tmp55);
                        auto tmp58 = at::vec::Vectorized<float>(tmp56);
                        auto tmp59 = decltype(tmp38)::blendv(tmp58, tmp38, tmp57.template cast<float,1>());
                        tmp24.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp38.store(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp59 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp48))).store(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp48));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_embedding_dense_backward_expand_gather_native_layer_norm_native_layer_norm_backward_slice_sum_35 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
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
                            auto tmp2 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1)];
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 98304L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(393216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(393216L)))
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
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        (tmp22 + at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 768L*tmp9))).store(out_ptr4 + static_cast<int64_t>(x1 + 768L*tmp9));
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
                    tmp1.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp0 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 512L), "index out of bounds: 0 <= tmp2 < 512L");
                            auto tmp4 = in_ptr7[static_cast<int64_t>(tmp0)];
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
                            (tmp26 + at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 768L*tmp13))).store(out_ptr5 + static_cast<int64_t>(x2 + 768L*tmp13));
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
        primals_2, primals_3, primals_4, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_11, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_72, primals_73, addmm, clone_default_11, mul_scalar_13, bmm_default_18, clone_3, add_4, addmm_4, addmm_5, clone_default_6, clone_default_7, clone_default_8, where_self_2, clone_7, add_11, addmm_10, add_15, clone_default_5, mul_scalar_4, mul_scalar_5, bmm_default_6, clone_11, add_18, addmm_16, mul_42, addmm_18, clone_default_1, clone_default_2, where_self, clone_15, mul_50, addmm_22, mul_55, getitem_16, sub_12, tanh, tangents_1, tangents_2 = args
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
        assert_size_stride_grouped((sub_12, getitem_16, primals_71, primals_72), ((32, 128, 768), (32, 128, 1), (768, ), (768, )), ((98304, 768, 1), (128, 1, 1), (1, ), (1, )), 'input')
        buf2 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        cpp_fused_native_layer_norm_1(sub_12, getitem_16, primals_71, primals_72, buf2)
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
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_select_backward_sum_2(buf0, tangents_1, buf1, primals_71, sub_12, getitem_16, buf4, buf5, buf6, buf7, buf8, buf9)
        del buf0
        del buf1
        del buf5
        del buf6
        del getitem_16
        del primals_71
        del sub_12
        del tangents_1
        buf10 = empty_strided_cpu((13, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [embeddings_3], Original ATen: [aten.native_dropout]
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [13], out=buf10)
        buf11 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf12 = buf11; del buf11  # reuse
        assert_size_stride(primals_69, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_3(buf12, buf10, buf7)
        buf13 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_30, convert_element_type, mul_69, mul_70, view_89, hidden_states_29, permute_49, mm_2], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (4096, 768), (768, 1), 0), primals_69, out=buf13)
        del primals_69
        assert_size_stride(mul_55, (32, 128, 3072), (393216, 3072, 1), 'input')
        buf14 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_30, convert_element_type, mul_69, mul_70, view_89, permute_50, hidden_states_29, mm_3], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (768, 4096), (1, 768), 0), reinterpret_tensor(mul_55, (4096, 3072), (3072, 1), 0), out=buf14)
        del mul_55
        buf15 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_22, (4096, 3072), (3072, 1), 'input')
        buf16 = reinterpret_tensor(buf13, (32, 128, 3072), (393216, 3072, 1), 0); del buf13  # reuse
        assert_size_stride(primals_67, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_dropout_native_dropout_backward_sum_view_4(buf16, buf12, addmm_22, buf15)
        del addmm_22
        buf17 = reinterpret_tensor(buf12, (4096, 768), (768, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_53, mm_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (4096, 3072), (3072, 1), 0), primals_67, out=buf17)
        del primals_67
        assert_size_stride_grouped((add_18, primals_49, primals_50, mul_42, primals_55, primals_56, mul_50, primals_65, primals_66), ((32, 128, 768), (768, ), (768, ), (32, 128, 768), (768, ), (768, ), (32, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, ), (98304, 768, 1), (1, ), (1, ), (98304, 768, 1), (1, ), (1, )), 'input')
        buf18 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf19 = buf18; del buf18  # reuse
        buf20 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf21 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf22 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf23 = buf22; del buf22  # reuse
        buf24 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf25 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf26 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf27 = buf26; del buf26  # reuse
        buf28 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf32 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf33 = empty_strided_cpu((32, 128, 1), (128, 1, 4096), torch.float32)
        buf29 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf34 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        cpp_fused_add_native_dropout_native_layer_norm_native_layer_norm_backward_view_5(buf19, buf23, buf27, add_18, primals_49, primals_50, mul_42, primals_55, primals_56, mul_50, buf7, buf17, primals_65, primals_66, buf20, buf21, buf24, buf25, buf28, buf32, buf33, buf29, buf34)
        del buf32
        del buf33
        del primals_50
        del primals_56
        del primals_65
        del primals_66
        buf30 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_54, add_8, hidden_states_26, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.add, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf29, (4096, 768), (768, 1), 0), out=buf30)
        buf31 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf35 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf36 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf37 = buf29; del buf29  # reuse
        buf38 = buf37; del buf37  # reuse
        assert_size_stride(primals_63, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_6(buf38, buf16, buf7, buf17, mul_50, buf25, buf27, buf28, buf10, buf34, buf31, buf35, buf36)
        del buf16
        del mul_50
        buf39 = reinterpret_tensor(buf7, (4096, 768), (768, 1), 0); del buf7  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_25, convert_element_type_1, mul_85, mul_86, view_95, hidden_states_24, permute_57, mm_6], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf38, (4096, 768), (768, 1), 0), primals_63, out=buf39)
        del primals_63
        assert_size_stride(clone_15, (32, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf40 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_25, convert_element_type_1, mul_85, mul_86, view_95, permute_58, reshape_3, hidden_states_24, mm_7], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf38, (768, 4096), (1, 768), 0), reinterpret_tensor(clone_15, (4096, 768), (768, 1), 0), out=buf40)
        del clone_15
        buf41 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf42 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        buf44 = reinterpret_tensor(buf17, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf17  # reuse
        assert_size_stride(clone_default_2, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_7(buf38, buf10, buf39, buf41, buf42, buf44)
        buf46 = empty_strided_cpu((384, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_97, view_98, permute_61, clone_18, view_6, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf44, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_2, (384, 64, 128), (8192, 1, 64), 0), out=buf46)
        del clone_default_2
        assert_size_stride(where_self, (32, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        buf47 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf43 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        buf48 = reinterpret_tensor(buf46, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf46  # reuse
        cpp_fused__softmax_backward_data_native_dropout_native_dropout_backward_view_8(buf48, buf42, where_self, buf47, buf43)
        del buf42
        del where_self
        buf45 = reinterpret_tensor(buf39, (384, 128, 64), (8192, 64, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [view_97, view_98, permute_61, clone_18, view_6, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf43, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf44, (384, 128, 64), (8192, 64, 1), 0), out=buf45)
        assert_size_stride(addmm_18, (4096, 768), (768, 1), 'input')
        buf49 = buf44; del buf44  # reuse
        cpp_fused_clone_mul_transpose_view_9(addmm_18, buf49)
        del addmm_18
        buf50 = reinterpret_tensor(buf38, (384, 64, 128), (8192, 128, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, linear_18, query_layer_3, clone, mul, view, permute_3, bmm_4], Original ATen: [aten.native_dropout, aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf49, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf48, (384, 128, 128), (16384, 128, 1), 0), out=buf50)
        assert_size_stride(clone_default_1, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf51 = reinterpret_tensor(buf49, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf49  # reuse
        cpp_fused_mul_transpose_10(clone_default_1, buf51)
        del clone_default_1
        buf52 = empty_strided_cpu((384, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, permute, mul_1, view_1, permute_4, bmm_5], Original ATen: [aten.native_dropout, aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.transpose, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf48, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf51, (384, 128, 64), (8192, 1, 128), 0), out=buf52)
        buf53 = reinterpret_tensor(buf51, (4096, 768), (768, 1), 0); del buf51  # reuse
        assert_size_stride(primals_61, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf45, buf53)
        buf54 = reinterpret_tensor(buf45, (4096, 768), (768, 1), 0); del buf45  # reuse
        # Topologically Sorted Source Nodes: [linear_20, permute_68, mm_8], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf53, primals_61, out=buf54)
        del primals_61
        buf55 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_69, linear_18, mm_9], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf53, (768, 4096), (1, 768), 0), reinterpret_tensor(buf25, (4096, 768), (768, 1), 0), out=buf55)
        buf56 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf57 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_59, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_sum_transpose_view_12(buf53, buf50, buf56, buf57)
        buf58 = buf53; del buf53  # reuse
        # Topologically Sorted Source Nodes: [linear_19, permute_73, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf57, primals_59, out=buf58)
        del primals_59
        buf59 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, permute_74, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf57, (768, 4096), (1, 768), 0), reinterpret_tensor(buf25, (4096, 768), (768, 1), 0), out=buf59)
        buf60 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf61 = reinterpret_tensor(buf50, (4096, 768), (768, 1), 0); del buf50  # reuse
        assert_size_stride(primals_57, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_13(buf57, buf52, buf60, buf61)
        buf62 = buf57; del buf57  # reuse
        # Topologically Sorted Source Nodes: [linear_18, permute_78, mm_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf61, primals_57, out=buf62)
        del primals_57
        buf63 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, permute_79, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (768, 4096), (1, 768), 0), reinterpret_tensor(buf25, (4096, 768), (768, 1), 0), out=buf63)
        buf64 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf66 = buf28; del buf28  # reuse
        buf67 = buf27; del buf27  # reuse
        buf68 = buf25; del buf25  # reuse
        buf69 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf71 = reinterpret_tensor(buf52, (32, 128, 768), (98304, 768, 1), 0); del buf52  # reuse
        buf72 = buf71; del buf71  # reuse
        assert_size_stride(primals_53, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_14(buf72, buf61, buf34, buf54, buf58, buf62, primals_55, mul_42, buf21, buf23, buf24, buf10, buf64, buf66, buf67, buf68, buf69, buf70)
        del buf34
        del buf54
        del buf58
        del buf61
        del mul_42
        del primals_55
        buf73 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, convert_element_type_3, mul_98, mul_99, view_117, hidden_states_21, permute_82, mm_14], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (4096, 768), (768, 1), 0), primals_53, out=buf73)
        del primals_53
        assert_size_stride(addmm_16, (4096, 3072), (3072, 1), 'input')
        buf74 = empty_strided_cpu((32, 128, 3072), (393216, 3072, 1), torch.float32)
        buf77 = reinterpret_tensor(buf73, (32, 128, 3072), (393216, 3072, 1), 0); del buf73  # reuse
        cpp_fused_gelu_gelu_backward_view_15(buf77, addmm_16, buf74)
        del addmm_16
        buf75 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, convert_element_type_3, mul_98, mul_99, view_117, permute_83, hidden_states_19, hidden_states_20, hidden_states_21, mm_15], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf72, (768, 4096), (1, 768), 0), reinterpret_tensor(buf74, (4096, 3072), (3072, 1), 0), out=buf75)
        buf76 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf72, buf76)
        buf78 = reinterpret_tensor(buf72, (4096, 768), (768, 1), 0); del buf72  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, view_119, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_86, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (4096, 3072), (3072, 1), 0), primals_51, out=buf78)
        del primals_51
        buf79 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, view_119, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_87, mm_17], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf21, (4096, 768), (768, 1), 0), out=buf79)
        buf80 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf81 = buf67; del buf67  # reuse
        buf82 = buf66; del buf66  # reuse
        buf83 = buf21; del buf21  # reuse
        buf84 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf85 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf86 = reinterpret_tensor(buf62, (32, 128, 768), (98304, 768, 1), 0); del buf62  # reuse
        buf87 = buf86; del buf86  # reuse
        assert_size_stride(primals_47, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_17(buf87, buf77, buf68, buf78, primals_49, add_18, buf19, buf20, buf10, buf80, buf81, buf82, buf83, buf84, buf85)
        del add_18
        del primals_49
        buf88 = buf78; del buf78  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_17, convert_element_type_4, mul_114, mul_115, view_123, hidden_states_16, permute_90, mm_18], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf87, (4096, 768), (768, 1), 0), primals_47, out=buf88)
        del primals_47
        assert_size_stride(clone_11, (32, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf89 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_17, convert_element_type_4, mul_114, mul_115, view_123, permute_91, reshape_2, hidden_states_16, mm_19], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf87, (768, 4096), (1, 768), 0), reinterpret_tensor(clone_11, (4096, 768), (768, 1), 0), out=buf89)
        del clone_11
        buf90 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf97 = reinterpret_tensor(buf68, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf68  # reuse
        assert_size_stride(clone_default_5, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_18(buf87, buf88, buf90, buf97)
        buf99 = reinterpret_tensor(buf48, (384, 128, 128), (16384, 128, 1), 0); del buf48  # reuse
        # Topologically Sorted Source Nodes: [view_125, view_126, permute_94, clone_25, view_6, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf97, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_5, (384, 64, 128), (8192, 1, 64), 0), out=buf99)
        del clone_default_5
        assert_size_stride(bmm_default_6, (384, 128, 128), (16384, 128, 1), 'input')
        buf91 = buf47; del buf47  # reuse
        buf94 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.bool)
        buf93 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf96 = buf43; del buf43  # reuse
        buf101 = empty_strided_cpu((32, 12, 128, 1), (1536, 128, 1, 49152), torch.float32)
        buf102 = empty_strided_cpu((32, 12, 128, 128), (196608, 16384, 128, 1), torch.float32)
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_19(bmm_default_6, buf10, buf99, buf91, buf94, buf93, buf96, buf101, buf102)
        del bmm_default_6
        buf98 = reinterpret_tensor(buf88, (384, 128, 64), (8192, 64, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [view_125, view_126, permute_94, clone_25, view_6, full, div, logical_not_1, where, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._safe_softmax, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf96, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf97, (384, 128, 64), (8192, 64, 1), 0), out=buf98)
        assert_size_stride(mul_scalar_4, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf103 = reinterpret_tensor(buf97, (384, 64, 128), (8192, 128, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, neg, fma, view_9, view, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(mul_scalar_4, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf102, (384, 128, 128), (16384, 128, 1), 0), out=buf103)
        del mul_scalar_4
        assert_size_stride(mul_scalar_5, (32, 12, 64, 128), (98304, 8192, 1, 64), 'input')
        buf104 = reinterpret_tensor(buf87, (384, 128, 64), (8192, 64, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, neg, fma, view_9, view_1, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf102, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(mul_scalar_5, (384, 128, 64), (8192, 64, 1), 0), out=buf104)
        del mul_scalar_5
        buf105 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf98, buf105)
        buf106 = reinterpret_tensor(buf98, (4096, 768), (768, 1), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [linear_14, permute_101, mm_20], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf105, primals_45, out=buf106)
        del primals_45
        buf113 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_43, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_transpose_view_20(buf103, buf113)
        buf114 = reinterpret_tensor(buf103, (4096, 768), (768, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [linear_13, permute_106, mm_22], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf113, primals_43, out=buf114)
        del primals_43
        buf117 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        assert_size_stride(primals_41, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_21(buf104, buf117)
        buf118 = reinterpret_tensor(buf104, (4096, 768), (768, 1), 0); del buf104  # reuse
        # Topologically Sorted Source Nodes: [linear_12, permute_111, mm_24], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf117, primals_41, out=buf118)
        del primals_41
        assert_size_stride_grouped((add_15, primals_39, primals_40), ((32, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf107 = buf82; del buf82  # reuse
        buf108 = buf107; del buf107  # reuse
        buf109 = buf81; del buf81  # reuse
        buf121 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf122 = buf20; del buf20  # reuse
        buf123 = buf19; del buf19  # reuse
        buf110 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf124 = buf121; del buf121  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_22(buf108, buf124, add_15, buf83, buf106, buf114, buf118, primals_39, primals_40, buf109, buf122, buf123, buf110)
        del primals_39
        del primals_40
        buf111 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_102, hidden_states_15, linear_12, mm_21], Original ATen: [aten.t, aten.native_layer_norm, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf105, (768, 4096), (1, 768), 0), reinterpret_tensor(buf110, (4096, 768), (768, 1), 0), out=buf111)
        buf112 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf105, buf112)
        buf115 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, permute_107, mm_23], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf113, (768, 4096), (1, 768), 0), reinterpret_tensor(buf110, (4096, 768), (768, 1), 0), out=buf115)
        buf116 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf113, buf116)
        buf119 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_15, linear_12, permute_112, mm_25], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf117, (768, 4096), (1, 768), 0), reinterpret_tensor(buf110, (4096, 768), (768, 1), 0), out=buf119)
        buf120 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf125 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf127 = buf110; del buf110  # reuse
        buf128 = buf127; del buf127  # reuse
        assert_size_stride(primals_37, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_23(buf128, buf117, buf83, buf106, buf114, buf118, add_15, buf108, buf109, buf10, buf124, buf120, buf125, buf126)
        del add_15
        buf129 = reinterpret_tensor(buf77, (4096, 3072), (3072, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_14, convert_element_type_6, mul_127, mul_128, view_145, hidden_states_13, permute_115, mm_26], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf128, (4096, 768), (768, 1), 0), primals_37, out=buf129)
        del primals_37
        assert_size_stride(addmm_10, (4096, 3072), (3072, 1), 'input')
        buf130 = buf74; del buf74  # reuse
        buf133 = reinterpret_tensor(buf129, (32, 128, 3072), (393216, 3072, 1), 0); del buf129  # reuse
        cpp_fused_gelu_gelu_backward_view_15(buf133, addmm_10, buf130)
        del addmm_10
        buf131 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, convert_element_type_6, mul_127, mul_128, view_145, permute_116, hidden_states_11, hidden_states_12, hidden_states_13, mm_27], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf128, (768, 4096), (1, 768), 0), reinterpret_tensor(buf130, (4096, 3072), (3072, 1), 0), out=buf131)
        buf132 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_35, (3072, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf128, buf132)
        buf134 = reinterpret_tensor(buf128, (4096, 768), (768, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, view_147, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_119, mm_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf133, (4096, 3072), (3072, 1), 0), primals_35, out=buf134)
        del primals_35
        assert_size_stride_grouped((add_11, primals_33, primals_34), ((32, 128, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, )), 'input')
        buf135 = buf109; del buf109  # reuse
        buf136 = buf135; del buf135  # reuse
        buf137 = buf108; del buf108  # reuse
        buf141 = buf123; del buf123  # reuse
        buf142 = buf122; del buf122  # reuse
        buf138 = buf83; del buf83  # reuse
        buf143 = reinterpret_tensor(buf118, (32, 128, 768), (98304, 768, 1), 0); del buf118  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_24(buf136, add_11, buf124, buf134, primals_33, primals_34, buf137, buf141, buf142, buf138, buf143)
        del primals_33
        del primals_34
        buf139 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, view_147, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_120, hidden_states_10, mm_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf133, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf138, (4096, 768), (768, 1), 0), out=buf139)
        buf140 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf144 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf145 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf146 = buf138; del buf138  # reuse
        buf147 = buf146; del buf146  # reuse
        assert_size_stride(primals_31, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_25(buf147, buf133, buf124, buf134, add_11, buf136, buf137, buf10, buf143, buf140, buf144, buf145)
        del add_11
        buf148 = buf134; del buf134  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_9, convert_element_type_7, mul_143, mul_144, view_151, hidden_states_8, permute_123, mm_30], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf147, (4096, 768), (768, 1), 0), primals_31, out=buf148)
        del primals_31
        assert_size_stride(clone_7, (32, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf149 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, convert_element_type_7, mul_143, mul_144, view_151, permute_124, reshape_1, hidden_states_8, mm_31], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf147, (768, 4096), (1, 768), 0), reinterpret_tensor(clone_7, (4096, 768), (768, 1), 0), out=buf149)
        del clone_7
        buf150 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf151 = buf102; del buf102  # reuse
        buf153 = reinterpret_tensor(buf124, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf124  # reuse
        assert_size_stride(clone_default_8, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_26(buf147, buf10, buf148, buf150, buf151, buf153)
        buf155 = reinterpret_tensor(buf96, (384, 128, 128), (16384, 128, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_127, clone_32, view_6, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf153, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_8, (384, 64, 128), (8192, 1, 64), 0), out=buf155)
        del clone_default_8
        assert_size_stride(where_self_2, (32, 12, 128, 128), (196608, 16384, 128, 1), 'input')
        buf156 = buf93; del buf93  # reuse
        buf152 = reinterpret_tensor(buf99, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf99  # reuse
        buf157 = reinterpret_tensor(buf155, (32, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf155  # reuse
        cpp_fused__softmax_backward_data_native_dropout_native_dropout_backward_view_8(buf157, buf151, where_self_2, buf156, buf152)
        del where_self_2
        buf154 = reinterpret_tensor(buf148, (384, 128, 64), (8192, 64, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_127, clone_32, view_6, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf152, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf153, (384, 128, 64), (8192, 64, 1), 0), out=buf154)
        assert_size_stride(clone_default_6, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf158 = clone_default_6; del clone_default_6  # reuse
        cpp_fused_mul_27(buf158)
        buf159 = reinterpret_tensor(buf153, (384, 64, 128), (8192, 128, 1), 0); del buf153  # reuse
        # Topologically Sorted Source Nodes: [gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, mul, view, permute_3, bmm_4], Original ATen: [aten.native_dropout, aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.mul, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf158, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf157, (384, 128, 128), (16384, 128, 1), 0), out=buf159)
        del buf158
        assert_size_stride(clone_default_7, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        buf160 = reinterpret_tensor(buf147, (32, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf147  # reuse
        cpp_fused_mul_transpose_10(clone_default_7, buf160)
        del clone_default_7
        buf161 = reinterpret_tensor(buf117, (384, 128, 64), (8192, 64, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [gt, view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, permute, mul_1, view_1, permute_4, bmm_5], Original ATen: [aten.native_dropout, aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.transpose, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf157, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf160, (384, 128, 64), (8192, 1, 128), 0), out=buf161)
        buf162 = reinterpret_tensor(buf160, (4096, 768), (768, 1), 0); del buf160  # reuse
        assert_size_stride(primals_29, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf154, buf162)
        buf163 = reinterpret_tensor(buf154, (4096, 768), (768, 1), 0); del buf154  # reuse
        # Topologically Sorted Source Nodes: [linear_8, permute_134, mm_32], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf162, primals_29, out=buf163)
        del primals_29
        buf168 = reinterpret_tensor(buf114, (32, 128, 768), (98304, 768, 1), 0); del buf114  # reuse
        buf176 = buf106; del buf106  # reuse
        assert_size_stride(primals_27, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_mul_native_dropout_transpose_view_28(buf10, buf159, buf168, buf176)
        buf177 = reinterpret_tensor(buf159, (4096, 768), (768, 1), 0); del buf159  # reuse
        # Topologically Sorted Source Nodes: [linear_7, permute_139, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf176, primals_27, out=buf177)
        del primals_27
        buf180 = buf113; del buf113  # reuse
        assert_size_stride(primals_25, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_21(buf161, buf180)
        buf181 = reinterpret_tensor(buf161, (4096, 768), (768, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [linear_6, permute_144, mm_36], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf180, primals_25, out=buf181)
        del primals_25
        assert_size_stride_grouped((add_4, primals_17, primals_18, addmm_5, primals_23, primals_24), ((32, 128, 768), (768, ), (768, ), (4096, 768), (768, ), (768, )), ((98304, 768, 1), (1, ), (1, ), (768, 1), (1, ), (1, )), 'input')
        buf164 = buf137; del buf137  # reuse
        buf165 = buf164; del buf164  # reuse
        buf166 = buf136; del buf136  # reuse
        buf167 = reinterpret_tensor(buf105, (32, 128, 768), (98304, 768, 1), 0); del buf105  # reuse
        buf169 = buf142; del buf142  # reuse
        buf170 = buf169; del buf169  # reuse
        buf171 = buf141; del buf141  # reuse
        buf172 = reinterpret_tensor(addmm_5, (32, 128, 768), (98304, 768, 1), 0); del addmm_5  # reuse
        buf173 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf184 = empty_strided_cpu((32, 128, 768), (98304, 768, 1), torch.float32)
        buf185 = buf24; del buf24  # reuse
        buf186 = buf23; del buf23  # reuse
        buf187 = buf184; del buf184  # reuse
        buf190 = buf168; del buf168  # reuse
        cpp_fused_add_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_29(buf165, buf170, buf172, buf187, buf190, add_4, primals_17, primals_18, primals_23, primals_24, buf143, buf163, buf177, buf181, buf166, buf167, buf171, buf173, buf185, buf186)
        del buf170
        del buf171
        del primals_18
        del primals_23
        del primals_24
        buf174 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_135, hidden_states_7, linear_6, mm_33], Original ATen: [aten.t, aten.native_layer_norm, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf162, (768, 4096), (1, 768), 0), reinterpret_tensor(buf173, (4096, 768), (768, 1), 0), out=buf174)
        buf175 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf162, buf175)
        del buf162
        buf178 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, permute_140, mm_35], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf176, (768, 4096), (1, 768), 0), reinterpret_tensor(buf173, (4096, 768), (768, 1), 0), out=buf178)
        buf179 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf176, buf179)
        buf182 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_7, linear_6, permute_145, mm_37], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf180, (768, 4096), (1, 768), 0), reinterpret_tensor(buf173, (4096, 768), (768, 1), 0), out=buf182)
        buf183 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf188 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf189 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_sum_view_30(buf180, buf143, buf163, buf177, buf181, buf172, buf183, buf188, buf189)
        del buf172
        buf191 = reinterpret_tensor(buf133, (4096, 3072), (3072, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_6, convert_element_type_9, mul_156, mul_157, view_173, hidden_states_5, permute_148, mm_38], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf190, (4096, 768), (768, 1), 0), primals_21, out=buf191)
        del primals_21
        assert_size_stride(addmm_4, (4096, 3072), (3072, 1), 'input')
        buf192 = buf130; del buf130  # reuse
        buf195 = reinterpret_tensor(buf191, (32, 128, 3072), (393216, 3072, 1), 0); del buf191  # reuse
        cpp_fused_gelu_gelu_backward_view_15(buf195, addmm_4, buf192)
        del addmm_4
        buf193 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_6, convert_element_type_9, mul_156, mul_157, view_173, permute_149, hidden_states_3, hidden_states_4, hidden_states_5, mm_39], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf190, (768, 4096), (1, 768), 0), reinterpret_tensor(buf192, (4096, 3072), (3072, 1), 0), out=buf193)
        del buf192
        buf194 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_19, (3072, 768), (768, 1), 'input')
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf190, buf194)
        buf196 = reinterpret_tensor(buf190, (4096, 768), (768, 1), 0); del buf190  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, view_175, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_152, mm_40], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf195, (4096, 3072), (3072, 1), 0), primals_19, out=buf196)
        del primals_19
        buf197 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, view_175, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_153, mm_41], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf195, (3072, 4096), (1, 3072), 0), reinterpret_tensor(buf167, (4096, 768), (768, 1), 0), out=buf197)
        buf198 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf199 = buf186; del buf186  # reuse
        buf200 = buf185; del buf185  # reuse
        buf201 = buf167; del buf167  # reuse
        buf202 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf203 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf204 = reinterpret_tensor(buf181, (32, 128, 768), (98304, 768, 1), 0); del buf181  # reuse
        buf205 = buf204; del buf204  # reuse
        assert_size_stride(primals_15, (768, 768), (768, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_sum_view_31(buf205, buf195, buf187, buf196, primals_17, add_4, buf165, buf166, buf10, buf198, buf199, buf200, buf201, buf202, buf203)
        del add_4
        del buf195
        del primals_17
        buf206 = buf196; del buf196  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_1, convert_element_type_10, mul_172, mul_173, view_179, hidden_states, permute_156, mm_42], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf205, (4096, 768), (768, 1), 0), primals_15, out=buf206)
        del primals_15
        assert_size_stride(clone_3, (32, 128, 12, 64), (98304, 768, 64, 1), 'input')
        buf207 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_1, convert_element_type_10, mul_172, mul_173, view_179, permute_157, reshape, hidden_states, mm_43], Original ATen: [aten.native_dropout, aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf205, (768, 4096), (1, 768), 0), reinterpret_tensor(clone_3, (4096, 768), (768, 1), 0), out=buf207)
        del clone_3
        buf208 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf215 = reinterpret_tensor(buf187, (32, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf187  # reuse
        assert_size_stride(clone_default_11, (32, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused_clone_native_dropout_native_dropout_backward_sum_transpose_view_18(buf205, buf206, buf208, buf215)
        buf217 = reinterpret_tensor(buf157, (384, 128, 128), (16384, 128, 1), 0); del buf157  # reuse
        # Topologically Sorted Source Nodes: [view_181, view_182, permute_160, clone_39, view_6, view_4, permute_2, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf215, (384, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_default_11, (384, 64, 128), (8192, 1, 64), 0), out=buf217)
        del clone_default_11
        assert_size_stride(bmm_default_18, (384, 128, 128), (16384, 128, 1), 'input')
        buf209 = buf156; del buf156  # reuse
        buf212 = buf94; del buf94  # reuse
        buf211 = buf91; del buf91  # reuse
        buf214 = buf152; del buf152  # reuse
        buf219 = buf101; del buf101  # reuse
        buf220 = buf151; del buf151  # reuse
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_native_dropout_backward_view_32(bmm_default_18, buf10, buf217, buf209, buf212, buf211, buf214, buf219, buf220)
        del bmm_default_18
        del buf209
        del buf211
        del buf212
        del buf217
        del buf219
        buf216 = reinterpret_tensor(buf206, (384, 128, 64), (8192, 64, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [full, view_181, view_182, permute_160, clone_39, view_6, div, logical_not_1, where, gt, mul_2, mul_3, view_3, permute_1, bmm_2], Original ATen: [aten._safe_softmax, aten.view, aten.transpose, aten.clone, aten.native_dropout, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf214, (384, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf215, (384, 128, 64), (8192, 64, 1), 0), out=buf216)
        del buf214
        assert_size_stride(addmm, (4096, 768), (768, 1), 'input')
        buf221 = buf215; del buf215  # reuse
        cpp_fused_clone_mul_transpose_view_9(addmm, buf221)
        del addmm
        buf222 = reinterpret_tensor(buf205, (384, 64, 128), (8192, 128, 1), 0); del buf205  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, neg, fma, view_9, linear, view, query_layer, clone, mul, permute_3, bmm_4], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.clone, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf221, (384, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf220, (384, 128, 128), (16384, 128, 1), 0), out=buf222)
        assert_size_stride(mul_scalar_13, (32, 12, 64, 128), (98304, 8192, 1, 64), 'input')
        buf223 = reinterpret_tensor(buf221, (384, 128, 64), (8192, 64, 1), 0); del buf221  # reuse
        # Topologically Sorted Source Nodes: [full, div, logical_not_1, where, neg, fma, view_9, view_1, permute_4, bmm_5], Original ATen: [aten._safe_softmax, aten._softmax_backward_data, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf220, (384, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(mul_scalar_13, (384, 128, 64), (8192, 64, 1), 0), out=buf223)
        del buf220
        del mul_scalar_13
        buf224 = buf180; del buf180  # reuse
        assert_size_stride(primals_13, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_11(buf216, buf224)
        buf225 = reinterpret_tensor(buf216, (4096, 768), (768, 1), 0); del buf216  # reuse
        # Topologically Sorted Source Nodes: [linear_2, permute_167, mm_44], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf224, primals_13, out=buf225)
        del primals_13
        assert_size_stride_grouped((primals_1, primals_4, primals_2, primals_3, primals_5, primals_6), ((32, 128), (30522, 768), (1, 512), (1, 512), (2, 768), (512, 768)), ((128, 1), (768, 1), (512, 1), (512, 1), (768, 1), (768, 1)), 'input')
        buf226 = reinterpret_tensor(buf177, (32, 128, 768), (98304, 768, 1), 0); del buf177  # reuse
        buf234 = buf163; del buf163  # reuse
        assert_size_stride(primals_11, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_embedding_expand_gather_mul_slice_transpose_view_33(primals_1, primals_4, primals_2, primals_3, primals_5, primals_6, buf222, buf226, buf234)
        del primals_4
        del primals_5
        del primals_6
        buf235 = reinterpret_tensor(buf222, (4096, 768), (768, 1), 0); del buf222  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_172, mm_46], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf234, primals_11, out=buf235)
        del primals_11
        buf238 = reinterpret_tensor(buf143, (4096, 768), (768, 1), 0); del buf143  # reuse
        assert_size_stride(primals_9, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_21(buf223, buf238)
        buf239 = reinterpret_tensor(buf223, (4096, 768), (768, 1), 0); del buf223  # reuse
        # Topologically Sorted Source Nodes: [linear, permute_177, mm_48], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf238, primals_9, out=buf239)
        del primals_9
        buf230 = buf173; del buf173  # reuse
        buf242 = buf201; del buf201  # reuse
        buf253 = empty_strided_cpu((30522, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_7, primals_8), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf227 = buf200; del buf200  # reuse
        buf228 = buf227; del buf227  # reuse
        buf229 = buf199; del buf199  # reuse
        buf243 = buf166; del buf166  # reuse
        buf244 = buf165; del buf165  # reuse
        buf231 = buf230; del buf230  # reuse
        buf245 = reinterpret_tensor(buf176, (32, 128, 768), (98304, 768, 1), 0); del buf176  # reuse
        cpp_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_34(buf242, buf228, buf231, buf10, buf225, buf235, buf239, buf226, primals_7, primals_8, primals_1, buf253, buf229, buf243, buf244, buf245)
        del buf10
        del buf225
        del buf235
        del buf239
        del buf243
        del buf244
        del primals_1
        del primals_7
        del primals_8
        buf232 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_168, embeddings_2, embeddings_3, linear, mm_45], Original ATen: [aten.t, aten.native_layer_norm, aten.native_dropout, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf224, (768, 4096), (1, 768), 0), reinterpret_tensor(buf231, (4096, 768), (768, 1), 0), out=buf232)
        buf233 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf224, buf233)
        del buf224
        buf236 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, permute_173, mm_47], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf234, (768, 4096), (1, 768), 0), reinterpret_tensor(buf231, (4096, 768), (768, 1), 0), out=buf236)
        buf237 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_native_dropout_native_dropout_backward_sum_view_16(buf234, buf237)
        del buf234
        buf240 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [embeddings_2, embeddings_3, linear, permute_178, mm_49], Original ATen: [aten.native_layer_norm, aten.native_dropout, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf238, (768, 4096), (1, 768), 0), reinterpret_tensor(buf231, (4096, 768), (768, 1), 0), out=buf240)
        del buf231
        buf241 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf246 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf247 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf248 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf249 = empty_strided_cpu((512, 768), (768, 1), torch.float32)
        buf251 = empty_strided_cpu((2, 768), (768, 1), torch.float32)
        cpp_fused_embedding_dense_backward_expand_gather_native_layer_norm_native_layer_norm_backward_slice_sum_35(buf238, buf242, buf226, buf228, buf229, buf245, primals_2, primals_3, buf241, buf246, buf247, buf248, buf249, buf251)
        del buf226
        del buf228
        del buf229
        del buf238
        del buf242
        del buf245
        del buf248
        del primals_2
        del primals_3
        return (None, None, None, buf253, buf251, buf249, buf246, buf247, buf240, reinterpret_tensor(buf241, (768, ), (1, ), 0), buf236, reinterpret_tensor(buf237, (768, ), (1, ), 0), buf232, reinterpret_tensor(buf233, (768, ), (1, ), 0), buf207, reinterpret_tensor(buf208, (768, ), (1, ), 0), buf202, buf203, buf197, reinterpret_tensor(buf198, (3072, ), (1, ), 0), buf193, reinterpret_tensor(buf194, (768, ), (1, ), 0), buf188, buf189, buf182, reinterpret_tensor(buf183, (768, ), (1, ), 0), buf178, reinterpret_tensor(buf179, (768, ), (1, ), 0), buf174, reinterpret_tensor(buf175, (768, ), (1, ), 0), buf149, reinterpret_tensor(buf150, (768, ), (1, ), 0), buf144, buf145, buf139, reinterpret_tensor(buf140, (3072, ), (1, ), 0), buf131, reinterpret_tensor(buf132, (768, ), (1, ), 0), buf125, buf126, buf119, reinterpret_tensor(buf120, (768, ), (1, ), 0), buf115, reinterpret_tensor(buf116, (768, ), (1, ), 0), buf111, reinterpret_tensor(buf112, (768, ), (1, ), 0), buf89, reinterpret_tensor(buf90, (768, ), (1, ), 0), buf84, buf85, buf79, reinterpret_tensor(buf80, (3072, ), (1, ), 0), buf75, reinterpret_tensor(buf76, (768, ), (1, ), 0), buf69, buf70, buf63, reinterpret_tensor(buf64, (768, ), (1, ), 0), buf59, reinterpret_tensor(buf60, (768, ), (1, ), 0), buf55, reinterpret_tensor(buf56, (768, ), (1, ), 0), buf40, reinterpret_tensor(buf41, (768, ), (1, ), 0), buf35, buf36, buf30, reinterpret_tensor(buf31, (3072, ), (1, ), 0), buf14, reinterpret_tensor(buf15, (768, ), (1, ), 0), buf8, buf9, buf3, reinterpret_tensor(buf4, (768, ), (1, ), 0), )

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
    addmm = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_11 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_scalar_13 = rand_strided((32, 12, 64, 128), (98304, 8192, 1, 64), device='cpu', dtype=torch.float32)
    bmm_default_18 = rand_strided((384, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_3 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_4 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    addmm_5 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_6 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_7 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_8 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    where_self_2 = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_7 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_11 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_15 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    clone_default_5 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_scalar_4 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    mul_scalar_5 = rand_strided((32, 12, 64, 128), (98304, 8192, 1, 64), device='cpu', dtype=torch.float32)
    bmm_default_6 = rand_strided((384, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_11 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    add_18 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_42 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_18 = rand_strided((4096, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_default_1 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    clone_default_2 = rand_strided((32, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    where_self = rand_strided((32, 12, 128, 128), (196608, 16384, 128, 1), device='cpu', dtype=torch.float32)
    clone_15 = rand_strided((32, 128, 12, 64), (98304, 768, 64, 1), device='cpu', dtype=torch.float32)
    mul_50 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((4096, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    mul_55 = rand_strided((32, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    getitem_16 = rand_strided((32, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_12 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tanh = rand_strided((32, 768), (768, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((32, 768), (768, 1), device='cpu', dtype=torch.float32)
    return [primals_2, primals_3, primals_4, primals_1, primals_5, primals_6, primals_7, primals_8, primals_9, primals_11, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_72, primals_73, addmm, clone_default_11, mul_scalar_13, bmm_default_18, clone_3, add_4, addmm_4, addmm_5, clone_default_6, clone_default_7, clone_default_8, where_self_2, clone_7, add_11, addmm_10, add_15, clone_default_5, mul_scalar_4, mul_scalar_5, bmm_default_6, clone_11, add_18, addmm_16, mul_42, addmm_18, clone_default_1, clone_default_2, where_self, clone_15, mul_50, addmm_22, mul_55, getitem_16, sub_12, tanh, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
