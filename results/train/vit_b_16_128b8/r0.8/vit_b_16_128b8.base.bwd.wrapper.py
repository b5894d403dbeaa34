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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 6144L*x0), static_cast<int64_t>(8));
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
                    out_ptr1[static_cast<int64_t>(x1 + 8L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp19 = out_ptr1[static_cast<int64_t>(x0 + 8L*x1)];
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x2 + 6144L*x1), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1597440L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1597440L)))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
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
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2 + 49920L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1 + 6144L*x2), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) + 49920L*((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                                tmp20.store(out_ptr1 + static_cast<int64_t>(x3 + 768L*x2 + 2304L*x0 + 18432L*x1));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 49920L*x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 6144L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp8 = out_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 6144L*x0), static_cast<int64_t>(8));
                            auto tmp12 = out_ptr1[static_cast<int64_t>(x1 + 8L*x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
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
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0 + 8L*x1)];
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1 + 6144L*x2), static_cast<int64_t>(8));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
        primals_1, primals_2, primals_5, primals_6, primals_9, primals_10, primals_12, primals_14, primals_16, primals_18, primals_21, primals_22, primals_24, primals_26, primals_28, primals_30, primals_33, primals_34, primals_36, primals_38, primals_40, primals_42, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_57, primals_58, primals_60, primals_62, primals_64, primals_66, primals_69, primals_70, primals_72, primals_74, primals_76, primals_78, primals_81, primals_82, primals_84, primals_86, primals_88, primals_90, primals_93, primals_94, primals_96, primals_98, primals_100, primals_102, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_117, primals_118, primals_120, primals_122, primals_124, primals_126, primals_129, primals_130, primals_132, primals_134, primals_136, primals_138, primals_141, primals_142, primals_144, primals_146, primals_148, primals_150, primals_152, cat, getitem_1, rsqrt, view_1, view_7, view_8, view_9, getitem_2, getitem_3, view_12, addmm_1, view_14, view_16, view_22, view_23, view_24, getitem_8, getitem_9, view_27, addmm_4, view_29, view_31, view_37, view_38, view_39, getitem_14, getitem_15, view_42, addmm_7, view_44, view_46, view_52, view_53, view_54, getitem_20, getitem_21, view_57, addmm_10, view_59, view_61, view_67, view_68, view_69, getitem_26, getitem_27, view_72, addmm_13, view_74, view_76, view_82, view_83, view_84, getitem_32, getitem_33, view_87, addmm_16, view_89, view_91, view_97, view_98, view_99, getitem_38, getitem_39, view_102, addmm_19, view_104, view_106, view_112, view_113, view_114, getitem_44, getitem_45, view_117, addmm_22, view_119, view_121, view_127, view_128, view_129, getitem_50, getitem_51, view_132, addmm_25, view_134, view_136, view_142, view_143, view_144, getitem_56, getitem_57, view_147, addmm_28, view_149, view_151, view_157, view_158, view_159, getitem_62, getitem_63, view_162, addmm_31, view_164, view_166, view_172, view_173, view_174, getitem_68, getitem_69, view_177, addmm_34, view_179, select_36, mul_86, div, mul_100, div_1, mul_107, div_2, mul_121, div_3, mul_128, div_4, mul_142, div_5, mul_149, div_6, mul_163, div_7, mul_170, div_8, mul_184, div_9, mul_191, div_10, mul_205, div_11, mul_212, div_12, mul_226, div_13, mul_233, div_14, mul_247, div_15, mul_254, div_16, mul_268, div_17, mul_275, div_18, mul_289, div_19, mul_296, div_20, mul_310, div_21, mul_317, div_22, mul_331, div_23, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_152), ((8, 1000), (1000, 768)), ((1000, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((8, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_74, permute_134, mm_12], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_152, out=buf0)
        del primals_152
        assert_size_stride(select_36, (8, 768), (49920, 1), 'input')
        buf1 = empty_strided_cpu((1000, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_135, mm_13], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 8), (1, 1000), 0), select_36, out=buf1)
        del select_36
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride_grouped((primals_150, mul_86), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf4 = empty_strided_cpu((8, 65, 1), (1, 8, 520), torch.float32)
        assert_size_stride(div, (8, 65, 1), (65, 1, 1), 'input')
        buf3 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf5 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_148, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_layer_norm_backward_select_backward_sum_0(tangents_1, buf0, primals_150, mul_86, div, buf2, buf4, buf3, buf5, buf6, buf7)
        del buf0
        del div
        del mul_86
        del primals_150
        del tangents_1
        buf8 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_182, input_71, permute_138, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (520, 768), (768, 1), 0), primals_148, out=buf8)
        del primals_148
        assert_size_stride(view_179, (520, 3072), (3072, 1), 'input')
        buf9 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_182, permute_139, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf5, (768, 520), (1, 768), 0), view_179, out=buf9)
        del view_179
        buf10 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_34, (520, 3072), (3072, 1), 'input')
        buf11 = reinterpret_tensor(buf8, (8, 65, 3072), (199680, 3072, 1), 0); del buf8  # reuse
        assert_size_stride(primals_146, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf11, buf5, addmm_34, buf10)
        del addmm_34
        buf12 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_184, input_68, input_69, mul_94, mul_95, mul_96, exp, mul_97, mul_98, add_100, mul_99, view_185, permute_142, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (520, 3072), (3072, 1), 0), primals_146, out=buf12)
        del primals_146
        assert_size_stride(view_177, (520, 768), (768, 1), 'input')
        buf13 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_184, input_68, input_69, mul_94, mul_95, mul_96, exp, mul_97, mul_98, add_100, mul_99, view_185, permute_143, mm_17], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (3072, 520), (1, 3072), 0), view_177, out=buf13)
        del view_177
        buf14 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_144, (768, ), (1, ), 'input')
        buf15 = reinterpret_tensor(buf4, (8, 65, 1), (65, 1, 520), 0); del buf4  # reuse
        assert_size_stride_grouped((mul_100, div_1), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf16 = buf3; del buf3  # reuse
        buf19 = buf5; del buf5  # reuse
        buf17 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        assert_size_stride(primals_142, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf19, buf11, buf12, primals_144, mul_100, div_1, buf14, buf15, buf16, buf17, buf18, buf20)
        del div_1
        del mul_100
        del primals_144
        buf21 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_11, permute_147, mm_18], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf20, primals_142, out=buf21)
        del primals_142
        assert_size_stride(getitem_68, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf22 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_148, multi_head_attention_forward_11, mm_19], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf20, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_68, (520, 768), (768, 1), 0), out=buf22)
        buf23 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_69, (8, 12, 65), (780, 1, 12), 'input')
        buf24 = empty_strided_cpu((8, 12, 65), (780, 65, 1), torch.float32)
        assert_size_stride_grouped((view_172, view_173, view_174), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf20, getitem_69, buf23, buf24)
        del getitem_69
        # Topologically Sorted Source Nodes: [view_190, permute_151, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf25 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf21, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_172, view_173, view_174, getitem_68, buf24, 0.0, False)
        del getitem_68
        del view_172
        del view_173
        del view_174
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf26 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_tensor_metadata(buf27, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf27 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf28 = buf25[2]
        assert_tensor_metadata(buf28, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf28 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf25
        buf29 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf30 = empty_strided_cpu((65, 8, 3, 768), (18432, 2304, 768, 1), torch.float32)
        assert_size_stride(view_166, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf28, buf27, buf26, buf29, buf30)
        del buf26
        del buf27
        del buf28
        buf31 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [clone_49, view_191, clone_50, view_192, clone_51, view_193, permute_152, clone_52, view_194, permute_153, clone_53, view_195, permute_154, clone_54, view_196, full_default_1, add_102, add_103, unsqueeze_12, permute_155, squeeze_12, clone_55, view_197, view_199, permute_156, mm_20], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (2304, 520), (1, 2304), 0), view_166, out=buf31)
        del view_166
        assert_size_stride(primals_141, (2304, 768), (768, 1), 'input')
        buf32 = buf21; del buf21  # reuse
        # Topologically Sorted Source Nodes: [clone_49, view_191, clone_50, view_192, clone_51, view_193, permute_152, clone_52, view_194, permute_153, clone_53, view_195, permute_154, clone_54, view_196, full_default_1, add_102, add_103, unsqueeze_12, permute_155, squeeze_12, clone_55, view_197, view_199, multi_head_attention_forward_11, permute_158, mm_21], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (520, 2304), (2304, 1), 0), primals_141, out=buf32)
        del primals_141
        assert_size_stride_grouped((primals_138, mul_107), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf33 = reinterpret_tensor(buf16, (8, 65, 1), (1, 8, 520), 0); del buf16  # reuse
        buf34 = reinterpret_tensor(buf15, (8, 65, 1), (1, 8, 520), 0); del buf15  # reuse
        buf35 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf36 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_2, (8, 65, 1), (65, 1, 1), 'input')
        buf37 = buf19; del buf19  # reuse
        assert_size_stride(primals_136, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf37, buf32, primals_138, mul_107, div_2, buf33, buf34, buf35, buf36)
        del div_2
        del mul_107
        del primals_138
        buf38 = reinterpret_tensor(buf11, (520, 3072), (3072, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [view_201, input_65, permute_161, mm_22], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf37, (520, 768), (768, 1), 0), primals_136, out=buf38)
        del primals_136
        assert_size_stride(view_164, (520, 3072), (3072, 1), 'input')
        buf39 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_201, permute_162, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf37, (768, 520), (1, 768), 0), view_164, out=buf39)
        del view_164
        buf40 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_31, (520, 3072), (3072, 1), 'input')
        buf41 = reinterpret_tensor(buf38, (8, 65, 3072), (199680, 3072, 1), 0); del buf38  # reuse
        assert_size_stride(primals_134, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf41, buf37, addmm_31, buf40)
        del addmm_31
        buf42 = buf32; del buf32  # reuse
        # Topologically Sorted Source Nodes: [view_203, input_62, input_63, mul_115, mul_116, mul_117, exp_1, mul_118, mul_119, add_106, mul_120, view_204, permute_165, mm_24], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (520, 3072), (3072, 1), 0), primals_134, out=buf42)
        del primals_134
        assert_size_stride(view_162, (520, 768), (768, 1), 'input')
        buf43 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_203, input_62, input_63, mul_115, mul_116, mul_117, exp_1, mul_118, mul_119, add_106, mul_120, view_204, permute_166, mm_25], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (3072, 520), (1, 3072), 0), view_162, out=buf43)
        del view_162
        buf44 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_132, (768, ), (1, ), 'input')
        buf45 = reinterpret_tensor(buf34, (8, 65, 1), (65, 1, 520), 0); del buf34  # reuse
        assert_size_stride_grouped((mul_121, div_3), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf46 = reinterpret_tensor(buf33, (8, 65, 1), (65, 1, 520), 0); del buf33  # reuse
        buf49 = buf37; del buf37  # reuse
        buf47 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf48 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf50 = buf20; del buf20  # reuse
        assert_size_stride(primals_130, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf49, buf41, buf42, primals_132, mul_121, div_3, buf44, buf45, buf46, buf47, buf48, buf50)
        del div_3
        del mul_121
        del primals_132
        buf51 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_10, permute_170, mm_26], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf50, primals_130, out=buf51)
        del primals_130
        assert_size_stride(getitem_62, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf52 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_171, multi_head_attention_forward_10, mm_27], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf50, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_62, (520, 768), (768, 1), 0), out=buf52)
        buf53 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_63, (8, 12, 65), (780, 1, 12), 'input')
        buf54 = buf24; del buf24  # reuse
        assert_size_stride_grouped((view_157, view_158, view_159), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf50, getitem_63, buf53, buf54)
        del getitem_63
        # Topologically Sorted Source Nodes: [view_209, permute_174, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf55 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf51, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_157, view_158, view_159, getitem_62, buf54, 0.0, False)
        del getitem_62
        del view_157
        del view_158
        del view_159
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf56 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf57 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf58 = buf55[2]
        assert_tensor_metadata(buf58, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf58 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf55
        buf59 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf60 = buf30; del buf30  # reuse
        assert_size_stride(view_151, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf58, buf57, buf56, buf59, buf60)
        del buf56
        del buf57
        del buf58
        buf61 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_57, view_210, clone_58, view_211, clone_59, view_212, permute_175, clone_60, view_213, permute_176, clone_61, view_214, permute_177, clone_62, view_215, add_108, add_109, unsqueeze_13, permute_178, squeeze_13, clone_63, view_216, view_218, permute_179, mm_28], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (2304, 520), (1, 2304), 0), view_151, out=buf61)
        del view_151
        assert_size_stride(primals_129, (2304, 768), (768, 1), 'input')
        buf62 = buf51; del buf51  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_57, view_210, clone_58, view_211, clone_59, view_212, permute_175, clone_60, view_213, permute_176, clone_61, view_214, permute_177, clone_62, view_215, add_108, add_109, unsqueeze_13, permute_178, squeeze_13, clone_63, view_216, view_218, multi_head_attention_forward_10, permute_181, mm_29], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf60, (520, 2304), (2304, 1), 0), primals_129, out=buf62)
        del primals_129
        assert_size_stride_grouped((primals_126, mul_128), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf63 = reinterpret_tensor(buf46, (8, 65, 1), (1, 8, 520), 0); del buf46  # reuse
        buf64 = reinterpret_tensor(buf45, (8, 65, 1), (1, 8, 520), 0); del buf45  # reuse
        buf65 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf66 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_4, (8, 65, 1), (65, 1, 1), 'input')
        buf67 = buf49; del buf49  # reuse
        assert_size_stride(primals_124, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf67, buf62, primals_126, mul_128, div_4, buf63, buf64, buf65, buf66)
        del div_4
        del mul_128
        del primals_126
        buf68 = reinterpret_tensor(buf41, (520, 3072), (3072, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [view_220, input_59, permute_184, mm_30], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (520, 768), (768, 1), 0), primals_124, out=buf68)
        del primals_124
        assert_size_stride(view_149, (520, 3072), (3072, 1), 'input')
        buf69 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_220, permute_185, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (768, 520), (1, 768), 0), view_149, out=buf69)
        del view_149
        buf70 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_28, (520, 3072), (3072, 1), 'input')
        buf71 = reinterpret_tensor(buf68, (8, 65, 3072), (199680, 3072, 1), 0); del buf68  # reuse
        assert_size_stride(primals_122, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf71, buf67, addmm_28, buf70)
        del addmm_28
        buf72 = buf62; del buf62  # reuse
        # Topologically Sorted Source Nodes: [view_222, input_56, input_57, mul_136, mul_137, mul_138, exp_2, mul_139, mul_140, add_112, mul_141, view_223, permute_188, mm_32], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (520, 3072), (3072, 1), 0), primals_122, out=buf72)
        del primals_122
        assert_size_stride(view_147, (520, 768), (768, 1), 'input')
        buf73 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_222, input_56, input_57, mul_136, mul_137, mul_138, exp_2, mul_139, mul_140, add_112, mul_141, view_223, permute_189, mm_33], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (3072, 520), (1, 3072), 0), view_147, out=buf73)
        del view_147
        buf74 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_120, (768, ), (1, ), 'input')
        buf75 = reinterpret_tensor(buf64, (8, 65, 1), (65, 1, 520), 0); del buf64  # reuse
        assert_size_stride_grouped((mul_142, div_5), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf76 = reinterpret_tensor(buf63, (8, 65, 1), (65, 1, 520), 0); del buf63  # reuse
        buf79 = buf67; del buf67  # reuse
        buf77 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf78 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf80 = buf50; del buf50  # reuse
        assert_size_stride(primals_118, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf79, buf71, buf72, primals_120, mul_142, div_5, buf74, buf75, buf76, buf77, buf78, buf80)
        del div_5
        del mul_142
        del primals_120
        buf81 = buf72; del buf72  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_9, permute_193, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf80, primals_118, out=buf81)
        del primals_118
        assert_size_stride(getitem_56, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf82 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_194, multi_head_attention_forward_9, mm_35], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf80, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_56, (520, 768), (768, 1), 0), out=buf82)
        buf83 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_57, (8, 12, 65), (780, 1, 12), 'input')
        buf84 = buf54; del buf54  # reuse
        assert_size_stride_grouped((view_142, view_143, view_144), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf80, getitem_57, buf83, buf84)
        del getitem_57
        # Topologically Sorted Source Nodes: [view_228, permute_197, _scaled_dot_product_flash_attention_for_cpu_backward_2], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf85 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf81, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_142, view_143, view_144, getitem_56, buf84, 0.0, False)
        del getitem_56
        del view_142
        del view_143
        del view_144
        buf86 = buf85[0]
        assert_tensor_metadata(buf86, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf86 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf87 = buf85[1]
        assert_tensor_metadata(buf87, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf87 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf88 = buf85[2]
        assert_tensor_metadata(buf88, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf88 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf85
        buf89 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf90 = buf60; del buf60  # reuse
        assert_size_stride(view_136, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf88, buf87, buf86, buf89, buf90)
        del buf86
        del buf87
        del buf88
        buf91 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_65, view_229, clone_66, view_230, clone_67, view_231, permute_198, clone_68, view_232, permute_199, clone_69, view_233, permute_200, clone_70, view_234, add_114, add_115, unsqueeze_14, permute_201, squeeze_14, clone_71, view_235, view_237, permute_202, mm_36], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (2304, 520), (1, 2304), 0), view_136, out=buf91)
        del view_136
        assert_size_stride(primals_117, (2304, 768), (768, 1), 'input')
        buf92 = buf81; del buf81  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_65, view_229, clone_66, view_230, clone_67, view_231, permute_198, clone_68, view_232, permute_199, clone_69, view_233, permute_200, clone_70, view_234, add_114, add_115, unsqueeze_14, permute_201, squeeze_14, clone_71, view_235, view_237, multi_head_attention_forward_9, permute_204, mm_37], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf90, (520, 2304), (2304, 1), 0), primals_117, out=buf92)
        del primals_117
        assert_size_stride_grouped((primals_114, mul_149), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf93 = reinterpret_tensor(buf76, (8, 65, 1), (1, 8, 520), 0); del buf76  # reuse
        buf94 = reinterpret_tensor(buf75, (8, 65, 1), (1, 8, 520), 0); del buf75  # reuse
        buf95 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf96 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_6, (8, 65, 1), (65, 1, 1), 'input')
        buf97 = buf79; del buf79  # reuse
        assert_size_stride(primals_112, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf97, buf92, primals_114, mul_149, div_6, buf93, buf94, buf95, buf96)
        del div_6
        del mul_149
        del primals_114
        buf98 = reinterpret_tensor(buf71, (520, 3072), (3072, 1), 0); del buf71  # reuse
        # Topologically Sorted Source Nodes: [view_239, input_53, permute_207, mm_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (520, 768), (768, 1), 0), primals_112, out=buf98)
        del primals_112
        assert_size_stride(view_134, (520, 3072), (3072, 1), 'input')
        buf99 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_239, permute_208, mm_39], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (768, 520), (1, 768), 0), view_134, out=buf99)
        del view_134
        buf100 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_25, (520, 3072), (3072, 1), 'input')
        buf101 = reinterpret_tensor(buf98, (8, 65, 3072), (199680, 3072, 1), 0); del buf98  # reuse
        assert_size_stride(primals_110, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf101, buf97, addmm_25, buf100)
        del addmm_25
        buf102 = buf92; del buf92  # reuse
        # Topologically Sorted Source Nodes: [view_241, input_50, input_51, mul_157, mul_158, mul_159, exp_3, mul_160, mul_161, add_118, mul_162, view_242, permute_211, mm_40], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (520, 3072), (3072, 1), 0), primals_110, out=buf102)
        del primals_110
        assert_size_stride(view_132, (520, 768), (768, 1), 'input')
        buf103 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_241, input_50, input_51, mul_157, mul_158, mul_159, exp_3, mul_160, mul_161, add_118, mul_162, view_242, permute_212, mm_41], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (3072, 520), (1, 3072), 0), view_132, out=buf103)
        del view_132
        buf104 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_108, (768, ), (1, ), 'input')
        buf105 = reinterpret_tensor(buf94, (8, 65, 1), (65, 1, 520), 0); del buf94  # reuse
        assert_size_stride_grouped((mul_163, div_7), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf106 = reinterpret_tensor(buf93, (8, 65, 1), (65, 1, 520), 0); del buf93  # reuse
        buf109 = buf97; del buf97  # reuse
        buf107 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf108 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf110 = buf80; del buf80  # reuse
        assert_size_stride(primals_106, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf109, buf101, buf102, primals_108, mul_163, div_7, buf104, buf105, buf106, buf107, buf108, buf110)
        del div_7
        del mul_163
        del primals_108
        buf111 = buf102; del buf102  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_8, permute_216, mm_42], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf110, primals_106, out=buf111)
        del primals_106
        assert_size_stride(getitem_50, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf112 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_217, multi_head_attention_forward_8, mm_43], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf110, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_50, (520, 768), (768, 1), 0), out=buf112)
        buf113 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_51, (8, 12, 65), (780, 1, 12), 'input')
        buf114 = buf84; del buf84  # reuse
        assert_size_stride_grouped((view_127, view_128, view_129), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf110, getitem_51, buf113, buf114)
        del getitem_51
        # Topologically Sorted Source Nodes: [view_247, permute_220, _scaled_dot_product_flash_attention_for_cpu_backward_3], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf115 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf111, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_127, view_128, view_129, getitem_50, buf114, 0.0, False)
        del getitem_50
        del view_127
        del view_128
        del view_129
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf116 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf117 = buf115[1]
        assert_tensor_metadata(buf117, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf117 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf118 = buf115[2]
        assert_tensor_metadata(buf118, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf118 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf115
        buf119 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf120 = buf90; del buf90  # reuse
        assert_size_stride(view_121, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf118, buf117, buf116, buf119, buf120)
        del buf116
        del buf117
        del buf118
        buf121 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_73, view_248, clone_74, view_249, clone_75, view_250, permute_221, clone_76, view_251, permute_222, clone_77, view_252, permute_223, clone_78, view_253, add_120, add_121, unsqueeze_15, permute_224, squeeze_15, clone_79, view_254, view_256, permute_225, mm_44], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (2304, 520), (1, 2304), 0), view_121, out=buf121)
        del view_121
        assert_size_stride(primals_105, (2304, 768), (768, 1), 'input')
        buf122 = buf111; del buf111  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_73, view_248, clone_74, view_249, clone_75, view_250, permute_221, clone_76, view_251, permute_222, clone_77, view_252, permute_223, clone_78, view_253, add_120, add_121, unsqueeze_15, permute_224, squeeze_15, clone_79, view_254, view_256, multi_head_attention_forward_8, permute_227, mm_45], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (520, 2304), (2304, 1), 0), primals_105, out=buf122)
        del primals_105
        assert_size_stride_grouped((primals_102, mul_170), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf123 = reinterpret_tensor(buf106, (8, 65, 1), (1, 8, 520), 0); del buf106  # reuse
        buf124 = reinterpret_tensor(buf105, (8, 65, 1), (1, 8, 520), 0); del buf105  # reuse
        buf125 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_8, (8, 65, 1), (65, 1, 1), 'input')
        buf127 = buf109; del buf109  # reuse
        assert_size_stride(primals_100, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf127, buf122, primals_102, mul_170, div_8, buf123, buf124, buf125, buf126)
        del div_8
        del mul_170
        del primals_102
        buf128 = reinterpret_tensor(buf101, (520, 3072), (3072, 1), 0); del buf101  # reuse
        # Topologically Sorted Source Nodes: [view_258, input_47, permute_230, mm_46], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf127, (520, 768), (768, 1), 0), primals_100, out=buf128)
        del primals_100
        assert_size_stride(view_119, (520, 3072), (3072, 1), 'input')
        buf129 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_258, permute_231, mm_47], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf127, (768, 520), (1, 768), 0), view_119, out=buf129)
        del view_119
        buf130 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_22, (520, 3072), (3072, 1), 'input')
        buf131 = reinterpret_tensor(buf128, (8, 65, 3072), (199680, 3072, 1), 0); del buf128  # reuse
        assert_size_stride(primals_98, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf131, buf127, addmm_22, buf130)
        del addmm_22
        buf132 = buf122; del buf122  # reuse
        # Topologically Sorted Source Nodes: [view_260, input_44, input_45, mul_178, mul_179, mul_180, exp_4, mul_181, mul_182, add_124, mul_183, view_261, permute_234, mm_48], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf131, (520, 3072), (3072, 1), 0), primals_98, out=buf132)
        del primals_98
        assert_size_stride(view_117, (520, 768), (768, 1), 'input')
        buf133 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_260, input_44, input_45, mul_178, mul_179, mul_180, exp_4, mul_181, mul_182, add_124, mul_183, view_261, permute_235, mm_49], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf131, (3072, 520), (1, 3072), 0), view_117, out=buf133)
        del view_117
        buf134 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_96, (768, ), (1, ), 'input')
        buf135 = reinterpret_tensor(buf124, (8, 65, 1), (65, 1, 520), 0); del buf124  # reuse
        assert_size_stride_grouped((mul_184, div_9), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf136 = reinterpret_tensor(buf123, (8, 65, 1), (65, 1, 520), 0); del buf123  # reuse
        buf139 = buf127; del buf127  # reuse
        buf137 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf138 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf140 = buf110; del buf110  # reuse
        assert_size_stride(primals_94, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf139, buf131, buf132, primals_96, mul_184, div_9, buf134, buf135, buf136, buf137, buf138, buf140)
        del div_9
        del mul_184
        del primals_96
        buf141 = buf132; del buf132  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_7, permute_239, mm_50], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf140, primals_94, out=buf141)
        del primals_94
        assert_size_stride(getitem_44, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf142 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_240, multi_head_attention_forward_7, mm_51], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf140, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_44, (520, 768), (768, 1), 0), out=buf142)
        buf143 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_45, (8, 12, 65), (780, 1, 12), 'input')
        buf144 = buf114; del buf114  # reuse
        assert_size_stride_grouped((view_112, view_113, view_114), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf140, getitem_45, buf143, buf144)
        del getitem_45
        # Topologically Sorted Source Nodes: [view_266, permute_243, _scaled_dot_product_flash_attention_for_cpu_backward_4], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf145 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf141, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_112, view_113, view_114, getitem_44, buf144, 0.0, False)
        del getitem_44
        del view_112
        del view_113
        del view_114
        buf146 = buf145[0]
        assert_tensor_metadata(buf146, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf146 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf147 = buf145[1]
        assert_tensor_metadata(buf147, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf147 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf148 = buf145[2]
        assert_tensor_metadata(buf148, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf148 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf145
        buf149 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf150 = buf120; del buf120  # reuse
        assert_size_stride(view_106, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf148, buf147, buf146, buf149, buf150)
        del buf146
        del buf147
        del buf148
        buf151 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_81, view_267, clone_82, view_268, clone_83, view_269, permute_244, clone_84, view_270, permute_245, clone_85, view_271, permute_246, clone_86, view_272, add_126, add_127, unsqueeze_16, permute_247, squeeze_16, clone_87, view_273, view_275, permute_248, mm_52], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (2304, 520), (1, 2304), 0), view_106, out=buf151)
        del view_106
        assert_size_stride(primals_93, (2304, 768), (768, 1), 'input')
        buf152 = buf141; del buf141  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_81, view_267, clone_82, view_268, clone_83, view_269, permute_244, clone_84, view_270, permute_245, clone_85, view_271, permute_246, clone_86, view_272, add_126, add_127, unsqueeze_16, permute_247, squeeze_16, clone_87, view_273, view_275, multi_head_attention_forward_7, permute_250, mm_53], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (520, 2304), (2304, 1), 0), primals_93, out=buf152)
        del primals_93
        assert_size_stride_grouped((primals_90, mul_191), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf153 = reinterpret_tensor(buf136, (8, 65, 1), (1, 8, 520), 0); del buf136  # reuse
        buf154 = reinterpret_tensor(buf135, (8, 65, 1), (1, 8, 520), 0); del buf135  # reuse
        buf155 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf156 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_10, (8, 65, 1), (65, 1, 1), 'input')
        buf157 = buf139; del buf139  # reuse
        assert_size_stride(primals_88, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf157, buf152, primals_90, mul_191, div_10, buf153, buf154, buf155, buf156)
        del div_10
        del mul_191
        del primals_90
        buf158 = reinterpret_tensor(buf131, (520, 3072), (3072, 1), 0); del buf131  # reuse
        # Topologically Sorted Source Nodes: [view_277, input_41, permute_253, mm_54], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf157, (520, 768), (768, 1), 0), primals_88, out=buf158)
        del primals_88
        assert_size_stride(view_104, (520, 3072), (3072, 1), 'input')
        buf159 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_277, permute_254, mm_55], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf157, (768, 520), (1, 768), 0), view_104, out=buf159)
        del view_104
        buf160 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_19, (520, 3072), (3072, 1), 'input')
        buf161 = reinterpret_tensor(buf158, (8, 65, 3072), (199680, 3072, 1), 0); del buf158  # reuse
        assert_size_stride(primals_86, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf161, buf157, addmm_19, buf160)
        del addmm_19
        buf162 = buf152; del buf152  # reuse
        # Topologically Sorted Source Nodes: [view_279, input_38, input_39, mul_199, mul_200, mul_201, exp_5, mul_202, mul_203, add_130, mul_204, view_280, permute_257, mm_56], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (520, 3072), (3072, 1), 0), primals_86, out=buf162)
        del primals_86
        assert_size_stride(view_102, (520, 768), (768, 1), 'input')
        buf163 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_279, input_38, input_39, mul_199, mul_200, mul_201, exp_5, mul_202, mul_203, add_130, mul_204, view_280, permute_258, mm_57], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (3072, 520), (1, 3072), 0), view_102, out=buf163)
        del view_102
        buf164 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_84, (768, ), (1, ), 'input')
        buf165 = reinterpret_tensor(buf154, (8, 65, 1), (65, 1, 520), 0); del buf154  # reuse
        assert_size_stride_grouped((mul_205, div_11), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf166 = reinterpret_tensor(buf153, (8, 65, 1), (65, 1, 520), 0); del buf153  # reuse
        buf169 = buf157; del buf157  # reuse
        buf167 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf168 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf170 = buf140; del buf140  # reuse
        assert_size_stride(primals_82, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf169, buf161, buf162, primals_84, mul_205, div_11, buf164, buf165, buf166, buf167, buf168, buf170)
        del div_11
        del mul_205
        del primals_84
        buf171 = buf162; del buf162  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_6, permute_262, mm_58], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf170, primals_82, out=buf171)
        del primals_82
        assert_size_stride(getitem_38, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf172 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_263, multi_head_attention_forward_6, mm_59], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf170, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_38, (520, 768), (768, 1), 0), out=buf172)
        buf173 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_39, (8, 12, 65), (780, 1, 12), 'input')
        buf174 = buf144; del buf144  # reuse
        assert_size_stride_grouped((view_97, view_98, view_99), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf170, getitem_39, buf173, buf174)
        del getitem_39
        # Topologically Sorted Source Nodes: [view_285, permute_266, _scaled_dot_product_flash_attention_for_cpu_backward_5], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf175 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf171, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_97, view_98, view_99, getitem_38, buf174, 0.0, False)
        del getitem_38
        del view_97
        del view_98
        del view_99
        buf176 = buf175[0]
        assert_tensor_metadata(buf176, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf176 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf177 = buf175[1]
        assert_tensor_metadata(buf177, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf177 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf178 = buf175[2]
        assert_tensor_metadata(buf178, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf178 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf175
        buf179 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf180 = buf150; del buf150  # reuse
        assert_size_stride(view_91, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf178, buf177, buf176, buf179, buf180)
        del buf176
        del buf177
        del buf178
        buf181 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_89, view_286, clone_90, view_287, clone_91, view_288, permute_267, clone_92, view_289, permute_268, clone_93, view_290, permute_269, clone_94, view_291, add_132, add_133, unsqueeze_17, permute_270, squeeze_17, clone_95, view_292, view_294, permute_271, mm_60], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf180, (2304, 520), (1, 2304), 0), view_91, out=buf181)
        del view_91
        assert_size_stride(primals_81, (2304, 768), (768, 1), 'input')
        buf182 = buf171; del buf171  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_89, view_286, clone_90, view_287, clone_91, view_288, permute_267, clone_92, view_289, permute_268, clone_93, view_290, permute_269, clone_94, view_291, add_132, add_133, unsqueeze_17, permute_270, squeeze_17, clone_95, view_292, view_294, multi_head_attention_forward_6, permute_273, mm_61], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf180, (520, 2304), (2304, 1), 0), primals_81, out=buf182)
        del primals_81
        assert_size_stride_grouped((primals_78, mul_212), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf183 = reinterpret_tensor(buf166, (8, 65, 1), (1, 8, 520), 0); del buf166  # reuse
        buf184 = reinterpret_tensor(buf165, (8, 65, 1), (1, 8, 520), 0); del buf165  # reuse
        buf185 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf186 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_12, (8, 65, 1), (65, 1, 1), 'input')
        buf187 = buf169; del buf169  # reuse
        assert_size_stride(primals_76, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf187, buf182, primals_78, mul_212, div_12, buf183, buf184, buf185, buf186)
        del div_12
        del mul_212
        del primals_78
        buf188 = reinterpret_tensor(buf161, (520, 3072), (3072, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [view_296, input_35, permute_276, mm_62], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf187, (520, 768), (768, 1), 0), primals_76, out=buf188)
        del primals_76
        assert_size_stride(view_89, (520, 3072), (3072, 1), 'input')
        buf189 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_296, permute_277, mm_63], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf187, (768, 520), (1, 768), 0), view_89, out=buf189)
        del view_89
        buf190 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_16, (520, 3072), (3072, 1), 'input')
        buf191 = reinterpret_tensor(buf188, (8, 65, 3072), (199680, 3072, 1), 0); del buf188  # reuse
        assert_size_stride(primals_74, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf191, buf187, addmm_16, buf190)
        del addmm_16
        buf192 = buf182; del buf182  # reuse
        # Topologically Sorted Source Nodes: [view_298, input_32, input_33, mul_220, mul_221, mul_222, exp_6, mul_223, mul_224, add_136, mul_225, view_299, permute_280, mm_64], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf191, (520, 3072), (3072, 1), 0), primals_74, out=buf192)
        del primals_74
        assert_size_stride(view_87, (520, 768), (768, 1), 'input')
        buf193 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_298, input_32, input_33, mul_220, mul_221, mul_222, exp_6, mul_223, mul_224, add_136, mul_225, view_299, permute_281, mm_65], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf191, (3072, 520), (1, 3072), 0), view_87, out=buf193)
        del view_87
        buf194 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_72, (768, ), (1, ), 'input')
        buf195 = reinterpret_tensor(buf184, (8, 65, 1), (65, 1, 520), 0); del buf184  # reuse
        assert_size_stride_grouped((mul_226, div_13), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf196 = reinterpret_tensor(buf183, (8, 65, 1), (65, 1, 520), 0); del buf183  # reuse
        buf199 = buf187; del buf187  # reuse
        buf197 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf198 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf200 = buf170; del buf170  # reuse
        assert_size_stride(primals_70, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf199, buf191, buf192, primals_72, mul_226, div_13, buf194, buf195, buf196, buf197, buf198, buf200)
        del div_13
        del mul_226
        del primals_72
        buf201 = buf192; del buf192  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_5, permute_285, mm_66], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf200, primals_70, out=buf201)
        del primals_70
        assert_size_stride(getitem_32, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf202 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_286, multi_head_attention_forward_5, mm_67], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf200, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_32, (520, 768), (768, 1), 0), out=buf202)
        buf203 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_33, (8, 12, 65), (780, 1, 12), 'input')
        buf204 = buf174; del buf174  # reuse
        assert_size_stride_grouped((view_82, view_83, view_84), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf200, getitem_33, buf203, buf204)
        del getitem_33
        # Topologically Sorted Source Nodes: [view_304, permute_289, _scaled_dot_product_flash_attention_for_cpu_backward_6], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf205 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf201, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_82, view_83, view_84, getitem_32, buf204, 0.0, False)
        del getitem_32
        del view_82
        del view_83
        del view_84
        buf206 = buf205[0]
        assert_tensor_metadata(buf206, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf206 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf207 = buf205[1]
        assert_tensor_metadata(buf207, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf207 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf208 = buf205[2]
        assert_tensor_metadata(buf208, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf208 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf205
        buf209 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf210 = buf180; del buf180  # reuse
        assert_size_stride(view_76, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf208, buf207, buf206, buf209, buf210)
        del buf206
        del buf207
        del buf208
        buf211 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_97, view_305, clone_98, view_306, clone_99, view_307, permute_290, clone_100, view_308, permute_291, clone_101, view_309, permute_292, clone_102, view_310, add_138, add_139, unsqueeze_18, permute_293, squeeze_18, clone_103, view_311, view_313, permute_294, mm_68], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf210, (2304, 520), (1, 2304), 0), view_76, out=buf211)
        del view_76
        assert_size_stride(primals_69, (2304, 768), (768, 1), 'input')
        buf212 = buf201; del buf201  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_97, view_305, clone_98, view_306, clone_99, view_307, permute_290, clone_100, view_308, permute_291, clone_101, view_309, permute_292, clone_102, view_310, add_138, add_139, unsqueeze_18, permute_293, squeeze_18, clone_103, view_311, view_313, multi_head_attention_forward_5, permute_296, mm_69], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf210, (520, 2304), (2304, 1), 0), primals_69, out=buf212)
        del primals_69
        assert_size_stride_grouped((primals_66, mul_233), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf213 = reinterpret_tensor(buf196, (8, 65, 1), (1, 8, 520), 0); del buf196  # reuse
        buf214 = reinterpret_tensor(buf195, (8, 65, 1), (1, 8, 520), 0); del buf195  # reuse
        buf215 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf216 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_14, (8, 65, 1), (65, 1, 1), 'input')
        buf217 = buf199; del buf199  # reuse
        assert_size_stride(primals_64, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf217, buf212, primals_66, mul_233, div_14, buf213, buf214, buf215, buf216)
        del div_14
        del mul_233
        del primals_66
        buf218 = reinterpret_tensor(buf191, (520, 3072), (3072, 1), 0); del buf191  # reuse
        # Topologically Sorted Source Nodes: [view_315, input_29, permute_299, mm_70], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf217, (520, 768), (768, 1), 0), primals_64, out=buf218)
        del primals_64
        assert_size_stride(view_74, (520, 3072), (3072, 1), 'input')
        buf219 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_315, permute_300, mm_71], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf217, (768, 520), (1, 768), 0), view_74, out=buf219)
        del view_74
        buf220 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_13, (520, 3072), (3072, 1), 'input')
        buf221 = reinterpret_tensor(buf218, (8, 65, 3072), (199680, 3072, 1), 0); del buf218  # reuse
        assert_size_stride(primals_62, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf221, buf217, addmm_13, buf220)
        del addmm_13
        buf222 = buf212; del buf212  # reuse
        # Topologically Sorted Source Nodes: [view_317, input_26, input_27, mul_241, mul_242, mul_243, exp_7, mul_244, mul_245, add_142, mul_246, view_318, permute_303, mm_72], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf221, (520, 3072), (3072, 1), 0), primals_62, out=buf222)
        del primals_62
        assert_size_stride(view_72, (520, 768), (768, 1), 'input')
        buf223 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_317, input_26, input_27, mul_241, mul_242, mul_243, exp_7, mul_244, mul_245, add_142, mul_246, view_318, permute_304, mm_73], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf221, (3072, 520), (1, 3072), 0), view_72, out=buf223)
        del view_72
        buf224 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_60, (768, ), (1, ), 'input')
        buf225 = reinterpret_tensor(buf214, (8, 65, 1), (65, 1, 520), 0); del buf214  # reuse
        assert_size_stride_grouped((mul_247, div_15), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf226 = reinterpret_tensor(buf213, (8, 65, 1), (65, 1, 520), 0); del buf213  # reuse
        buf229 = buf217; del buf217  # reuse
        buf227 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf228 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf230 = buf200; del buf200  # reuse
        assert_size_stride(primals_58, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf229, buf221, buf222, primals_60, mul_247, div_15, buf224, buf225, buf226, buf227, buf228, buf230)
        del div_15
        del mul_247
        del primals_60
        buf231 = buf222; del buf222  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_4, permute_308, mm_74], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf230, primals_58, out=buf231)
        del primals_58
        assert_size_stride(getitem_26, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf232 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_309, multi_head_attention_forward_4, mm_75], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf230, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_26, (520, 768), (768, 1), 0), out=buf232)
        buf233 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_27, (8, 12, 65), (780, 1, 12), 'input')
        buf234 = buf204; del buf204  # reuse
        assert_size_stride_grouped((view_67, view_68, view_69), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf230, getitem_27, buf233, buf234)
        del getitem_27
        # Topologically Sorted Source Nodes: [view_323, permute_312, _scaled_dot_product_flash_attention_for_cpu_backward_7], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf235 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf231, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_67, view_68, view_69, getitem_26, buf234, 0.0, False)
        del getitem_26
        del view_67
        del view_68
        del view_69
        buf236 = buf235[0]
        assert_tensor_metadata(buf236, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf236 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf237 = buf235[1]
        assert_tensor_metadata(buf237, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf237 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf238 = buf235[2]
        assert_tensor_metadata(buf238, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf238 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf235
        buf239 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf240 = buf210; del buf210  # reuse
        assert_size_stride(view_61, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf238, buf237, buf236, buf239, buf240)
        del buf236
        del buf237
        del buf238
        buf241 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_105, view_324, clone_106, view_325, clone_107, view_326, permute_313, clone_108, view_327, permute_314, clone_109, view_328, permute_315, clone_110, view_329, add_144, add_145, unsqueeze_19, permute_316, squeeze_19, clone_111, view_330, view_332, permute_317, mm_76], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf240, (2304, 520), (1, 2304), 0), view_61, out=buf241)
        del view_61
        assert_size_stride(primals_57, (2304, 768), (768, 1), 'input')
        buf242 = buf231; del buf231  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_105, view_324, clone_106, view_325, clone_107, view_326, permute_313, clone_108, view_327, permute_314, clone_109, view_328, permute_315, clone_110, view_329, add_144, add_145, unsqueeze_19, permute_316, squeeze_19, clone_111, view_330, view_332, multi_head_attention_forward_4, permute_319, mm_77], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf240, (520, 2304), (2304, 1), 0), primals_57, out=buf242)
        del primals_57
        assert_size_stride_grouped((primals_54, mul_254), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf243 = reinterpret_tensor(buf226, (8, 65, 1), (1, 8, 520), 0); del buf226  # reuse
        buf244 = reinterpret_tensor(buf225, (8, 65, 1), (1, 8, 520), 0); del buf225  # reuse
        buf245 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf246 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_16, (8, 65, 1), (65, 1, 1), 'input')
        buf247 = buf229; del buf229  # reuse
        assert_size_stride(primals_52, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf247, buf242, primals_54, mul_254, div_16, buf243, buf244, buf245, buf246)
        del div_16
        del mul_254
        del primals_54
        buf248 = reinterpret_tensor(buf221, (520, 3072), (3072, 1), 0); del buf221  # reuse
        # Topologically Sorted Source Nodes: [view_334, input_23, permute_322, mm_78], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf247, (520, 768), (768, 1), 0), primals_52, out=buf248)
        del primals_52
        assert_size_stride(view_59, (520, 3072), (3072, 1), 'input')
        buf249 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_334, permute_323, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf247, (768, 520), (1, 768), 0), view_59, out=buf249)
        del view_59
        buf250 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_10, (520, 3072), (3072, 1), 'input')
        buf251 = reinterpret_tensor(buf248, (8, 65, 3072), (199680, 3072, 1), 0); del buf248  # reuse
        assert_size_stride(primals_50, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf251, buf247, addmm_10, buf250)
        del addmm_10
        buf252 = buf242; del buf242  # reuse
        # Topologically Sorted Source Nodes: [view_336, input_20, input_21, mul_262, mul_263, mul_264, exp_8, mul_265, mul_266, add_148, mul_267, view_337, permute_326, mm_80], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf251, (520, 3072), (3072, 1), 0), primals_50, out=buf252)
        del primals_50
        assert_size_stride(view_57, (520, 768), (768, 1), 'input')
        buf253 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_336, input_20, input_21, mul_262, mul_263, mul_264, exp_8, mul_265, mul_266, add_148, mul_267, view_337, permute_327, mm_81], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf251, (3072, 520), (1, 3072), 0), view_57, out=buf253)
        del view_57
        buf254 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_48, (768, ), (1, ), 'input')
        buf255 = reinterpret_tensor(buf244, (8, 65, 1), (65, 1, 520), 0); del buf244  # reuse
        assert_size_stride_grouped((mul_268, div_17), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf256 = reinterpret_tensor(buf243, (8, 65, 1), (65, 1, 520), 0); del buf243  # reuse
        buf259 = buf247; del buf247  # reuse
        buf257 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf258 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf260 = buf230; del buf230  # reuse
        assert_size_stride(primals_46, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf259, buf251, buf252, primals_48, mul_268, div_17, buf254, buf255, buf256, buf257, buf258, buf260)
        del div_17
        del mul_268
        del primals_48
        buf261 = buf252; del buf252  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, permute_331, mm_82], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf260, primals_46, out=buf261)
        del primals_46
        assert_size_stride(getitem_20, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf262 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_332, multi_head_attention_forward_3, mm_83], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf260, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_20, (520, 768), (768, 1), 0), out=buf262)
        buf263 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_21, (8, 12, 65), (780, 1, 12), 'input')
        buf264 = buf234; del buf234  # reuse
        assert_size_stride_grouped((view_52, view_53, view_54), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf260, getitem_21, buf263, buf264)
        del buf260
        del getitem_21
        # Topologically Sorted Source Nodes: [view_342, permute_335, _scaled_dot_product_flash_attention_for_cpu_backward_8], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf265 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf261, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_52, view_53, view_54, getitem_20, buf264, 0.0, False)
        del getitem_20
        del view_52
        del view_53
        del view_54
        buf266 = buf265[0]
        assert_tensor_metadata(buf266, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf266 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf267 = buf265[1]
        assert_tensor_metadata(buf267, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf267 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf268 = buf265[2]
        assert_tensor_metadata(buf268, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf268 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf265
        buf269 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf270 = buf240; del buf240  # reuse
        assert_size_stride(view_46, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf268, buf267, buf266, buf269, buf270)
        del buf266
        del buf267
        del buf268
        buf271 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_113, view_343, clone_114, view_344, clone_115, view_345, permute_336, clone_116, view_346, permute_337, clone_117, view_347, permute_338, clone_118, view_348, add_150, add_151, unsqueeze_20, permute_339, squeeze_20, clone_119, view_349, view_351, permute_340, mm_84], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf270, (2304, 520), (1, 2304), 0), view_46, out=buf271)
        del view_46
        assert_size_stride(primals_45, (2304, 768), (768, 1), 'input')
        buf272 = buf261; del buf261  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_113, view_343, clone_114, view_344, clone_115, view_345, permute_336, clone_116, view_346, permute_337, clone_117, view_347, permute_338, clone_118, view_348, add_150, add_151, unsqueeze_20, permute_339, squeeze_20, clone_119, view_349, view_351, multi_head_attention_forward_3, permute_342, mm_85], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf270, (520, 2304), (2304, 1), 0), primals_45, out=buf272)
        del buf270
        del primals_45
        assert_size_stride_grouped((primals_42, mul_275), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf273 = reinterpret_tensor(buf256, (8, 65, 1), (1, 8, 520), 0); del buf256  # reuse
        buf274 = reinterpret_tensor(buf255, (8, 65, 1), (1, 8, 520), 0); del buf255  # reuse
        buf275 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf276 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_18, (8, 65, 1), (65, 1, 1), 'input')
        buf277 = buf259; del buf259  # reuse
        assert_size_stride(primals_40, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf277, buf272, primals_42, mul_275, div_18, buf273, buf274, buf275, buf276)
        del div_18
        del mul_275
        del primals_42
        buf278 = reinterpret_tensor(buf251, (520, 3072), (3072, 1), 0); del buf251  # reuse
        # Topologically Sorted Source Nodes: [view_353, input_17, permute_345, mm_86], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf277, (520, 768), (768, 1), 0), primals_40, out=buf278)
        del primals_40
        assert_size_stride(view_44, (520, 3072), (3072, 1), 'input')
        buf279 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_353, permute_346, mm_87], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf277, (768, 520), (1, 768), 0), view_44, out=buf279)
        del view_44
        buf280 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_7, (520, 3072), (3072, 1), 'input')
        buf281 = reinterpret_tensor(buf278, (8, 65, 3072), (199680, 3072, 1), 0); del buf278  # reuse
        assert_size_stride(primals_38, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf281, buf277, addmm_7, buf280)
        del addmm_7
        buf282 = buf272; del buf272  # reuse
        # Topologically Sorted Source Nodes: [view_355, input_14, input_15, mul_283, mul_284, mul_285, exp_9, mul_286, mul_287, add_154, mul_288, view_356, permute_349, mm_88], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf281, (520, 3072), (3072, 1), 0), primals_38, out=buf282)
        del primals_38
        assert_size_stride(view_42, (520, 768), (768, 1), 'input')
        buf283 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_355, input_14, input_15, mul_283, mul_284, mul_285, exp_9, mul_286, mul_287, add_154, mul_288, view_356, permute_350, mm_89], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf281, (3072, 520), (1, 3072), 0), view_42, out=buf283)
        del view_42
        buf284 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_36, (768, ), (1, ), 'input')
        buf285 = reinterpret_tensor(buf274, (8, 65, 1), (65, 1, 520), 0); del buf274  # reuse
        assert_size_stride_grouped((mul_289, div_19), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf286 = reinterpret_tensor(buf273, (8, 65, 1), (65, 1, 520), 0); del buf273  # reuse
        buf289 = buf277; del buf277  # reuse
        buf287 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf288 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf290 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        assert_size_stride(primals_34, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf289, buf281, buf282, primals_36, mul_289, div_19, buf284, buf285, buf286, buf287, buf288, buf290)
        del div_19
        del mul_289
        del primals_36
        buf291 = buf282; del buf282  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, permute_354, mm_90], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf290, primals_34, out=buf291)
        del primals_34
        assert_size_stride(getitem_14, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf292 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_355, multi_head_attention_forward_2, mm_91], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf290, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_14, (520, 768), (768, 1), 0), out=buf292)
        buf293 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_15, (8, 12, 65), (780, 1, 12), 'input')
        buf294 = buf264; del buf264  # reuse
        assert_size_stride_grouped((view_37, view_38, view_39), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf290, getitem_15, buf293, buf294)
        del buf290
        del getitem_15
        # Topologically Sorted Source Nodes: [view_361, permute_358, _scaled_dot_product_flash_attention_for_cpu_backward_9], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf295 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf291, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_37, view_38, view_39, getitem_14, buf294, 0.0, False)
        del getitem_14
        del view_37
        del view_38
        del view_39
        buf296 = buf295[0]
        assert_tensor_metadata(buf296, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf296 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf297 = buf295[1]
        assert_tensor_metadata(buf297, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf297 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf298 = buf295[2]
        assert_tensor_metadata(buf298, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf298 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf295
        buf299 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf300 = empty_strided_cpu((65, 8, 3, 768), (18432, 2304, 768, 1), torch.float32)
        assert_size_stride(view_31, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf298, buf297, buf296, buf299, buf300)
        del buf296
        del buf297
        del buf298
        buf301 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_121, view_362, clone_122, view_363, clone_123, view_364, permute_359, clone_124, view_365, permute_360, clone_125, view_366, permute_361, clone_126, view_367, add_156, add_157, unsqueeze_21, permute_362, squeeze_21, clone_127, view_368, view_370, permute_363, mm_92], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf300, (2304, 520), (1, 2304), 0), view_31, out=buf301)
        del view_31
        assert_size_stride(primals_33, (2304, 768), (768, 1), 'input')
        buf302 = buf291; del buf291  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_121, view_362, clone_122, view_363, clone_123, view_364, permute_359, clone_124, view_365, permute_360, clone_125, view_366, permute_361, clone_126, view_367, add_156, add_157, unsqueeze_21, permute_362, squeeze_21, clone_127, view_368, view_370, multi_head_attention_forward_2, permute_365, mm_93], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf300, (520, 2304), (2304, 1), 0), primals_33, out=buf302)
        del buf300
        del primals_33
        assert_size_stride_grouped((primals_30, mul_296), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf303 = reinterpret_tensor(buf286, (8, 65, 1), (1, 8, 520), 0); del buf286  # reuse
        buf304 = reinterpret_tensor(buf285, (8, 65, 1), (1, 8, 520), 0); del buf285  # reuse
        buf305 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf306 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_20, (8, 65, 1), (65, 1, 1), 'input')
        buf307 = buf289; del buf289  # reuse
        assert_size_stride(primals_28, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf307, buf302, primals_30, mul_296, div_20, buf303, buf304, buf305, buf306)
        del div_20
        del mul_296
        del primals_30
        buf308 = reinterpret_tensor(buf281, (520, 3072), (3072, 1), 0); del buf281  # reuse
        # Topologically Sorted Source Nodes: [view_372, input_11, permute_368, mm_94], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf307, (520, 768), (768, 1), 0), primals_28, out=buf308)
        del primals_28
        assert_size_stride(view_29, (520, 3072), (3072, 1), 'input')
        buf309 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_372, permute_369, mm_95], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf307, (768, 520), (1, 768), 0), view_29, out=buf309)
        del view_29
        buf310 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_4, (520, 3072), (3072, 1), 'input')
        buf311 = reinterpret_tensor(buf308, (8, 65, 3072), (199680, 3072, 1), 0); del buf308  # reuse
        assert_size_stride(primals_26, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf311, buf307, addmm_4, buf310)
        del addmm_4
        buf312 = buf302; del buf302  # reuse
        # Topologically Sorted Source Nodes: [view_374, input_8, input_9, mul_304, mul_305, mul_306, exp_10, mul_307, mul_308, add_160, mul_309, view_375, permute_372, mm_96], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf311, (520, 3072), (3072, 1), 0), primals_26, out=buf312)
        del primals_26
        assert_size_stride(view_27, (520, 768), (768, 1), 'input')
        buf313 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_374, input_8, input_9, mul_304, mul_305, mul_306, exp_10, mul_307, mul_308, add_160, mul_309, view_375, permute_373, mm_97], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf311, (3072, 520), (1, 3072), 0), view_27, out=buf313)
        del view_27
        buf314 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_24, (768, ), (1, ), 'input')
        buf315 = reinterpret_tensor(buf304, (8, 65, 1), (65, 1, 520), 0); del buf304  # reuse
        assert_size_stride_grouped((mul_310, div_21), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf316 = reinterpret_tensor(buf303, (8, 65, 1), (65, 1, 520), 0); del buf303  # reuse
        buf319 = buf307; del buf307  # reuse
        buf317 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf318 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf320 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        assert_size_stride(primals_22, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf319, buf311, buf312, primals_24, mul_310, div_21, buf314, buf315, buf316, buf317, buf318, buf320)
        del buf311
        del div_21
        del mul_310
        del primals_24
        buf321 = buf312; del buf312  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, permute_377, mm_98], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf320, primals_22, out=buf321)
        del primals_22
        assert_size_stride(getitem_8, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf322 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_378, multi_head_attention_forward_1, mm_99], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf320, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_8, (520, 768), (768, 1), 0), out=buf322)
        buf323 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_9, (8, 12, 65), (780, 1, 12), 'input')
        buf324 = buf294; del buf294  # reuse
        assert_size_stride_grouped((view_22, view_23, view_24), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf320, getitem_9, buf323, buf324)
        del buf320
        del getitem_9
        # Topologically Sorted Source Nodes: [view_380, permute_381, _scaled_dot_product_flash_attention_for_cpu_backward_10], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf325 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf321, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_22, view_23, view_24, getitem_8, buf324, 0.0, False)
        del buf324
        del getitem_8
        del view_22
        del view_23
        del view_24
        buf326 = buf325[0]
        assert_tensor_metadata(buf326, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf326 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf327 = buf325[1]
        assert_tensor_metadata(buf327, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf327 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf328 = buf325[2]
        assert_tensor_metadata(buf328, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf328 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf325
        buf329 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf330 = empty_strided_cpu((65, 8, 3, 768), (18432, 2304, 768, 1), torch.float32)
        assert_size_stride(view_16, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf328, buf327, buf326, buf329, buf330)
        del buf326
        del buf327
        del buf328
        buf331 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_129, view_381, clone_130, view_382, clone_131, view_383, permute_382, clone_132, view_384, permute_383, clone_133, view_385, permute_384, clone_134, view_386, add_162, add_163, unsqueeze_22, permute_385, squeeze_22, clone_135, view_387, view_389, permute_386, mm_100], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf330, (2304, 520), (1, 2304), 0), view_16, out=buf331)
        del view_16
        assert_size_stride(primals_21, (2304, 768), (768, 1), 'input')
        buf332 = buf321; del buf321  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_129, view_381, clone_130, view_382, clone_131, view_383, permute_382, clone_132, view_384, permute_383, clone_133, view_385, permute_384, clone_134, view_386, add_162, add_163, unsqueeze_22, permute_385, squeeze_22, clone_135, view_387, view_389, multi_head_attention_forward_1, permute_388, mm_101], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf330, (520, 2304), (2304, 1), 0), primals_21, out=buf332)
        del buf330
        del primals_21
        assert_size_stride_grouped((primals_18, mul_317), ((768, ), (8, 65, 768)), ((1, ), (768, 6144, 1)), 'input')
        buf333 = reinterpret_tensor(buf316, (8, 65, 1), (1, 8, 520), 0); del buf316  # reuse
        buf334 = reinterpret_tensor(buf315, (8, 65, 1), (1, 8, 520), 0); del buf315  # reuse
        buf335 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf336 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(div_22, (8, 65, 1), (65, 1, 1), 'input')
        buf337 = buf319; del buf319  # reuse
        assert_size_stride(primals_16, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_transpose_view_5(buf337, buf332, primals_18, mul_317, div_22, buf333, buf334, buf335, buf336)
        del buf332
        del buf333
        del buf334
        del div_22
        del mul_317
        del primals_18
        buf338 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_391, input_5, permute_391, mm_102], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf337, (520, 768), (768, 1), 0), primals_16, out=buf338)
        del primals_16
        assert_size_stride(view_14, (520, 3072), (3072, 1), 'input')
        buf339 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_391, permute_392, mm_103], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf337, (768, 520), (1, 768), 0), view_14, out=buf339)
        del view_14
        buf340 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(addmm_1, (520, 3072), (3072, 1), 'input')
        buf341 = reinterpret_tensor(buf338, (8, 65, 3072), (199680, 3072, 1), 0); del buf338  # reuse
        assert_size_stride(primals_14, (3072, 768), (768, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf341, buf337, addmm_1, buf340)
        del addmm_1
        buf342 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_393, input_2, input_3, mul_325, mul_326, mul_327, exp_11, mul_328, mul_329, add_166, mul_330, view_394, permute_395, mm_104], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf341, (520, 3072), (3072, 1), 0), primals_14, out=buf342)
        del primals_14
        assert_size_stride(view_12, (520, 768), (768, 1), 'input')
        buf343 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_393, input_2, input_3, mul_325, mul_326, mul_327, exp_11, mul_328, mul_329, add_166, mul_330, view_394, permute_396, mm_105], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf341, (3072, 520), (1, 3072), 0), view_12, out=buf343)
        del view_12
        buf344 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride(primals_12, (768, ), (1, ), 'input')
        buf345 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        assert_size_stride_grouped((mul_331, div_23), ((8, 65, 768), (8, 65, 1)), ((768, 6144, 1), (65, 1, 1)), 'input')
        buf346 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf349 = buf337; del buf337  # reuse
        buf347 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf348 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf350 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        assert_size_stride(primals_10, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_backward_sum_transpose_view_2(buf349, buf341, buf342, primals_12, mul_331, div_23, buf344, buf345, buf346, buf347, buf348, buf350)
        del buf341
        del div_23
        del mul_331
        del primals_12
        buf351 = buf342; del buf342  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, permute_400, mm_106], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf350, primals_10, out=buf351)
        del primals_10
        assert_size_stride(getitem_2, (8, 12, 65, 64), (768, 64, 6144, 1), 'input')
        buf352 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_401, multi_head_attention_forward, mm_107], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf350, (768, 520), (1, 768), 0), reinterpret_tensor(getitem_2, (520, 768), (768, 1), 0), out=buf352)
        buf353 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(getitem_3, (8, 12, 65), (780, 1, 12), 'input')
        buf354 = empty_strided_cpu((8, 12, 65), (780, 65, 1), torch.float32)
        assert_size_stride_grouped((view_7, view_8, view_9), ((8, 12, 65, 64), (8, 12, 65, 64), (8, 12, 65, 64)), ((768, 64, 6144, 1), (768, 64, 6144, 1), (768, 64, 6144, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_sum_view_3(buf350, getitem_3, buf353, buf354)
        del buf350
        del getitem_3
        # Topologically Sorted Source Nodes: [view_399, permute_404, _scaled_dot_product_flash_attention_for_cpu_backward_11], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf355 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf351, (8, 12, 65, 64), (768, 64, 6144, 1), 0), view_7, view_8, view_9, getitem_2, buf354, 0.0, False)
        del buf354
        del getitem_2
        del view_7
        del view_8
        del view_9
        buf356 = buf355[0]
        assert_tensor_metadata(buf356, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf356 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf357 = buf355[1]
        assert_tensor_metadata(buf357, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf357 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf358 = buf355[2]
        assert_tensor_metadata(buf358, (8, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf358 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf355
        buf359 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf360 = empty_strided_cpu((65, 8, 3, 768), (18432, 2304, 768, 1), torch.float32)
        assert_size_stride(view_1, (520, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_4(buf358, buf357, buf356, buf359, buf360)
        del buf356
        del buf357
        del buf358
        buf361 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_137, view_400, clone_138, view_401, clone_139, view_402, permute_405, clone_140, view_403, permute_406, clone_141, view_404, permute_407, clone_142, view_405, add_168, add_169, unsqueeze_23, permute_408, squeeze_23, clone_143, view_406, view_408, permute_409, mm_108], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf360, (2304, 520), (1, 2304), 0), view_1, out=buf361)
        del view_1
        assert_size_stride(primals_9, (2304, 768), (768, 1), 'input')
        buf362 = buf351; del buf351  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_137, view_400, clone_138, view_401, clone_139, view_402, permute_405, clone_140, view_403, permute_406, clone_141, view_404, permute_407, clone_142, view_405, add_168, add_169, unsqueeze_23, permute_408, squeeze_23, clone_143, view_406, view_408, multi_head_attention_forward, permute_411, mm_109], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf360, (520, 2304), (2304, 1), 0), primals_9, out=buf362)
        del buf360
        del primals_9
        assert_size_stride(primals_6, (768, ), (1, ), 'input')
        buf363 = reinterpret_tensor(buf346, (8, 65, 1), (1, 8, 520), 0); del buf346  # reuse
        assert_size_stride_grouped((cat, primals_5, getitem_1, rsqrt), ((8, 65, 768), (1, 65, 768), (8, 65, 1), (8, 65, 1)), ((49920, 768, 1), (49920, 768, 1), (65, 1, 1), (65, 1, 1)), 'input')
        buf364 = buf345; del buf345  # reuse
        buf367 = buf349; del buf349  # reuse
        buf365 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf366 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf368 = empty_strided_cpu((1, 65, 768), (49920, 768, 1), torch.float32)
        buf369 = empty_strided_cpu((1, 1, 768), (768, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_1, primals_2), ((8, 3, 128, 128), (768, 3, 16, 16)), ((49152, 1, 384, 3), (768, 1, 48, 3)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_6(buf367, buf362, primals_6, cat, primals_5, getitem_1, rsqrt, buf363, buf364, buf365, buf366, buf368, buf369)
        del buf362
        del buf363
        del buf364
        del cat
        del getitem_1
        del primals_5
        del primals_6
        del rsqrt
        # Topologically Sorted Source Nodes: [slice_2, permute_414, view_410, convolution_backward], Original ATen: [aten.slice, aten.permute, aten.view, aten.convolution_backward]
        buf370 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf367, (8, 768, 8, 8), (49920, 1, 6144, 768), 768), primals_1, primals_2, [768], (16, 16), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf367
        del primals_1
        del primals_2
        buf371 = buf370[1]
        assert_tensor_metadata(buf371, (768, 3, 16, 16), (768, 1, 48, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf371 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf372 = buf370[2]
        assert_tensor_metadata(buf372, (768, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf372 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (None, buf371, buf372, buf369, buf368, buf365, buf366, reinterpret_tensor(buf359, (2304, ), (1, ), 0), buf361, buf352, reinterpret_tensor(buf353, (768, ), (1, ), 0), buf347, buf348, buf343, reinterpret_tensor(buf344, (3072, ), (1, ), 0), buf339, reinterpret_tensor(buf340, (768, ), (1, ), 0), buf335, buf336, reinterpret_tensor(buf329, (2304, ), (1, ), 0), buf331, buf322, reinterpret_tensor(buf323, (768, ), (1, ), 0), buf317, buf318, buf313, reinterpret_tensor(buf314, (3072, ), (1, ), 0), buf309, reinterpret_tensor(buf310, (768, ), (1, ), 0), buf305, buf306, reinterpret_tensor(buf299, (2304, ), (1, ), 0), buf301, buf292, reinterpret_tensor(buf293, (768, ), (1, ), 0), buf287, buf288, buf283, reinterpret_tensor(buf284, (3072, ), (1, ), 0), buf279, reinterpret_tensor(buf280, (768, ), (1, ), 0), buf275, buf276, reinterpret_tensor(buf269, (2304, ), (1, ), 0), buf271, buf262, reinterpret_tensor(buf263, (768, ), (1, ), 0), buf257, buf258, buf253, reinterpret_tensor(buf254, (3072, ), (1, ), 0), buf249, reinterpret_tensor(buf250, (768, ), (1, ), 0), buf245, buf246, reinterpret_tensor(buf239, (2304, ), (1, ), 0), buf241, buf232, reinterpret_tensor(buf233, (768, ), (1, ), 0), buf227, buf228, buf223, reinterpret_tensor(buf224, (3072, ), (1, ), 0), buf219, reinterpret_tensor(buf220, (768, ), (1, ), 0), buf215, buf216, reinterpret_tensor(buf209, (2304, ), (1, ), 0), buf211, buf202, reinterpret_tensor(buf203, (768, ), (1, ), 0), buf197, buf198, buf193, reinterpret_tensor(buf194, (3072, ), (1, ), 0), buf189, reinterpret_tensor(buf190, (768, ), (1, ), 0), buf185, buf186, reinterpret_tensor(buf179, (2304, ), (1, ), 0), buf181, buf172, reinterpret_tensor(buf173, (768, ), (1, ), 0), buf167, buf168, buf163, reinterpret_tensor(buf164, (3072, ), (1, ), 0), buf159, reinterpret_tensor(buf160, (768, ), (1, ), 0), buf155, buf156, reinterpret_tensor(buf149, (2304, ), (1, ), 0), buf151, buf142, reinterpret_tensor(buf143, (768, ), (1, ), 0), buf137, buf138, buf133, reinterpret_tensor(buf134, (3072, ), (1, ), 0), buf129, reinterpret_tensor(buf130, (768, ), (1, ), 0), buf125, buf126, reinterpret_tensor(buf119, (2304, ), (1, ), 0), buf121, buf112, reinterpret_tensor(buf113, (768, ), (1, ), 0), buf107, buf108, buf103, reinterpret_tensor(buf104, (3072, ), (1, ), 0), buf99, reinterpret_tensor(buf100, (768, ), (1, ), 0), buf95, buf96, reinterpret_tensor(buf89, (2304, ), (1, ), 0), buf91, buf82, reinterpret_tensor(buf83, (768, ), (1, ), 0), buf77, buf78, buf73, reinterpret_tensor(buf74, (3072, ), (1, ), 0), buf69, reinterpret_tensor(buf70, (768, ), (1, ), 0), buf65, buf66, reinterpret_tensor(buf59, (2304, ), (1, ), 0), buf61, buf52, reinterpret_tensor(buf53, (768, ), (1, ), 0), buf47, buf48, buf43, reinterpret_tensor(buf44, (3072, ), (1, ), 0), buf39, reinterpret_tensor(buf40, (768, ), (1, ), 0), buf35, buf36, reinterpret_tensor(buf29, (2304, ), (1, ), 0), buf31, buf22, reinterpret_tensor(buf23, (768, ), (1, ), 0), buf17, buf18, buf13, reinterpret_tensor(buf14, (3072, ), (1, ), 0), buf9, reinterpret_tensor(buf10, (768, ), (1, ), 0), buf6, buf7, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_81 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_88 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_95 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_102 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_109 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_116 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_123 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_130 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_137 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_144 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_151 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_158 = rand_strided((1198080,), (1,), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((8, 3, 128, 128), (49152, 1, 384, 3), device='cpu', dtype=torch.float32)
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
    primals_57 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((1000, 768), (768, 1), device='cpu', dtype=torch.float32)
    cat = rand_strided((8, 65, 768), (49920, 768, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    view_1 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_7 = torch.as_strided(_shared_storage_81, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_8 = torch.as_strided(_shared_storage_81, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_9 = torch.as_strided(_shared_storage_81, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_2 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_14 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_22 = torch.as_strided(_shared_storage_88, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_23 = torch.as_strided(_shared_storage_88, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_24 = torch.as_strided(_shared_storage_88, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_8 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_27 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_29 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_31 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_37 = torch.as_strided(_shared_storage_95, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_38 = torch.as_strided(_shared_storage_95, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_39 = torch.as_strided(_shared_storage_95, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_14 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_42 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_44 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_46 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_52 = torch.as_strided(_shared_storage_102, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_53 = torch.as_strided(_shared_storage_102, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_54 = torch.as_strided(_shared_storage_102, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_20 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_57 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_59 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_61 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_67 = torch.as_strided(_shared_storage_109, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_68 = torch.as_strided(_shared_storage_109, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_69 = torch.as_strided(_shared_storage_109, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_26 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_72 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_13 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_74 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_76 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_82 = torch.as_strided(_shared_storage_116, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_83 = torch.as_strided(_shared_storage_116, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_84 = torch.as_strided(_shared_storage_116, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_32 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_87 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_89 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_91 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_97 = torch.as_strided(_shared_storage_123, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_98 = torch.as_strided(_shared_storage_123, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_99 = torch.as_strided(_shared_storage_123, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_38 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_39 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_102 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_19 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_104 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_106 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_112 = torch.as_strided(_shared_storage_130, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_113 = torch.as_strided(_shared_storage_130, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_114 = torch.as_strided(_shared_storage_130, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_44 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_45 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_117 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_119 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_121 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_127 = torch.as_strided(_shared_storage_137, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_128 = torch.as_strided(_shared_storage_137, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_129 = torch.as_strided(_shared_storage_137, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_50 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_51 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_132 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_25 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_134 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_136 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_142 = torch.as_strided(_shared_storage_144, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_143 = torch.as_strided(_shared_storage_144, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_144 = torch.as_strided(_shared_storage_144, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_56 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_57 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_147 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_28 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_149 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_151 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_157 = torch.as_strided(_shared_storage_151, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_158 = torch.as_strided(_shared_storage_151, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_159 = torch.as_strided(_shared_storage_151, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_62 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_63 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_162 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_31 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_164 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_166 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    view_172 = torch.as_strided(_shared_storage_158, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_173 = torch.as_strided(_shared_storage_158, (8, 12, 65, 64), (768, 64, 6144, 1))
    view_174 = torch.as_strided(_shared_storage_158, (8, 12, 65, 64), (768, 64, 6144, 1))
    getitem_68 = rand_strided((8, 12, 65, 64), (768, 64, 6144, 1), device='cpu', dtype=torch.float32)
    getitem_69 = rand_strided((8, 12, 65), (780, 1, 12), device='cpu', dtype=torch.float32)
    view_177 = rand_strided((520, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_34 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    view_179 = rand_strided((520, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    select_36 = rand_strided((8, 768), (49920, 1), device='cpu', dtype=torch.float32)
    mul_86 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_100 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_107 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_121 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_128 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_142 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_149 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_163 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_170 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_184 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_191 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_205 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_212 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_226 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_13 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_233 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_14 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_247 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_15 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_254 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_16 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_268 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_17 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_275 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_18 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_289 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_19 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_296 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_20 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_310 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_21 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_317 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_22 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    mul_331 = rand_strided((8, 65, 768), (768, 6144, 1), device='cpu', dtype=torch.float32)
    div_23 = rand_strided((8, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((8, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_5, primals_6, primals_9, primals_10, primals_12, primals_14, primals_16, primals_18, primals_21, primals_22, primals_24, primals_26, primals_28, primals_30, primals_33, primals_34, primals_36, primals_38, primals_40, primals_42, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_57, primals_58, primals_60, primals_62, primals_64, primals_66, primals_69, primals_70, primals_72, primals_74, primals_76, primals_78, primals_81, primals_82, primals_84, primals_86, primals_88, primals_90, primals_93, primals_94, primals_96, primals_98, primals_100, primals_102, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_117, primals_118, primals_120, primals_122, primals_124, primals_126, primals_129, primals_130, primals_132, primals_134, primals_136, primals_138, primals_141, primals_142, primals_144, primals_146, primals_148, primals_150, primals_152, cat, getitem_1, rsqrt, view_1, view_7, view_8, view_9, getitem_2, getitem_3, view_12, addmm_1, view_14, view_16, view_22, view_23, view_24, getitem_8, getitem_9, view_27, addmm_4, view_29, view_31, view_37, view_38, view_39, getitem_14, getitem_15, view_42, addmm_7, view_44, view_46, view_52, view_53, view_54, getitem_20, getitem_21, view_57, addmm_10, view_59, view_61, view_67, view_68, view_69, getitem_26, getitem_27, view_72, addmm_13, view_74, view_76, view_82, view_83, view_84, getitem_32, getitem_33, view_87, addmm_16, view_89, view_91, view_97, view_98, view_99, getitem_38, getitem_39, view_102, addmm_19, view_104, view_106, view_112, view_113, view_114, getitem_44, getitem_45, view_117, addmm_22, view_119, view_121, view_127, view_128, view_129, getitem_50, getitem_51, view_132, addmm_25, view_134, view_136, view_142, view_143, view_144, getitem_56, getitem_57, view_147, addmm_28, view_149, view_151, view_157, view_158, view_159, getitem_62, getitem_63, view_162, addmm_31, view_164, view_166, view_172, view_173, view_174, getitem_68, getitem_69, view_177, addmm_34, view_179, select_36, mul_86, div, mul_100, div_1, mul_107, div_2, mul_121, div_3, mul_128, div_4, mul_142, div_5, mul_149, div_6, mul_163, div_7, mul_170, div_8, mul_184, div_9, mul_191, div_10, mul_205, div_11, mul_212, div_12, mul_226, div_13, mul_233, div_14, mul_247, div_15, mul_254, div_16, mul_268, div_17, mul_275, div_18, mul_289, div_19, mul_296, div_20, mul_310, div_21, mul_317, div_22, mul_331, div_23, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
