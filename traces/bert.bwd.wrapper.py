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


cpp_fused_sum_tanh_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp1 * tmp1;
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp2;
                    auto tmp6 = tmp0 * tmp5;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_backward_native_layer_norm_backward_select_backward_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const bool* in_ptr5,
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = x0;
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
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp21 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp27 = at::vec::VecMask<float,1>::from(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = x0;
                        auto tmp3 = c10::convert<int32_t>(tmp2);
                        auto tmp4 = static_cast<int32_t>(0);
                        auto tmp5 = tmp3 == tmp4;
                        auto tmp7 = static_cast<float>(0.0);
                        auto tmp8 = at::vec::VecMask<float,1>::from(tmp5);
                        auto tmp9 = at::vec::Vectorized<float>(tmp7);
                        auto tmp10 = decltype(tmp6)::blendv(tmp9, tmp6, tmp8.template cast<float,1>());
                        auto tmp11 = tmp1 + tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp14 = static_cast<float>(256.0);
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
                        tmp26.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp32.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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
                            tmp_acc0_vec = tmp_acc0_vec + tmp12;
                            tmp_acc1_vec = tmp_acc1_vec + tmp10;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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


cpp_fused_gelu_gelu_backward_native_dropout_backward_sum_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused_add_gelu_gelu_backward_native_dropout_backward_native_layer_norm_backward_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const bool* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp19 = at::vec::VecMask<float,1>::from(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 * tmp4;
                        auto tmp6 = static_cast<float>(256.0);
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
                        tmp18.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp24.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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


cpp_fused__softmax_backward_data_native_dropout_backward_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'float*'], r'''
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


cpp_fused__unsafe_view_clone_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_sum_transpose_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
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


cpp_fused__unsafe_view_clone_sum_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L*x0 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.3535533905932738);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_dropout_backward_native_layer_norm_backward_sum_view_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
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
                       float* out_ptr6)
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::VecMask<float,1>::from(in_ptr8 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(256.0);
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
                        tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp20.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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


cpp_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_slice_sum_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const bool* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::VecMask<float,1>::from(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7813632L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7813632L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp11 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp17 = in_ptr8[static_cast<int64_t>(x0)];
                        auto tmp39 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp57 = in_ptr10[static_cast<int64_t>(x0)];
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
                        auto tmp18 = static_cast<int64_t>(511);
                        auto tmp19 = min_propagate_nan(tmp18, tmp17);
                        auto tmp20 = static_cast<int64_t>(-512);
                        auto tmp21 = max_propagate_nan(tmp20, tmp19);
                        auto tmp22 = 512L;
                        auto tmp23 = c10::convert<int64_t>(tmp22);
                        auto tmp24 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp21) + static_cast<std::make_unsigned_t<int64_t>>(tmp23));
                        auto tmp25 = tmp21 < 0;
                        auto tmp26 = tmp25 ? tmp24 : tmp21;
                        auto tmp27 = static_cast<int64_t>(0);
                        auto tmp28 = tmp17 >= tmp27;
                        auto tmp29 = static_cast<int64_t>(512);
                        auto tmp30 = tmp17 < tmp29;
                        auto tmp31 = decltype(tmp28)(tmp28 & tmp30);
                        auto tmp32 = static_cast<int64_t>(-1);
                        auto tmp33 = tmp17 != tmp32;
                        auto tmp34 = decltype(tmp31)(tmp31 & tmp33);
                        auto tmp35 = static_cast<float>(0.0);
                        auto tmp36 = at::vec::VecMask<float,1>::from(tmp34);
                        auto tmp37 = at::vec::Vectorized<float>(tmp35);
                        auto tmp38 = decltype(tmp16)::blendv(tmp37, tmp16, tmp36.template cast<float,1>());
                        auto tmp40 = static_cast<int64_t>(1);
                        auto tmp41 = min_propagate_nan(tmp40, tmp39);
                        auto tmp42 = static_cast<int64_t>(-2);
                        auto tmp43 = max_propagate_nan(tmp42, tmp41);
                        auto tmp44 = 2L;
                        auto tmp45 = c10::convert<int64_t>(tmp44);
                        auto tmp46 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp43) + static_cast<std::make_unsigned_t<int64_t>>(tmp45));
                        auto tmp47 = tmp43 < 0;
                        auto tmp48 = tmp47 ? tmp46 : tmp43;
                        auto tmp49 = tmp39 >= tmp27;
                        auto tmp50 = static_cast<int64_t>(2);
                        auto tmp51 = tmp39 < tmp50;
                        auto tmp52 = decltype(tmp49)(tmp49 & tmp51);
                        auto tmp53 = tmp39 != tmp32;
                        auto tmp54 = decltype(tmp52)(tmp52 & tmp53);
                        auto tmp55 = at::vec::VecMask<float,1>::from(tmp54);
                        auto tmp56 = decltype(tmp16)::blendv(tmp37, tmp16, tmp55.template cast<float,1>());
                        auto tmp58 = static_cast<int64_t>(30521);
                        auto tmp59 = min_propagate_nan(tmp58, tmp57);
                        auto tmp60 = static_cast<int64_t>(-30522);
                        auto tmp61 = max_propagate_nan(tmp60, tmp59);
                        auto tmp62 = 30522L;
                        auto tmp63 = c10::convert<int64_t>(tmp62);
                        auto tmp64 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp61) + static_cast<std::make_unsigned_t<int64_t>>(tmp63));
                        auto tmp65 = tmp61 < 0;
                        auto tmp66 = tmp65 ? tmp64 : tmp61;
                        auto tmp67 = tmp57 >= tmp27;
                        auto tmp68 = static_cast<int64_t>(30522);
                        auto tmp69 = tmp57 < tmp68;
                        auto tmp70 = decltype(tmp67)(tmp67 & tmp69);
                        auto tmp71 = tmp57 != tmp27;
                        auto tmp72 = decltype(tmp70)(tmp70 & tmp71);
                        auto tmp73 = at::vec::VecMask<float,1>::from(tmp72);
                        auto tmp74 = decltype(tmp16)::blendv(tmp37, tmp16, tmp73.template cast<float,1>());
                        tmp16.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                        (tmp38 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 256L*tmp26))).store(out_ptr1 + static_cast<int64_t>(x1 + 256L*tmp26));
                        (tmp56 + at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 256L*tmp48))).store(out_ptr2 + static_cast<int64_t>(x1 + 256L*tmp48));
                        (tmp74 + at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 256L*tmp66))).store(out_ptr3 + static_cast<int64_t>(x1 + 256L*tmp66));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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
        primals_1, primals_2, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, expand_1, mul, gt, view, bmm_default_18, amax_default_3, sum_dim_int_list_6, logical_not_default_7, gt_scalar_3, permute_default_19, permute_default_20, permute_default_21, permute_default_22, view_16, gt_2, mul_9, view_18, addmm_4, view_20, gt_3, mul_16, view_22, where_self_2, gt_scalar_2, permute_default_13, permute_default_14, permute_default_15, permute_default_16, view_38, gt_5, mul_23, view_40, addmm_10, view_42, gt_6, mul_30, view_44, where_self_1, gt_scalar_1, permute_default_7, permute_default_8, permute_default_9, permute_default_10, view_60, gt_8, mul_37, view_62, addmm_16, view_64, gt_9, mul_44, view_66, where_self, gt_scalar, permute_default_1, permute_default_2, permute_default_3, permute_default_4, view_82, gt_11, mul_51, view_84, addmm_22, view_86, gt_12, mul_58, select, tanh, div_4, div_5, div_6, div_7, div_8, div_9, div_10, div_11, div_12, tangents_1, tangents_2 = args
        args.clear()
        assert_size_stride_grouped((tangents_2, tanh), ((1, 256), (1, 256)), ((256, 1), (256, 1)), 'input')
        buf0 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf3 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(primals_73, (256, 256), (256, 1), 'input')
        cpp_fused_sum_tanh_backward_0(tangents_2, tanh, buf0, buf3)
        del tangents_2
        del tanh
        buf1 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pooled_output, permute_45, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf0, primals_73, out=buf1)
        del primals_73
        assert_size_stride(select, (1, 256), (32768, 1), 'input')
        buf2 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_46, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf0, (256, 1), (1, 256), 0), select, out=buf2)
        del select
        assert_size_stride_grouped((tangents_1, primals_71, mul_58, div_4, gt_12), ((1, 128, 256), (256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((32768, 256, 1), (1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf4 = empty_strided_cpu((1, 128, 1), (128, 1, 128), torch.float32)
        buf5 = empty_strided_cpu((1, 128, 1), (128, 1, 128), torch.float32)
        buf6 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf9 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf7 = reinterpret_tensor(buf0, (256, ), (1, ), 0); del buf0  # reuse
        buf8 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_69, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_select_backward_1(tangents_1, buf1, primals_71, mul_58, div_4, gt_12, buf4, buf5, buf6, buf9, buf7, buf8)
        del div_4
        del gt_12
        del mul_58
        del primals_71
        del tangents_1
        buf10 = empty_strided_cpu((128, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_69, mul_70, view_89, hidden_states_29, permute_49, mm_2], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (128, 256), (256, 1), 0), primals_69, out=buf10)
        del primals_69
        assert_size_stride(view_86, (128, 1024), (1024, 1), 'input')
        buf11 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type, mul_69, mul_70, view_89, permute_50, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (256, 128), (1, 256), 0), view_86, out=buf11)
        del view_86
        buf12 = buf1; del buf1  # reuse
        assert_size_stride(addmm_22, (128, 1024), (1024, 1), 'input')
        buf13 = reinterpret_tensor(buf10, (1, 128, 1024), (131072, 1024, 1), 0); del buf10  # reuse
        assert_size_stride(primals_67, (1024, 256), (256, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_dropout_backward_sum_view_2(buf13, buf9, addmm_22, buf12)
        del addmm_22
        buf14 = reinterpret_tensor(buf9, (128, 256), (256, 1), 0); del buf9  # reuse
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_53, mm_4], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (128, 1024), (1024, 1), 0), primals_67, out=buf14)
        del primals_67
        assert_size_stride(view_84, (128, 256), (256, 1), 'input')
        buf15 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_91, hidden_states_27, hidden_states_28, mul_72, mul_73, mul_74, exp_4, mul_75, mul_76, add_34, mul_77, view_92, permute_54, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (1024, 128), (1, 1024), 0), view_84, out=buf15)
        del view_84
        buf16 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((primals_65, mul_51, div_5, gt_11), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf17 = buf5; del buf5  # reuse
        buf18 = buf4; del buf4  # reuse
        buf19 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf22 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf20 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf21 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_63, (256, 256), (256, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_backward_native_layer_norm_backward_sum_view_3(buf13, buf6, buf14, primals_65, mul_51, div_5, gt_11, buf16, buf17, buf18, buf19, buf22, buf20, buf21)
        del div_5
        del gt_11
        del mul_51
        del primals_65
        buf23 = reinterpret_tensor(buf6, (128, 256), (256, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_85, mul_86, view_95, hidden_states_24, permute_57, mm_6], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (128, 256), (256, 1), 0), primals_63, out=buf23)
        del primals_63
        assert_size_stride(view_82, (128, 256), (256, 1), 'input')
        buf24 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_1, mul_85, mul_86, view_95, permute_58, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (256, 128), (1, 256), 0), view_82, out=buf24)
        del view_82
        buf25 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_default_1, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf22, buf25)
        buf26 = reinterpret_tensor(buf22, (4, 128, 64), (8192, 64, 1), 0); del buf22  # reuse
        # Topologically Sorted Source Nodes: [view_97, view_98, permute_61, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_default_1, reinterpret_tensor(buf23, (4, 128, 64), (64, 256, 1), 0), out=buf26)
        del permute_default_1
        assert_size_stride(permute_default_2, (4, 64, 128), (64, 1, 256), 'input')
        buf27 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_97, view_98, permute_61, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf23, (4, 128, 64), (64, 256, 1), 0), permute_default_2, out=buf27)
        del permute_default_2
        assert_size_stride_grouped((gt_scalar, where_self), ((1, 4, 128, 128), (1, 4, 128, 128)), ((65536, 16384, 128, 1), (65536, 16384, 128, 1)), 'input')
        buf28 = empty_strided_cpu((1, 4, 128, 1), (512, 128, 1, 512), torch.float32)
        buf29 = where_self; del where_self  # reuse
        assert_size_stride(permute_default_3, (4, 64, 128), (64, 1, 256), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_5(buf29, buf27, gt_scalar, buf28)
        del gt_scalar
        buf30 = reinterpret_tensor(buf23, (4, 64, 128), (8192, 128, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_3, reinterpret_tensor(buf29, (4, 128, 128), (16384, 128, 1), 0), out=buf30)
        del permute_default_3
        assert_size_stride(permute_default_4, (4, 128, 64), (64, 256, 1), 'input')
        buf31 = reinterpret_tensor(buf14, (4, 128, 64), (8192, 64, 1), 0); del buf14  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf29, (4, 128, 128), (16384, 128, 1), 0), permute_default_4, out=buf31)
        del buf29
        del permute_default_4
        buf32 = empty_strided_cpu((128, 256), (256, 1), torch.float32)
        assert_size_stride(primals_61, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_6(buf26, buf32)
        buf33 = reinterpret_tensor(buf26, (128, 256), (256, 1), 0); del buf26  # reuse
        # Topologically Sorted Source Nodes: [linear_20, permute_68, mm_8], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf32, primals_61, out=buf33)
        del primals_61
        assert_size_stride(view_66, (128, 256), (256, 1), 'input')
        buf34 = reinterpret_tensor(buf27, (256, 256), (256, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [permute_69, mm_9], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf32, (256, 128), (1, 256), 0), view_66, out=buf34)
        buf35 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf36 = reinterpret_tensor(buf30, (128, 256), (1, 128), 0); del buf30  # reuse
        assert_size_stride(primals_59, (256, 256), (256, 1), 'input')
        cpp_fused_mul_sum_transpose_view_7(buf36, buf32, buf35)
        buf37 = buf32; del buf32  # reuse
        # Topologically Sorted Source Nodes: [linear_19, permute_73, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf36, primals_59, out=buf37)
        del primals_59
        buf38 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_74, mm_11], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf36, (256, 128), (128, 1), 0), view_66, out=buf38)
        buf39 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf40 = empty_strided_cpu((128, 256), (256, 1), torch.float32)
        assert_size_stride(primals_57, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_8(buf36, buf31, buf39, buf40)
        buf41 = reinterpret_tensor(buf36, (128, 256), (256, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [linear_18, permute_78, mm_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf40, primals_57, out=buf41)
        del primals_57
        buf42 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_79, mm_13], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf40, (256, 128), (1, 256), 0), view_66, out=buf42)
        del view_66
        buf43 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_55, mul_44, div_6, gt_9), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf45 = buf18; del buf18  # reuse
        buf46 = buf17; del buf17  # reuse
        buf47 = reinterpret_tensor(buf31, (1, 128, 256), (32768, 256, 1), 0); del buf31  # reuse
        buf50 = empty_strided_cpu((1, 128, 256), (32768, 256, 1), torch.float32)
        buf48 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf49 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_53, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_sum_view_9(buf40, buf19, buf33, buf37, buf41, primals_55, mul_44, div_6, gt_9, buf43, buf45, buf46, buf47, buf50, buf48, buf49)
        del div_6
        del gt_9
        del mul_44
        del primals_55
        buf51 = reinterpret_tensor(buf13, (128, 1024), (1024, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_98, mul_99, view_117, hidden_states_21, permute_82, mm_14], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (128, 256), (256, 1), 0), primals_53, out=buf51)
        del primals_53
        assert_size_stride(view_64, (128, 1024), (1024, 1), 'input')
        buf52 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_3, mul_98, mul_99, view_117, permute_83, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (256, 128), (1, 256), 0), view_64, out=buf52)
        del view_64
        buf53 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_16, (128, 1024), (1024, 1), 'input')
        buf54 = reinterpret_tensor(buf51, (1, 128, 1024), (131072, 1024, 1), 0); del buf51  # reuse
        assert_size_stride(primals_51, (1024, 256), (256, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_dropout_backward_sum_view_2(buf54, buf50, addmm_16, buf53)
        del addmm_16
        buf55 = reinterpret_tensor(buf50, (128, 256), (256, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [view_119, hidden_states_19, hidden_states_20, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_86, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf54, (128, 1024), (1024, 1), 0), primals_51, out=buf55)
        del primals_51
        assert_size_stride(view_62, (128, 256), (256, 1), 'input')
        buf56 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_119, hidden_states_19, hidden_states_20, mul_101, mul_102, mul_103, exp_5, mul_104, mul_105, add_40, mul_106, view_120, permute_87, mm_17], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf54, (1024, 128), (1, 1024), 0), view_62, out=buf56)
        del view_62
        buf57 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((primals_49, mul_37, div_7, gt_8), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf58 = buf46; del buf46  # reuse
        buf59 = buf45; del buf45  # reuse
        buf60 = reinterpret_tensor(buf41, (1, 128, 256), (32768, 256, 1), 0); del buf41  # reuse
        buf63 = reinterpret_tensor(buf40, (1, 128, 256), (32768, 256, 1), 0); del buf40  # reuse
        buf61 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf62 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_47, (256, 256), (256, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_backward_native_layer_norm_backward_sum_view_3(buf54, buf47, buf55, primals_49, mul_37, div_7, gt_8, buf57, buf58, buf59, buf60, buf63, buf61, buf62)
        del div_7
        del gt_8
        del mul_37
        del primals_49
        buf64 = buf55; del buf55  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_114, mul_115, view_123, hidden_states_16, permute_90, mm_18], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (128, 256), (256, 1), 0), primals_47, out=buf64)
        del primals_47
        assert_size_stride(view_60, (128, 256), (256, 1), 'input')
        buf65 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_4, mul_114, mul_115, view_123, permute_91, mm_19], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (256, 128), (1, 256), 0), view_60, out=buf65)
        del view_60
        buf66 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_default_7, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf63, buf66)
        buf67 = reinterpret_tensor(buf63, (4, 128, 64), (8192, 64, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [view_125, view_126, permute_94, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_default_7, reinterpret_tensor(buf64, (4, 128, 64), (64, 256, 1), 0), out=buf67)
        del permute_default_7
        assert_size_stride(permute_default_8, (4, 64, 128), (64, 1, 256), 'input')
        buf68 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_125, view_126, permute_94, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf64, (4, 128, 64), (64, 256, 1), 0), permute_default_8, out=buf68)
        del permute_default_8
        assert_size_stride_grouped((gt_scalar_1, where_self_1), ((1, 4, 128, 128), (1, 4, 128, 128)), ((65536, 16384, 128, 1), (65536, 16384, 128, 1)), 'input')
        buf69 = buf28; del buf28  # reuse
        buf70 = where_self_1; del where_self_1  # reuse
        assert_size_stride(permute_default_9, (4, 64, 128), (64, 1, 256), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_5(buf70, buf68, gt_scalar_1, buf69)
        del gt_scalar_1
        buf71 = reinterpret_tensor(buf64, (4, 64, 128), (8192, 128, 1), 0); del buf64  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_9, reinterpret_tensor(buf70, (4, 128, 128), (16384, 128, 1), 0), out=buf71)
        del permute_default_9
        assert_size_stride(permute_default_10, (4, 128, 64), (64, 256, 1), 'input')
        buf72 = reinterpret_tensor(buf47, (4, 128, 64), (8192, 64, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf70, (4, 128, 128), (16384, 128, 1), 0), permute_default_10, out=buf72)
        del buf70
        del permute_default_10
        buf73 = buf37; del buf37  # reuse
        assert_size_stride(primals_45, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_6(buf67, buf73)
        buf74 = reinterpret_tensor(buf67, (128, 256), (256, 1), 0); del buf67  # reuse
        # Topologically Sorted Source Nodes: [linear_14, permute_101, mm_20], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf73, primals_45, out=buf74)
        del primals_45
        assert_size_stride(view_44, (128, 256), (256, 1), 'input')
        buf75 = reinterpret_tensor(buf68, (256, 256), (256, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [permute_102, mm_21], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf73, (256, 128), (1, 256), 0), view_44, out=buf75)
        buf76 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf77 = reinterpret_tensor(buf71, (128, 256), (1, 128), 0); del buf71  # reuse
        assert_size_stride(primals_43, (256, 256), (256, 1), 'input')
        cpp_fused_mul_sum_transpose_view_7(buf77, buf73, buf76)
        buf78 = buf73; del buf73  # reuse
        # Topologically Sorted Source Nodes: [linear_13, permute_106, mm_22], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf77, primals_43, out=buf78)
        del primals_43
        buf79 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_107, mm_23], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (256, 128), (128, 1), 0), view_44, out=buf79)
        buf80 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf81 = buf33; del buf33  # reuse
        assert_size_stride(primals_41, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_8(buf77, buf72, buf80, buf81)
        buf82 = reinterpret_tensor(buf77, (128, 256), (256, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [linear_12, permute_111, mm_24], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf81, primals_41, out=buf82)
        del primals_41
        buf83 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_112, mm_25], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (256, 128), (1, 256), 0), view_44, out=buf83)
        del view_44
        buf84 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_39, mul_30, div_8, gt_6), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf86 = buf59; del buf59  # reuse
        buf87 = buf58; del buf58  # reuse
        buf88 = reinterpret_tensor(buf72, (1, 128, 256), (32768, 256, 1), 0); del buf72  # reuse
        buf91 = buf19; del buf19  # reuse
        buf89 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf90 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_37, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_sum_view_9(buf81, buf60, buf74, buf78, buf82, primals_39, mul_30, div_8, gt_6, buf84, buf86, buf87, buf88, buf91, buf89, buf90)
        del div_8
        del gt_6
        del mul_30
        del primals_39
        buf92 = reinterpret_tensor(buf54, (128, 1024), (1024, 1), 0); del buf54  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_127, mul_128, view_145, hidden_states_13, permute_115, mm_26], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf91, (128, 256), (256, 1), 0), primals_37, out=buf92)
        del primals_37
        assert_size_stride(view_42, (128, 1024), (1024, 1), 'input')
        buf93 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_6, mul_127, mul_128, view_145, permute_116, mm_27], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf91, (256, 128), (1, 256), 0), view_42, out=buf93)
        del view_42
        buf94 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_10, (128, 1024), (1024, 1), 'input')
        buf95 = reinterpret_tensor(buf92, (1, 128, 1024), (131072, 1024, 1), 0); del buf92  # reuse
        assert_size_stride(primals_35, (1024, 256), (256, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_dropout_backward_sum_view_2(buf95, buf91, addmm_10, buf94)
        del addmm_10
        buf96 = reinterpret_tensor(buf91, (128, 256), (256, 1), 0); del buf91  # reuse
        # Topologically Sorted Source Nodes: [view_147, hidden_states_11, hidden_states_12, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_119, mm_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf95, (128, 1024), (1024, 1), 0), primals_35, out=buf96)
        del primals_35
        assert_size_stride(view_40, (128, 256), (256, 1), 'input')
        buf97 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_147, hidden_states_11, hidden_states_12, mul_130, mul_131, mul_132, exp_6, mul_133, mul_134, add_46, mul_135, view_148, permute_120, mm_29], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf95, (1024, 128), (1, 1024), 0), view_40, out=buf97)
        del view_40
        buf98 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((primals_33, mul_23, div_9, gt_5), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf99 = buf87; del buf87  # reuse
        buf100 = buf86; del buf86  # reuse
        buf101 = reinterpret_tensor(buf82, (1, 128, 256), (32768, 256, 1), 0); del buf82  # reuse
        buf104 = reinterpret_tensor(buf81, (1, 128, 256), (32768, 256, 1), 0); del buf81  # reuse
        buf102 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf103 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_31, (256, 256), (256, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_backward_native_layer_norm_backward_sum_view_3(buf95, buf88, buf96, primals_33, mul_23, div_9, gt_5, buf98, buf99, buf100, buf101, buf104, buf102, buf103)
        del div_9
        del gt_5
        del mul_23
        del primals_33
        buf105 = buf96; del buf96  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_143, mul_144, view_151, hidden_states_8, permute_123, mm_30], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf104, (128, 256), (256, 1), 0), primals_31, out=buf105)
        del primals_31
        assert_size_stride(view_38, (128, 256), (256, 1), 'input')
        buf106 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_7, mul_143, mul_144, view_151, permute_124, mm_31], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf104, (256, 128), (1, 256), 0), view_38, out=buf106)
        del view_38
        buf107 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_default_13, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf104, buf107)
        buf108 = reinterpret_tensor(buf104, (4, 128, 64), (8192, 64, 1), 0); del buf104  # reuse
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_127, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_default_13, reinterpret_tensor(buf105, (4, 128, 64), (64, 256, 1), 0), out=buf108)
        del permute_default_13
        assert_size_stride(permute_default_14, (4, 64, 128), (64, 1, 256), 'input')
        buf109 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_153, view_154, permute_127, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf105, (4, 128, 64), (64, 256, 1), 0), permute_default_14, out=buf109)
        del permute_default_14
        assert_size_stride_grouped((gt_scalar_2, where_self_2), ((1, 4, 128, 128), (1, 4, 128, 128)), ((65536, 16384, 128, 1), (65536, 16384, 128, 1)), 'input')
        buf110 = buf69; del buf69  # reuse
        buf111 = where_self_2; del where_self_2  # reuse
        assert_size_stride(permute_default_15, (4, 64, 128), (64, 1, 256), 'input')
        cpp_fused__softmax_backward_data_native_dropout_backward_view_5(buf111, buf109, gt_scalar_2, buf110)
        del gt_scalar_2
        buf112 = reinterpret_tensor(buf105, (4, 64, 128), (8192, 128, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_15, reinterpret_tensor(buf111, (4, 128, 128), (16384, 128, 1), 0), out=buf112)
        del permute_default_15
        assert_size_stride(permute_default_16, (4, 128, 64), (64, 256, 1), 'input')
        buf113 = reinterpret_tensor(buf88, (4, 128, 64), (8192, 64, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf111, (4, 128, 128), (16384, 128, 1), 0), permute_default_16, out=buf113)
        del buf111
        del permute_default_16
        buf114 = buf78; del buf78  # reuse
        assert_size_stride(primals_29, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_6(buf108, buf114)
        buf115 = reinterpret_tensor(buf108, (128, 256), (256, 1), 0); del buf108  # reuse
        # Topologically Sorted Source Nodes: [linear_8, permute_134, mm_32], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf114, primals_29, out=buf115)
        del primals_29
        assert_size_stride(view_22, (128, 256), (256, 1), 'input')
        buf116 = reinterpret_tensor(buf109, (256, 256), (256, 1), 0); del buf109  # reuse
        # Topologically Sorted Source Nodes: [permute_135, mm_33], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf114, (256, 128), (1, 256), 0), view_22, out=buf116)
        buf117 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf118 = reinterpret_tensor(buf112, (128, 256), (1, 128), 0); del buf112  # reuse
        assert_size_stride(primals_27, (256, 256), (256, 1), 'input')
        cpp_fused_mul_sum_transpose_view_7(buf118, buf114, buf117)
        buf119 = buf114; del buf114  # reuse
        # Topologically Sorted Source Nodes: [linear_7, permute_139, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf118, primals_27, out=buf119)
        del primals_27
        buf120 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_140, mm_35], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (256, 128), (128, 1), 0), view_22, out=buf120)
        buf121 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf122 = buf74; del buf74  # reuse
        assert_size_stride(primals_25, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_8(buf118, buf113, buf121, buf122)
        buf123 = reinterpret_tensor(buf118, (128, 256), (256, 1), 0); del buf118  # reuse
        # Topologically Sorted Source Nodes: [linear_6, permute_144, mm_36], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf122, primals_25, out=buf123)
        del primals_25
        buf124 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_145, mm_37], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf122, (256, 128), (1, 256), 0), view_22, out=buf124)
        del view_22
        buf125 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_23, mul_16, div_10, gt_3), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf127 = buf99; del buf99  # reuse
        buf128 = buf100; del buf100  # reuse
        buf129 = reinterpret_tensor(buf113, (1, 128, 256), (32768, 256, 1), 0); del buf113  # reuse
        buf132 = buf60; del buf60  # reuse
        buf130 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf131 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_21, (256, 1024), (1024, 1), 'input')
        cpp_fused_add_native_dropout_backward_native_layer_norm_backward_sum_view_9(buf122, buf101, buf115, buf119, buf123, primals_23, mul_16, div_10, gt_3, buf125, buf127, buf128, buf129, buf132, buf130, buf131)
        del buf101
        del div_10
        del gt_3
        del mul_16
        del primals_23
        buf133 = reinterpret_tensor(buf95, (128, 1024), (1024, 1), 0); del buf95  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_156, mul_157, view_173, hidden_states_5, permute_148, mm_38], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf132, (128, 256), (256, 1), 0), primals_21, out=buf133)
        del primals_21
        assert_size_stride(view_20, (128, 1024), (1024, 1), 'input')
        buf134 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_9, mul_156, mul_157, view_173, permute_149, mm_39], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf132, (256, 128), (1, 256), 0), view_20, out=buf134)
        del view_20
        buf135 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_4, (128, 1024), (1024, 1), 'input')
        buf136 = reinterpret_tensor(buf133, (1, 128, 1024), (131072, 1024, 1), 0); del buf133  # reuse
        assert_size_stride(primals_19, (1024, 256), (256, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_dropout_backward_sum_view_2(buf136, buf132, addmm_4, buf135)
        del addmm_4
        buf137 = reinterpret_tensor(buf132, (128, 256), (256, 1), 0); del buf132  # reuse
        # Topologically Sorted Source Nodes: [view_175, hidden_states_3, hidden_states_4, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_152, mm_40], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf136, (128, 1024), (1024, 1), 0), primals_19, out=buf137)
        del primals_19
        assert_size_stride(view_18, (128, 256), (256, 1), 'input')
        buf138 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_175, hidden_states_3, hidden_states_4, mul_159, mul_160, mul_161, exp_7, mul_162, mul_163, add_52, mul_164, view_176, permute_153, mm_41], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf136, (1024, 128), (1, 1024), 0), view_18, out=buf138)
        del view_18
        buf139 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((primals_17, mul_9, div_11, gt_2), ((256, ), (1, 128, 256), (1, 128, 1), (1, 128, 256)), ((1, ), (32768, 256, 1), (128, 1, 1), (32768, 256, 1)), 'input')
        buf140 = buf128; del buf128  # reuse
        buf141 = buf127; del buf127  # reuse
        buf142 = reinterpret_tensor(buf123, (1, 128, 256), (32768, 256, 1), 0); del buf123  # reuse
        buf145 = reinterpret_tensor(buf122, (1, 128, 256), (32768, 256, 1), 0); del buf122  # reuse
        buf143 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf144 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_15, (256, 256), (256, 1), 'input')
        cpp_fused_add_gelu_gelu_backward_native_dropout_backward_native_layer_norm_backward_sum_view_3(buf136, buf129, buf137, primals_17, mul_9, div_11, gt_2, buf139, buf140, buf141, buf142, buf145, buf143, buf144)
        del div_11
        del gt_2
        del mul_9
        del primals_17
        buf146 = buf137; del buf137  # reuse
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_172, mul_173, view_179, hidden_states, permute_156, mm_42], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf145, (128, 256), (256, 1), 0), primals_15, out=buf146)
        del primals_15
        assert_size_stride(view_16, (128, 256), (256, 1), 'input')
        buf147 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [convert_element_type_10, mul_172, mul_173, view_179, permute_157, mm_43], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf145, (256, 128), (1, 256), 0), view_16, out=buf147)
        del view_16
        buf148 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(permute_default_19, (4, 128, 128), (16384, 1, 128), 'input')
        cpp_fused_native_dropout_backward_sum_view_4(buf145, buf148)
        buf149 = reinterpret_tensor(buf145, (4, 128, 64), (8192, 64, 1), 0); del buf145  # reuse
        # Topologically Sorted Source Nodes: [view_181, view_182, permute_160, view_6, bmm_2], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(permute_default_19, reinterpret_tensor(buf146, (4, 128, 64), (64, 256, 1), 0), out=buf149)
        del permute_default_19
        assert_size_stride(permute_default_20, (4, 64, 128), (64, 1, 256), 'input')
        buf150 = empty_strided_cpu((4, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_181, view_182, permute_160, view_6, bmm_3], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf146, (4, 128, 64), (64, 256, 1), 0), permute_default_20, out=buf150)
        del permute_default_20
        assert_size_stride_grouped((logical_not_default_7, bmm_default_18, amax_default_3, sum_dim_int_list_6, gt_scalar_3), ((1, 4, 128, 1), (4, 128, 128), (1, 4, 128, 1), (1, 4, 128, 1), (1, 4, 128, 128)), ((512, 128, 1, 1), (16384, 128, 1), (512, 128, 1, 1), (512, 128, 1, 1), (65536, 16384, 128, 1)), 'input')
        buf152 = buf110; del buf110  # reuse
        buf153 = reinterpret_tensor(buf150, (1, 4, 128, 128), (65536, 16384, 128, 1), 0); del buf150  # reuse
        assert_size_stride(permute_default_21, (4, 64, 128), (64, 1, 256), 'input')
        cpp_fused__safe_softmax__softmax_backward_data_native_dropout_backward_view_10(buf153, logical_not_default_7, bmm_default_18, amax_default_3, sum_dim_int_list_6, gt_scalar_3, buf152)
        del amax_default_3
        del bmm_default_18
        del gt_scalar_3
        del logical_not_default_7
        del sum_dim_int_list_6
        buf154 = reinterpret_tensor(buf146, (4, 64, 128), (8192, 128, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_4], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(permute_default_21, reinterpret_tensor(buf153, (4, 128, 128), (16384, 128, 1), 0), out=buf154)
        del permute_default_21
        assert_size_stride(permute_default_22, (4, 128, 64), (64, 256, 1), 'input')
        buf155 = reinterpret_tensor(buf129, (4, 128, 64), (8192, 64, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [view_8, convert_element_type, mul_4, mul_5, mul_6, neg, fma, view_9, bmm_5], Original ATen: [aten.view, aten.native_dropout_backward, aten._softmax_backward_data, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf153, (4, 128, 128), (16384, 128, 1), 0), permute_default_22, out=buf155)
        del permute_default_22
        buf156 = buf119; del buf119  # reuse
        assert_size_stride(primals_13, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_transpose_view_6(buf149, buf156)
        buf157 = reinterpret_tensor(buf149, (128, 256), (256, 1), 0); del buf149  # reuse
        # Topologically Sorted Source Nodes: [linear_2, permute_167, mm_44], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf156, primals_13, out=buf157)
        del primals_13
        assert_size_stride(view, (128, 256), (256, 1), 'input')
        buf158 = reinterpret_tensor(buf153, (256, 256), (256, 1), 0); del buf153  # reuse
        # Topologically Sorted Source Nodes: [permute_168, mm_45], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf156, (256, 128), (1, 256), 0), view, out=buf158)
        buf159 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf160 = reinterpret_tensor(buf154, (128, 256), (1, 128), 0); del buf154  # reuse
        assert_size_stride(primals_11, (256, 256), (256, 1), 'input')
        cpp_fused_mul_sum_transpose_view_7(buf160, buf156, buf159)
        buf161 = buf156; del buf156  # reuse
        # Topologically Sorted Source Nodes: [linear_1, permute_172, mm_46], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf160, primals_11, out=buf161)
        del primals_11
        buf162 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_173, mm_47], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf160, (256, 128), (128, 1), 0), view, out=buf162)
        buf163 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf164 = buf115; del buf115  # reuse
        assert_size_stride(primals_9, (256, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_clone_sum_transpose_view_8(buf160, buf155, buf163, buf164)
        del buf155
        buf165 = reinterpret_tensor(buf160, (128, 256), (256, 1), 0); del buf160  # reuse
        # Topologically Sorted Source Nodes: [linear, permute_177, mm_48], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf164, primals_9, out=buf165)
        del primals_9
        buf166 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_178, mm_49], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (256, 128), (1, 256), 0), view, out=buf166)
        del view
        buf167 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(gt, (1, 128, 256), (32768, 256, 1), 'input')
        buf168 = buf142; del buf142  # reuse
        buf174 = reinterpret_tensor(buf136, (512, 256), (256, 1), 0); del buf136  # reuse
        buf176 = reinterpret_tensor(buf152, (2, 256), (256, 1), 0); del buf152  # reuse
        buf178 = empty_strided_cpu((30522, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_7, mul, div_12, primals_2, expand_1, primals_1), ((256, ), (1, 128, 256), (1, 128, 1), (1, 512), (1, 128), (1, 128)), ((1, ), (32768, 256, 1), (128, 1, 1), (512, 1), (128, 1), (128, 1)), 'input')
        buf169 = buf141; del buf141  # reuse
        buf170 = buf140; del buf140  # reuse
        buf172 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf173 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_embedding_dense_backward_native_dropout_backward_native_layer_norm_backward_slice_sum_view_11(buf168, buf164, buf157, buf161, buf165, gt, primals_7, mul, div_12, primals_2, expand_1, primals_1, buf167, buf174, buf176, buf178, buf169, buf170, buf172, buf173)
        del buf157
        del buf161
        del buf164
        del buf165
        del buf168
        del buf169
        del buf170
        del div_12
        del expand_1
        del gt
        del mul
        del primals_1
        del primals_2
        del primals_7
        return (None, None, None, buf178, buf176, buf174, buf172, buf173, buf166, reinterpret_tensor(buf167, (256, ), (1, ), 0), buf162, reinterpret_tensor(buf163, (256, ), (1, ), 0), buf158, reinterpret_tensor(buf159, (256, ), (1, ), 0), buf147, reinterpret_tensor(buf148, (256, ), (1, ), 0), buf143, buf144, buf138, reinterpret_tensor(buf139, (1024, ), (1, ), 0), buf134, reinterpret_tensor(buf135, (256, ), (1, ), 0), buf130, buf131, buf124, reinterpret_tensor(buf125, (256, ), (1, ), 0), buf120, reinterpret_tensor(buf121, (256, ), (1, ), 0), buf116, reinterpret_tensor(buf117, (256, ), (1, ), 0), buf106, reinterpret_tensor(buf107, (256, ), (1, ), 0), buf102, buf103, buf97, reinterpret_tensor(buf98, (1024, ), (1, ), 0), buf93, reinterpret_tensor(buf94, (256, ), (1, ), 0), buf89, buf90, buf83, reinterpret_tensor(buf84, (256, ), (1, ), 0), buf79, reinterpret_tensor(buf80, (256, ), (1, ), 0), buf75, reinterpret_tensor(buf76, (256, ), (1, ), 0), buf65, reinterpret_tensor(buf66, (256, ), (1, ), 0), buf61, buf62, buf56, reinterpret_tensor(buf57, (1024, ), (1, ), 0), buf52, reinterpret_tensor(buf53, (256, ), (1, ), 0), buf48, buf49, buf42, reinterpret_tensor(buf43, (256, ), (1, ), 0), buf38, reinterpret_tensor(buf39, (256, ), (1, ), 0), buf34, reinterpret_tensor(buf35, (256, ), (1, ), 0), buf24, reinterpret_tensor(buf25, (256, ), (1, ), 0), buf20, buf21, buf15, reinterpret_tensor(buf16, (1024, ), (1, ), 0), buf11, reinterpret_tensor(buf12, (256, ), (1, ), 0), buf7, buf8, buf2, reinterpret_tensor(buf3, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    primals_7 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    expand_1 = rand_strided((1, 128), (128, 1), device='cpu', dtype=torch.int64)
    mul = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    gt = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    view = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    bmm_default_18 = rand_strided((4, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    amax_default_3 = rand_strided((1, 4, 128, 1), (512, 128, 1, 1), device='cpu', dtype=torch.float32)
    sum_dim_int_list_6 = rand_strided((1, 4, 128, 1), (512, 128, 1, 1), device='cpu', dtype=torch.float32)
    logical_not_default_7 = rand_strided((1, 4, 128, 1), (512, 128, 1, 1), device='cpu', dtype=torch.bool)
    gt_scalar_3 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_19 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_20 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_21 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_22 = rand_strided((4, 128, 64), (64, 256, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    gt_2 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_9 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_18 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_20 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_3 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_16 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_22 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    where_self_2 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_2 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_13 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_14 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_15 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_16 = rand_strided((4, 128, 64), (64, 256, 1), device='cpu', dtype=torch.float32)
    view_38 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    gt_5 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_23 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_40 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_42 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_6 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_30 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_44 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    where_self_1 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar_1 = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_7 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_8 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_9 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_10 = rand_strided((4, 128, 64), (64, 256, 1), device='cpu', dtype=torch.float32)
    view_60 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    gt_8 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_37 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_62 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_64 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_9 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_44 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_66 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    where_self = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.float32)
    gt_scalar = rand_strided((1, 4, 128, 128), (65536, 16384, 128, 1), device='cpu', dtype=torch.bool)
    permute_default_1 = rand_strided((4, 128, 128), (16384, 1, 128), device='cpu', dtype=torch.float32)
    permute_default_2 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_3 = rand_strided((4, 64, 128), (64, 1, 256), device='cpu', dtype=torch.float32)
    permute_default_4 = rand_strided((4, 128, 64), (64, 256, 1), device='cpu', dtype=torch.float32)
    view_82 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    gt_11 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_51 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_84 = rand_strided((128, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_86 = rand_strided((128, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    gt_12 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.bool)
    mul_58 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    select = rand_strided((1, 256), (32768, 1), device='cpu', dtype=torch.float32)
    tanh = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((1, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    tangents_2 = rand_strided((1, 256), (256, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_7, primals_9, primals_11, primals_13, primals_15, primals_17, primals_19, primals_21, primals_23, primals_25, primals_27, primals_29, primals_31, primals_33, primals_35, primals_37, primals_39, primals_41, primals_43, primals_45, primals_47, primals_49, primals_51, primals_53, primals_55, primals_57, primals_59, primals_61, primals_63, primals_65, primals_67, primals_69, primals_71, primals_73, expand_1, mul, gt, view, bmm_default_18, amax_default_3, sum_dim_int_list_6, logical_not_default_7, gt_scalar_3, permute_default_19, permute_default_20, permute_default_21, permute_default_22, view_16, gt_2, mul_9, view_18, addmm_4, view_20, gt_3, mul_16, view_22, where_self_2, gt_scalar_2, permute_default_13, permute_default_14, permute_default_15, permute_default_16, view_38, gt_5, mul_23, view_40, addmm_10, view_42, gt_6, mul_30, view_44, where_self_1, gt_scalar_1, permute_default_7, permute_default_8, permute_default_9, permute_default_10, view_60, gt_8, mul_37, view_62, addmm_16, view_64, gt_9, mul_44, view_66, where_self, gt_scalar, permute_default_1, permute_default_2, permute_default_3, permute_default_4, view_82, gt_11, mul_51, view_84, addmm_22, view_86, gt_12, mul_58, select, tanh, div_4, div_5, div_6, div_7, div_8, div_9, div_10, div_11, div_12, tangents_1, tangents_2]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('bert.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
