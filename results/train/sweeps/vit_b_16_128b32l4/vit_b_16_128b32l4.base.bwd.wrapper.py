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


cpp_fused_native_layer_norm_backward_select_backward_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                                auto tmp0 = x0;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp10 = tmp8 * tmp9;
                                auto tmp12 = tmp10 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp10 = tmp8 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp15 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp19 = out_ptr1[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp1 = x1;
                            auto tmp2 = c10::convert<int32_t>(tmp1);
                            auto tmp3 = static_cast<int32_t>(0);
                            auto tmp4 = tmp2 == tmp3;
                            auto tmp6 = static_cast<float>(0.0);
                            auto tmp7 = at::vec::VecMask<float,1>::from(tmp4);
                            auto tmp8 = at::vec::Vectorized<float>(tmp6);
                            auto tmp9 = decltype(tmp5)::blendv(tmp8, tmp5, tmp7.template cast<float,1>());
                            auto tmp11 = tmp9 * tmp10;
                            auto tmp12 = static_cast<float>(768.0);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 * tmp20;
                            auto tmp22 = tmp17 - tmp21;
                            auto tmp23 = at::vec::Vectorized<float>(tmp0);
                            auto tmp24 = tmp23 * tmp22;
                            tmp24.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp10 = tmp8 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
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
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp0 = x2;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
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


cpp_fused_gelu_gelu_backward_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6389760L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6389760L)))
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


cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp12 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
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
                            tmp18.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2 + 49920L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 49920L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 12L*x2 + 780L*x0), static_cast<int64_t>(12L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 65L*x1 + 65L*x1_inner + 780L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(64L) && x2 < static_cast<int64_t>(65L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 12L*x2 + 780L*x0), static_cast<int64_t>(12L), tmp0, static_cast<int64_t>(1L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 65L*x1 + 65L*x1_inner + 780L*x0), static_cast<int64_t>(1L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(12L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 12L*x2 + 780L*x0), static_cast<int64_t>(12L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 65L*x1 + 65L*x1_inner + 780L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(12L) && x2 >= static_cast<int64_t>(64L) && x2 < static_cast<int64_t>(65L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 12L*x2 + 780L*x0), static_cast<int64_t>(12L), tmp0, static_cast<int64_t>(1L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 65L*x1 + 65L*x1_inner + 780L*x0), static_cast<int64_t>(1L));
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


cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                        {
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(768L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(768L)))), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(768L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(768L)))), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(768L*x1 + ((static_cast<int64_t>(x0) % static_cast<int64_t>(768L)))), static_cast<int64_t>(8));
                            auto tmp0 = c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(768L));
                            auto tmp1 = c10::convert<int32_t>(tmp0);
                            auto tmp2 = static_cast<int32_t>(2);
                            auto tmp3 = tmp1 == tmp2;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp7 = at::vec::Vectorized<float>(tmp5);
                            auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                            auto tmp9 = static_cast<int32_t>(1);
                            auto tmp10 = tmp1 == tmp9;
                            auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                            auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, tmp12.template cast<float,1>());
                            auto tmp14 = tmp8 + tmp13;
                            auto tmp15 = static_cast<int32_t>(0);
                            auto tmp16 = tmp1 == tmp15;
                            auto tmp18 = at::vec::VecMask<float,1>::from(tmp16);
                            auto tmp19 = decltype(tmp17)::blendv(tmp7, tmp17, tmp18.template cast<float,1>());
                            auto tmp20 = tmp14 + tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp20;
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(3L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(768L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp0 = x2;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(2);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp9 = static_cast<int32_t>(1);
                                auto tmp10 = tmp1 == tmp9;
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                                auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, tmp12.template cast<float,1>());
                                auto tmp14 = tmp8 + tmp13;
                                auto tmp15 = static_cast<int32_t>(0);
                                auto tmp16 = tmp1 == tmp15;
                                auto tmp18 = at::vec::VecMask<float,1>::from(tmp16);
                                auto tmp19 = decltype(tmp17)::blendv(tmp7, tmp17, tmp18.template cast<float,1>());
                                auto tmp20 = tmp14 + tmp19;
                                tmp20.store(out_ptr1 + static_cast<int64_t>(x3 + 768L*x2 + 2304L*x0 + 73728L*x1));
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


cpp_fused_add_native_layer_norm_backward_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 49920L*x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp8 = out_ptr0[static_cast<int64_t>(x1 + 32L*x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                            auto tmp12 = out_ptr1[static_cast<int64_t>(x1 + 32L*x0)];
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
                            tmp18.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 49920L*x1));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp6 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp9 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp20 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp18 = at::vec::Vectorized<float>(tmp1);
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp11 - tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp3);
                            auto tmp25 = tmp24 * tmp23;
                            auto tmp26 = tmp0 + tmp25;
                            tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x2 + 49920L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x2), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr4[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp7 = in_ptr5[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49920L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(49920L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 49920L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(49920L)))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 49920L*x1), static_cast<int64_t>(8));
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
        primals_1, primals_2, primals_5, primals_6, primals_9, primals_10, primals_12, primals_14, primals_16, primals_18, primals_21, primals_22, primals_24, primals_26, primals_28, primals_30, primals_33, primals_34, primals_36, primals_38, primals_40, primals_42, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_56, cat, getitem_1, rsqrt, view_1, view_7, view_8, view_9, getitem_2, getitem_3, view_12, addmm_1, view_14, view_16, view_22, view_23, view_24, getitem_8, getitem_9, view_27, addmm_4, view_29, view_31, view_37, view_38, view_39, getitem_14, getitem_15, view_42, addmm_7, view_44, view_46, view_52, view_53, view_54, getitem_20, getitem_21, view_57, addmm_10, view_59, select_12, mul_30, div, mul_44, div_1, mul_51, div_2, mul_65, div_3, mul_72, div_4, mul_86, div_5, mul_93, div_6, mul_107, div_7, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_56), ((32, 1000), (1000, 768)), ((1000, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((32, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_26, permute_46, mm_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_56, out=buf0)
        del primals_56
        assert_size_stride(select_12, (32, 768), (49920, 1), 'input')
        buf1 = empty_strided_cpu((1000, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_47, mm_5], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 32), (1, 1000), 0), select_12, out=buf1)
        del select_12
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride_grouped((primals_54, mul_30), ((768, ), (32, 65, 768)), ((1, ), (768, 24576, 1)), 'input')
        buf4 = empty_strided_cpu((32, 65, 1), (1, 32, 2080), torch.float32)
        assert_size_stride(div, (32, 65, 1), (65, 1, 1), 'input')
        buf3 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf5 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_52, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_layer_norm_backward_select_backward_sum_0(tangents_1, buf0, primals_54, mul_30, div, buf2, buf4, buf3, buf5, buf6, buf7)
        del buf0
        del buf3
        del buf4
        del div
        del mul_30
        del primals_54
        del tangents_1
        buf8 = empty_strided_cpu((2080, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_62, input_23, permute_50, mm_6], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (2080, 768), (768, 1), 0), primals_52, out=buf8)
        del primals_52
        assert_size_stride(view_59, (2080, 3072), (3072, 1), 'input')
        buf9 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_62, permute_51, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (768, 2080), (1, 768), 0), view_59, out=buf9)
        del view_59
        buf10 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_10, (2080, 3072), (3072, 1), 'input')
        buf11 = reinterpret_tensor(buf8, (32, 65, 3072), (199680, 3072, 1), 0); del buf8  # reuse
        assert_size_stride(primals_50, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf11, buf5, addmm_10, buf10)
        del addmm_10
        buf12 = empty_strided_cpu((2080, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_64, input_20, input_21, mul_38, mul_39, mul_40, exp, mul_41, mul_42, add_36, mul_43, view_65, permute_54, mm_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (2080, 3072), (3072, 1), 0), primals_50, out=buf12)
        del primals_50
        assert_size_stride(view_57, (2080, 768), (768, 1), 'input')
        buf13 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_64, input_20, input_21, mul_38, mul_39, mul_40, exp, mul_41, mul_42, add_36, mul_43, view_65, permute_55, mm_9], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (3072, 2080), (1, 3072), 0), view_57, out=buf13)
        del view_57
        buf14 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_48, (768, ), (1, ), 'input')
        buf15 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        assert_size_stride_grouped((mul_44, div_1), ((32, 65, 768), (32, 65, 1)), ((768, 24576, 1), (65, 1, 1)), 'input')
        buf16 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf19 = buf5; del buf5  # reuse
        buf17 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((2080, 768), (768, 1), torch.float32)
        assert_size_stride(primals_46, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf19, buf11, buf12, primals_48, mul_44, div_1, buf14, buf15, buf16, buf17, buf18, buf20)
        del div_1
        del mul_44
        del primals_48
        buf21 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, permute_59, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf20, primals_46, out=buf21)
        del primals_46
        assert_size_stride(getitem_20, (32, 12, 65, 64), (768, 64, 24576, 1), 'input')
        buf22 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_60, multi_head_attention_forward_3, mm_11], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (768, 2080), (1, 768), 0), reinterpret_tensor(getitem_20, (2080, 768), (768, 1), 0), out=buf22)
        buf23 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_21, (32, 12, 65), (780, 1, 12), 'input')
        buf24 = empty_strided_cpu((32, 12, 65), (780, 65, 1), torch.float32)
        assert_size_stride_grouped((view_52, view_53, view_54), ((32, 12, 65, 64), (32, 12, 65, 64), (32, 12, 65, 64)), ((768, 64, 24576, 1), (768, 64, 24576, 1), (768, 64, 24576, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf20, getitem_21, buf23, buf24)
        del getitem_21
        # Topologically Sorted Source Nodes: [view_70, permute_63, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf25 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf21, (32, 12, 65, 64), (768, 64, 24576, 1), 0), view_52, view_53, view_54, getitem_20, buf24, 0.0, False)
        del getitem_20
        del view_52
        del view_53
        del view_54
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf26 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_tensor_metadata(buf27, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf27 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf28 = buf25[2]
        assert_tensor_metadata(buf28, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf28 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf25
        buf29 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf30 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        assert_size_stride(view_46, (2080, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf28, buf27, buf26, buf29, buf30)
        del buf26
        del buf27
        del buf28
        buf31 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [clone_17, view_71, clone_18, view_72, clone_19, view_73, permute_64, clone_20, view_74, permute_65, clone_21, view_75, permute_66, clone_22, view_76, full_default_1, add_38, add_39, unsqueeze_4, permute_67, squeeze_4, clone_23, view_77, view_79, permute_68, mm_12], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (2304, 2080), (1, 2304), 0), view_46, out=buf31)
        del view_46
        assert_size_stride(primals_45, (2304, 768), (768, 1), 'input')
        buf32 = buf21; del buf21  # reuse
        # Topologically Sorted Source Nodes: [clone_17, view_71, clone_18, view_72, clone_19, view_73, permute_64, clone_20, view_74, permute_65, clone_21, view_75, permute_66, clone_22, view_76, full_default_1, add_38, add_39, unsqueeze_4, permute_67, squeeze_4, clone_23, view_77, view_79, multi_head_attention_forward_3, permute_70, mm_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (2080, 2304), (2304, 1), 0), primals_45, out=buf32)
        del primals_45
        assert_size_stride_grouped((primals_42, mul_51), ((768, ), (32, 65, 768)), ((1, ), (768, 24576, 1)), 'input')
        buf33 = reinterpret_tensor(buf16, (32, 65, 1), (1, 32, 2080), 0); del buf16  # reuse
        buf34 = reinterpret_tensor(buf15, (32, 65, 1), (1, 32, 2080), 0); del buf15  # reuse
        buf35 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf36 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_2, (32, 65, 1), (65, 1, 1), 'input')
        buf37 = buf19; del buf19  # reuse
        assert_size_stride(primals_40, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf37, buf32, primals_42, mul_51, div_2, buf33, buf34, buf35, buf36)
        del div_2
        del mul_51
        del primals_42
        buf38 = reinterpret_tensor(buf11, (2080, 3072), (3072, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [view_81, input_17, permute_73, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf37, (2080, 768), (768, 1), 0), primals_40, out=buf38)
        del primals_40
        assert_size_stride(view_44, (2080, 3072), (3072, 1), 'input')
        buf39 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_81, permute_74, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf37, (768, 2080), (1, 768), 0), view_44, out=buf39)
        del view_44
        buf40 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_7, (2080, 3072), (3072, 1), 'input')
        buf41 = reinterpret_tensor(buf38, (32, 65, 3072), (199680, 3072, 1), 0); del buf38  # reuse
        assert_size_stride(primals_38, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf41, buf37, addmm_7, buf40)
        del addmm_7
        buf42 = buf32; del buf32  # reuse
        # Topologically Sorted Source Nodes: [view_83, input_14, input_15, mul_59, mul_60, mul_61, exp_1, mul_62, mul_63, add_42, mul_64, view_84, permute_77, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (2080, 3072), (3072, 1), 0), primals_38, out=buf42)
        del primals_38
        assert_size_stride(view_42, (2080, 768), (768, 1), 'input')
        buf43 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_83, input_14, input_15, mul_59, mul_60, mul_61, exp_1, mul_62, mul_63, add_42, mul_64, view_84, permute_78, mm_17], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (3072, 2080), (1, 3072), 0), view_42, out=buf43)
        del view_42
        buf44 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_36, (768, ), (1, ), 'input')
        buf45 = reinterpret_tensor(buf34, (32, 65, 1), (65, 1, 2080), 0); del buf34  # reuse
        assert_size_stride_grouped((mul_65, div_3), ((32, 65, 768), (32, 65, 1)), ((768, 24576, 1), (65, 1, 1)), 'input')
        buf46 = reinterpret_tensor(buf33, (32, 65, 1), (65, 1, 2080), 0); del buf33  # reuse
        buf49 = buf37; del buf37  # reuse
        buf47 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf48 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf50 = buf20; del buf20  # reuse
        assert_size_stride(primals_34, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf49, buf41, buf42, primals_36, mul_65, div_3, buf44, buf45, buf46, buf47, buf48, buf50)
        del div_3
        del mul_65
        del primals_36
        buf51 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, permute_82, mm_18], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf50, primals_34, out=buf51)
        del primals_34
        assert_size_stride(getitem_14, (32, 12, 65, 64), (768, 64, 24576, 1), 'input')
        buf52 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_83, multi_head_attention_forward_2, mm_19], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (768, 2080), (1, 768), 0), reinterpret_tensor(getitem_14, (2080, 768), (768, 1), 0), out=buf52)
        buf53 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_15, (32, 12, 65), (780, 1, 12), 'input')
        buf54 = buf24; del buf24  # reuse
        assert_size_stride_grouped((view_37, view_38, view_39), ((32, 12, 65, 64), (32, 12, 65, 64), (32, 12, 65, 64)), ((768, 64, 24576, 1), (768, 64, 24576, 1), (768, 64, 24576, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf50, getitem_15, buf53, buf54)
        del getitem_15
        # Topologically Sorted Source Nodes: [view_89, permute_86, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf55 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf51, (32, 12, 65, 64), (768, 64, 24576, 1), 0), view_37, view_38, view_39, getitem_14, buf54, 0.0, False)
        del getitem_14
        del view_37
        del view_38
        del view_39
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf56 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf57 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf58 = buf55[2]
        assert_tensor_metadata(buf58, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf58 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf55
        buf59 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf60 = buf30; del buf30  # reuse
        assert_size_stride(view_31, (2080, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf58, buf57, buf56, buf59, buf60)
        del buf56
        del buf57
        del buf58
        buf61 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_25, view_90, clone_26, view_91, clone_27, view_92, permute_87, clone_28, view_93, permute_88, clone_29, view_94, permute_89, clone_30, view_95, add_44, add_45, unsqueeze_5, permute_90, squeeze_5, clone_31, view_96, view_98, permute_91, mm_20], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (2304, 2080), (1, 2304), 0), view_31, out=buf61)
        del view_31
        assert_size_stride(primals_33, (2304, 768), (768, 1), 'input')
        buf62 = buf51; del buf51  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_25, view_90, clone_26, view_91, clone_27, view_92, permute_87, clone_28, view_93, permute_88, clone_29, view_94, permute_89, clone_30, view_95, add_44, add_45, unsqueeze_5, permute_90, squeeze_5, clone_31, view_96, view_98, multi_head_attention_forward_2, permute_93, mm_21], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (2080, 2304), (2304, 1), 0), primals_33, out=buf62)
        del primals_33
        assert_size_stride_grouped((primals_30, mul_72), ((768, ), (32, 65, 768)), ((1, ), (768, 24576, 1)), 'input')
        buf63 = reinterpret_tensor(buf46, (32, 65, 1), (1, 32, 2080), 0); del buf46  # reuse
        buf64 = reinterpret_tensor(buf45, (32, 65, 1), (1, 32, 2080), 0); del buf45  # reuse
        buf65 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf66 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_4, (32, 65, 1), (65, 1, 1), 'input')
        buf67 = buf49; del buf49  # reuse
        assert_size_stride(primals_28, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf67, buf62, primals_30, mul_72, div_4, buf63, buf64, buf65, buf66)
        del div_4
        del mul_72
        del primals_30
        buf68 = reinterpret_tensor(buf41, (2080, 3072), (3072, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [view_100, input_11, permute_96, mm_22], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (2080, 768), (768, 1), 0), primals_28, out=buf68)
        del primals_28
        assert_size_stride(view_29, (2080, 3072), (3072, 1), 'input')
        buf69 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_100, permute_97, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (768, 2080), (1, 768), 0), view_29, out=buf69)
        del view_29
        buf70 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_4, (2080, 3072), (3072, 1), 'input')
        buf71 = reinterpret_tensor(buf68, (32, 65, 3072), (199680, 3072, 1), 0); del buf68  # reuse
        assert_size_stride(primals_26, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf71, buf67, addmm_4, buf70)
        del addmm_4
        buf72 = buf62; del buf62  # reuse
        # Topologically Sorted Source Nodes: [view_102, input_8, input_9, mul_80, mul_81, mul_82, exp_2, mul_83, mul_84, add_48, mul_85, view_103, permute_100, mm_24], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (2080, 3072), (3072, 1), 0), primals_26, out=buf72)
        del primals_26
        assert_size_stride(view_27, (2080, 768), (768, 1), 'input')
        buf73 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_102, input_8, input_9, mul_80, mul_81, mul_82, exp_2, mul_83, mul_84, add_48, mul_85, view_103, permute_101, mm_25], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (3072, 2080), (1, 3072), 0), view_27, out=buf73)
        del view_27
        buf74 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_24, (768, ), (1, ), 'input')
        buf75 = reinterpret_tensor(buf64, (32, 65, 1), (65, 1, 2080), 0); del buf64  # reuse
        assert_size_stride_grouped((mul_86, div_5), ((32, 65, 768), (32, 65, 1)), ((768, 24576, 1), (65, 1, 1)), 'input')
        buf76 = reinterpret_tensor(buf63, (32, 65, 1), (65, 1, 2080), 0); del buf63  # reuse
        buf79 = buf67; del buf67  # reuse
        buf77 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf78 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf80 = buf50; del buf50  # reuse
        assert_size_stride(primals_22, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf79, buf71, buf72, primals_24, mul_86, div_5, buf74, buf75, buf76, buf77, buf78, buf80)
        del div_5
        del mul_86
        del primals_24
        buf81 = buf72; del buf72  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, permute_105, mm_26], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf80, primals_22, out=buf81)
        del primals_22
        assert_size_stride(getitem_8, (32, 12, 65, 64), (768, 64, 24576, 1), 'input')
        buf82 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_106, multi_head_attention_forward_1, mm_27], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf80, (768, 2080), (1, 768), 0), reinterpret_tensor(getitem_8, (2080, 768), (768, 1), 0), out=buf82)
        buf83 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_9, (32, 12, 65), (780, 1, 12), 'input')
        buf84 = buf54; del buf54  # reuse
        assert_size_stride_grouped((view_22, view_23, view_24), ((32, 12, 65, 64), (32, 12, 65, 64), (32, 12, 65, 64)), ((768, 64, 24576, 1), (768, 64, 24576, 1), (768, 64, 24576, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf80, getitem_9, buf83, buf84)
        del getitem_9
        # Topologically Sorted Source Nodes: [view_108, permute_109, _scaled_dot_product_flash_attention_for_cpu_backward_2], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf85 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf81, (32, 12, 65, 64), (768, 64, 24576, 1), 0), view_22, view_23, view_24, getitem_8, buf84, 0.0, False)
        del getitem_8
        del view_22
        del view_23
        del view_24
        buf86 = buf85[0]
        assert_tensor_metadata(buf86, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf86 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf87 = buf85[1]
        assert_tensor_metadata(buf87, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf87 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf88 = buf85[2]
        assert_tensor_metadata(buf88, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf88 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf85
        buf89 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf90 = buf60; del buf60  # reuse
        assert_size_stride(view_16, (2080, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf88, buf87, buf86, buf89, buf90)
        del buf86
        del buf87
        del buf88
        buf91 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_33, view_109, clone_34, view_110, clone_35, view_111, permute_110, clone_36, view_112, permute_111, clone_37, view_113, permute_112, clone_38, view_114, add_50, add_51, unsqueeze_6, permute_113, squeeze_6, clone_39, view_115, view_117, permute_114, mm_28], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (2304, 2080), (1, 2304), 0), view_16, out=buf91)
        del view_16
        assert_size_stride(primals_21, (2304, 768), (768, 1), 'input')
        buf92 = buf81; del buf81  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_33, view_109, clone_34, view_110, clone_35, view_111, permute_110, clone_36, view_112, permute_111, clone_37, view_113, permute_112, clone_38, view_114, add_50, add_51, unsqueeze_6, permute_113, squeeze_6, clone_39, view_115, view_117, multi_head_attention_forward_1, permute_116, mm_29], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (2080, 2304), (2304, 1), 0), primals_21, out=buf92)
        del primals_21
        assert_size_stride_grouped((primals_18, mul_93), ((768, ), (32, 65, 768)), ((1, ), (768, 24576, 1)), 'input')
        buf93 = reinterpret_tensor(buf76, (32, 65, 1), (1, 32, 2080), 0); del buf76  # reuse
        buf94 = reinterpret_tensor(buf75, (32, 65, 1), (1, 32, 2080), 0); del buf75  # reuse
        buf95 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf96 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_6, (32, 65, 1), (65, 1, 1), 'input')
        buf97 = buf79; del buf79  # reuse
        assert_size_stride(primals_16, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf97, buf92, primals_18, mul_93, div_6, buf93, buf94, buf95, buf96)
        del div_6
        del mul_93
        del primals_18
        buf98 = reinterpret_tensor(buf71, (2080, 3072), (3072, 1), 0); del buf71  # reuse
        # Topologically Sorted Source Nodes: [view_119, input_5, permute_119, mm_30], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (2080, 768), (768, 1), 0), primals_16, out=buf98)
        del primals_16
        assert_size_stride(view_14, (2080, 3072), (3072, 1), 'input')
        buf99 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_119, permute_120, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (768, 2080), (1, 768), 0), view_14, out=buf99)
        del view_14
        buf100 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_1, (2080, 3072), (3072, 1), 'input')
        buf101 = reinterpret_tensor(buf98, (32, 65, 3072), (199680, 3072, 1), 0); del buf98  # reuse
        assert_size_stride(primals_14, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf101, buf97, addmm_1, buf100)
        del addmm_1
        buf102 = buf92; del buf92  # reuse
        # Topologically Sorted Source Nodes: [view_121, input_2, input_3, mul_101, mul_102, mul_103, exp_3, mul_104, mul_105, add_54, mul_106, view_122, permute_123, mm_32], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (2080, 3072), (3072, 1), 0), primals_14, out=buf102)
        del primals_14
        assert_size_stride(view_12, (2080, 768), (768, 1), 'input')
        buf103 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_121, input_2, input_3, mul_101, mul_102, mul_103, exp_3, mul_104, mul_105, add_54, mul_106, view_122, permute_124, mm_33], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (3072, 2080), (1, 3072), 0), view_12, out=buf103)
        del view_12
        buf104 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_12, (768, ), (1, ), 'input')
        buf105 = reinterpret_tensor(buf94, (32, 65, 1), (65, 1, 2080), 0); del buf94  # reuse
        assert_size_stride_grouped((mul_107, div_7), ((32, 65, 768), (32, 65, 1)), ((768, 24576, 1), (65, 1, 1)), 'input')
        buf106 = reinterpret_tensor(buf93, (32, 65, 1), (65, 1, 2080), 0); del buf93  # reuse
        buf109 = buf97; del buf97  # reuse
        buf107 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf108 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf110 = buf80; del buf80  # reuse
        assert_size_stride(primals_10, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf109, buf101, buf102, primals_12, mul_107, div_7, buf104, buf105, buf106, buf107, buf108, buf110)
        del buf101
        del div_7
        del mul_107
        del primals_12
        buf111 = buf102; del buf102  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, permute_128, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf110, primals_10, out=buf111)
        del primals_10
        assert_size_stride(getitem_2, (32, 12, 65, 64), (768, 64, 24576, 1), 'input')
        buf112 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_129, multi_head_attention_forward, mm_35], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf110, (768, 2080), (1, 768), 0), reinterpret_tensor(getitem_2, (2080, 768), (768, 1), 0), out=buf112)
        buf113 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_3, (32, 12, 65), (780, 1, 12), 'input')
        buf114 = buf84; del buf84  # reuse
        assert_size_stride_grouped((view_7, view_8, view_9), ((32, 12, 65, 64), (32, 12, 65, 64), (32, 12, 65, 64)), ((768, 64, 24576, 1), (768, 64, 24576, 1), (768, 64, 24576, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf110, getitem_3, buf113, buf114)
        del buf110
        del getitem_3
        # Topologically Sorted Source Nodes: [view_127, permute_132, _scaled_dot_product_flash_attention_for_cpu_backward_3], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf115 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf111, (32, 12, 65, 64), (768, 64, 24576, 1), 0), view_7, view_8, view_9, getitem_2, buf114, 0.0, False)
        del buf114
        del getitem_2
        del view_7
        del view_8
        del view_9
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf116 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf117 = buf115[1]
        assert_tensor_metadata(buf117, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf117 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf118 = buf115[2]
        assert_tensor_metadata(buf118, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf118 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf115
        buf119 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf120 = buf90; del buf90  # reuse
        assert_size_stride(view_1, (2080, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf118, buf117, buf116, buf119, buf120)
        del buf116
        del buf117
        del buf118
        buf121 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_41, view_128, clone_42, view_129, clone_43, view_130, permute_133, clone_44, view_131, permute_134, clone_45, view_132, permute_135, clone_46, view_133, add_56, add_57, unsqueeze_7, permute_136, squeeze_7, clone_47, view_134, view_136, permute_137, mm_36], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (2304, 2080), (1, 2304), 0), view_1, out=buf121)
        del view_1
        assert_size_stride(primals_9, (2304, 768), (768, 1), 'input')
        buf122 = buf111; del buf111  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_41, view_128, clone_42, view_129, clone_43, view_130, permute_133, clone_44, view_131, permute_134, clone_45, view_132, permute_135, clone_46, view_133, add_56, add_57, unsqueeze_7, permute_136, squeeze_7, clone_47, view_134, view_136, multi_head_attention_forward, permute_139, mm_37], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (2080, 2304), (2304, 1), 0), primals_9, out=buf122)
        del buf120
        del primals_9
        assert_size_stride(primals_6, (768, ), (1, ), 'input')
        buf123 = reinterpret_tensor(buf106, (32, 65, 1), (1, 32, 2080), 0); del buf106  # reuse
        assert_size_stride_grouped((cat, primals_5, getitem_1, rsqrt), ((32, 65, 768), (1, 65, 768), (32, 65, 1), (32, 65, 1)), ((49920, 768, 1), (49920, 768, 1), (65, 1, 1), (65, 1, 1)), 'input')
        buf124 = buf105; del buf105  # reuse
        buf127 = buf109; del buf109  # reuse
        buf125 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf128 = empty_strided_cpu((1, 65, 768), (49920, 768, 1), torch.float32)
        buf129 = empty_strided_cpu((1, 1, 768), (768, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_1, primals_2), ((32, 3, 128, 128), (768, 3, 16, 16)), ((49152, 1, 384, 3), (768, 1, 48, 3)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_6(buf127, buf122, primals_6, cat, primals_5, getitem_1, rsqrt, buf123, buf124, buf125, buf126, buf128, buf129)
        del buf122
        del buf123
        del buf124
        del cat
        del getitem_1
        del primals_5
        del primals_6
        del rsqrt
        # Topologically Sorted Source Nodes: [slice_2, permute_142, view_138, convolution_backward], Original ATen: [aten.slice, aten.permute, aten.view, aten.convolution_backward]
        buf130 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf127, (32, 768, 8, 8), (49920, 1, 6144, 768), 768), primals_1, primals_2, [768], (16, 16), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf127
        del primals_1
        del primals_2
        buf131 = buf130[1]
        assert_tensor_metadata(buf131, (768, 3, 16, 16), (768, 1, 48, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf132 = buf130[2]
        assert_tensor_metadata(buf132, (768, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf132 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (None, buf131, buf132, buf129, buf128, buf125, buf126, reinterpret_tensor(buf119, (2304, ), (1, ), 0), buf121, buf112, reinterpret_tensor(buf113, (768, ), (1, ), 0), buf107, buf108, buf103, reinterpret_tensor(buf104, (3072, ), (1, ), 0), buf99, reinterpret_tensor(buf100, (768, ), (1, ), 0), buf95, buf96, reinterpret_tensor(buf89, (2304, ), (1, ), 0), buf91, buf82, reinterpret_tensor(buf83, (768, ), (1, ), 0), buf77, buf78, buf73, reinterpret_tensor(buf74, (3072, ), (1, ), 0), buf69, reinterpret_tensor(buf70, (768, ), (1, ), 0), buf65, buf66, reinterpret_tensor(buf59, (2304, ), (1, ), 0), buf61, buf52, reinterpret_tensor(buf53, (768, ), (1, ), 0), buf47, buf48, buf43, reinterpret_tensor(buf44, (3072, ), (1, ), 0), buf39, reinterpret_tensor(buf40, (768, ), (1, ), 0), buf35, buf36, reinterpret_tensor(buf29, (2304, ), (1, ), 0), buf31, buf22, reinterpret_tensor(buf23, (768, ), (1, ), 0), buf17, buf18, buf13, reinterpret_tensor(buf14, (3072, ), (1, ), 0), buf9, reinterpret_tensor(buf10, (768, ), (1, ), 0), buf6, buf7, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_33 = rand_strided((4792320,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_40 = rand_strided((4792320,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_47 = rand_strided((4792320,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_54 = rand_strided((4792320,), (1,), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((32, 3, 128, 128), (49152, 1, 384, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((768, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((1, 65, 768), (49920, 768, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((1000, 768), (768, 1), device='cpu', dtype=torch.float32)
    cat = rand_strided((32, 65, 768), (49920, 768, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    view_1 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_7 = torch.as_strided(_shared_storage_33, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_8 = torch.as_strided(_shared_storage_33, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_9 = torch.as_strided(_shared_storage_33, (32, 12, 65, 64), (768, 64, 24576, 1))
    getitem_2 = rand_strided((32, 12, 65, 64), (768, 64, 24576, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((32, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_14 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_22 = torch.as_strided(_shared_storage_40, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_23 = torch.as_strided(_shared_storage_40, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_24 = torch.as_strided(_shared_storage_40, (32, 12, 65, 64), (768, 64, 24576, 1))
    getitem_8 = rand_strided((32, 12, 65, 64), (768, 64, 24576, 1), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((32, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_27 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_29 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_31 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_37 = torch.as_strided(_shared_storage_47, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_38 = torch.as_strided(_shared_storage_47, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_39 = torch.as_strided(_shared_storage_47, (32, 12, 65, 64), (768, 64, 24576, 1))
    getitem_14 = rand_strided((32, 12, 65, 64), (768, 64, 24576, 1), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((32, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_42 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_44 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_46 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_52 = torch.as_strided(_shared_storage_54, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_53 = torch.as_strided(_shared_storage_54, (32, 12, 65, 64), (768, 64, 24576, 1))
    view_54 = torch.as_strided(_shared_storage_54, (32, 12, 65, 64), (768, 64, 24576, 1))
    getitem_20 = rand_strided((32, 12, 65, 64), (768, 64, 24576, 1), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((32, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_57 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_59 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    select_12 = rand_strided((32, 768), (49920, 1), device='cpu', dtype=torch.float32)
    mul_30 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_44 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_51 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_65 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_72 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_86 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_93 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_107 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_5, primals_6, primals_9, primals_10, primals_12, primals_14, primals_16, primals_18, primals_21, primals_22, primals_24, primals_26, primals_28, primals_30, primals_33, primals_34, primals_36, primals_38, primals_40, primals_42, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_56, cat, getitem_1, rsqrt, view_1, view_7, view_8, view_9, getitem_2, getitem_3, view_12, addmm_1, view_14, view_16, view_22, view_23, view_24, getitem_8, getitem_9, view_27, addmm_4, view_29, view_31, view_37, view_38, view_39, getitem_14, getitem_15, view_42, addmm_7, view_44, view_46, view_52, view_53, view_54, getitem_20, getitem_21, view_57, addmm_10, view_59, select_12, mul_30, div, mul_44, div_1, mul_51, div_2, mul_65, div_3, mul_72, div_4, mul_86, div_5, mul_93, div_6, mul_107, div_7, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
