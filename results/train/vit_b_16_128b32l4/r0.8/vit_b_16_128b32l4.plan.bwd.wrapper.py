# AOT ID: ['1_backward']
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


cpp_fused_native_layer_norm_native_layer_norm_backward_select_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(65L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
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
                                auto tmp1 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp12 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp15 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp10 = tmp8 * tmp9;
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp11 - tmp13;
                                auto tmp16 = static_cast<float>(768.0);
                                auto tmp17 = tmp15 / tmp16;
                                auto tmp18 = static_cast<float>(1e-06);
                                auto tmp19 = float(tmp17 + tmp18);
                                auto tmp20 = 1 / std::sqrt(tmp19);
                                auto tmp21 = at::vec::Vectorized<float>(tmp20);
                                auto tmp22 = tmp14 * tmp21;
                                auto tmp23 = tmp10 * tmp22;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp23;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr4[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc1);
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp29 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp32 = out_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(768.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = tmp9 / tmp5;
                            auto tmp17 = x1;
                            auto tmp18 = c10::convert<int32_t>(tmp17);
                            auto tmp19 = static_cast<int32_t>(0);
                            auto tmp20 = tmp18 == tmp19;
                            auto tmp22 = static_cast<float>(0.0);
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp20);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, tmp23.template cast<float,1>());
                            auto tmp26 = tmp25 * tmp12;
                            auto tmp27 = at::vec::Vectorized<float>(tmp5);
                            auto tmp28 = tmp26 * tmp27;
                            auto tmp30 = at::vec::Vectorized<float>(tmp29);
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = at::vec::Vectorized<float>(tmp32);
                            auto tmp34 = tmp11 * tmp33;
                            auto tmp35 = tmp31 - tmp34;
                            auto tmp36 = at::vec::Vectorized<float>(tmp16);
                            auto tmp37 = tmp36 * tmp35;
                            tmp15.store(out_ptr5 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                            tmp37.store(out_ptr6 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused_native_layer_norm_native_layer_norm_backward_select_backward_sum_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp10 = in_ptr3[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp13 = in_ptr4[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp0 = x2;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(0);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 - tmp11;
                                auto tmp14 = static_cast<float>(768.0);
                                auto tmp15 = tmp13 / tmp14;
                                auto tmp16 = static_cast<float>(1e-06);
                                auto tmp17 = float(tmp15 + tmp16);
                                auto tmp18 = 1 / std::sqrt(tmp17);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp12 * tmp19;
                                auto tmp21 = tmp8 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp21;
                                tmp_acc1_vec = tmp_acc1_vec + tmp8;
                            }
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


cpp_fused_gelu_gelu_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6389760L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6389760L)))
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


cpp_fused_sum_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp1;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(65L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
                        }
                    }
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                                auto tmp3 = out_ptr2[static_cast<int64_t>(x0 + 65L*x1)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr5 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(65L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr5 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp6 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp9 = out_ptr3[static_cast<int64_t>(x0 + 32L*x1)];
                                auto tmp18 = out_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = static_cast<float>(768.0);
                                auto tmp11 = tmp9 / tmp10;
                                auto tmp12 = static_cast<float>(1e-06);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = 1 / std::sqrt(tmp13);
                                auto tmp15 = at::vec::Vectorized<float>(tmp14);
                                auto tmp16 = tmp8 * tmp15;
                                auto tmp17 = tmp2 * tmp16;
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp4 - tmp19;
                                auto tmp21 = tmp20 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr6[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr7[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc1);
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr3[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp19 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp24 = out_ptr6[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = tmp6 / tmp2;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp11 = at::vec::Vectorized<float>(tmp2);
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 - tmp20;
                            auto tmp22 = at::vec::Vectorized<float>(tmp6);
                            auto tmp23 = tmp21 * tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp15 - tmp26;
                            auto tmp28 = at::vec::Vectorized<float>(tmp7);
                            auto tmp29 = tmp28 * tmp27;
                            auto tmp30 = tmp0 + tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                            auto tmp3 = out_ptr2[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp6 = out_ptr3[static_cast<int64_t>(x1 + 32L*x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = out_ptr5[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp21 = out_ptr7[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(768.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-06);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp1 - tmp19;
                            auto tmp22 = tmp21 / tmp7;
                            auto tmp23 = float(tmp22 + tmp9);
                            auto tmp24 = 1 / std::sqrt(tmp23);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp20 * tmp25;
                            auto tmp28 = tmp26 * tmp27;
                            auto tmp30 = tmp28 + tmp29;
                            tmp17.store(out_ptr8 + static_cast<int64_t>(x2 + 768L*x0 + 49920L*x1));
                            tmp30.store(out_ptr9 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0));
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


cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1 + 49920L*x2), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr4[static_cast<int64_t>(x1 + 65L*x2)];
                                auto tmp7 = in_ptr5[static_cast<int64_t>(x2 + 32L*x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = static_cast<float>(768.0);
                                auto tmp9 = tmp7 / tmp8;
                                auto tmp10 = static_cast<float>(1e-06);
                                auto tmp11 = float(tmp9 + tmp10);
                                auto tmp12 = 1 / std::sqrt(tmp11);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp15 = tmp0 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 49920L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2304L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(768L + x1 + 2304L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x1 + 2304L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = static_cast<float>(768.0);
                                auto tmp9 = tmp7 / tmp8;
                                auto tmp10 = static_cast<float>(1e-06);
                                auto tmp11 = float(tmp9 + tmp10);
                                auto tmp12 = 1 / std::sqrt(tmp11);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp15 = tmp2 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
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
                            auto tmp1 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr0[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp22 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = tmp6 / tmp2;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp11 = at::vec::Vectorized<float>(tmp2);
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 - tmp18;
                            auto tmp20 = at::vec::Vectorized<float>(tmp6);
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp25 = tmp15 - tmp24;
                            auto tmp26 = at::vec::Vectorized<float>(tmp7);
                            auto tmp27 = tmp26 * tmp25;
                            auto tmp28 = tmp0 + tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp2 = in_ptr3[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp5 = in_ptr4[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 - tmp3;
                                auto tmp6 = static_cast<float>(768.0);
                                auto tmp7 = tmp5 / tmp6;
                                auto tmp8 = static_cast<float>(1e-06);
                                auto tmp9 = float(tmp7 + tmp8);
                                auto tmp10 = 1 / std::sqrt(tmp9);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp4 * tmp11;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(65L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
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
                                auto tmp1 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp7 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = static_cast<float>(768.0);
                                auto tmp9 = tmp7 / tmp8;
                                auto tmp10 = static_cast<float>(1e-06);
                                auto tmp11 = float(tmp9 + tmp10);
                                auto tmp12 = 1 / std::sqrt(tmp11);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp15 = tmp2 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr4[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp22 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp25 = out_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(768.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp9 / tmp5;
                            auto tmp19 = tmp18 * tmp12;
                            auto tmp20 = at::vec::Vectorized<float>(tmp5);
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 - tmp23;
                            auto tmp26 = at::vec::Vectorized<float>(tmp25);
                            auto tmp27 = tmp11 * tmp26;
                            auto tmp28 = tmp24 - tmp27;
                            auto tmp29 = at::vec::Vectorized<float>(tmp17);
                            auto tmp30 = tmp29 * tmp28;
                            auto tmp31 = tmp16 + tmp30;
                            tmp15.store(out_ptr5 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                            tmp31.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused__unsafe_view_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp2 = in_ptr3[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp5 = in_ptr4[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 - tmp3;
                                auto tmp6 = static_cast<float>(768.0);
                                auto tmp7 = tmp5 / tmp6;
                                auto tmp8 = static_cast<float>(1e-06);
                                auto tmp9 = float(tmp7 + tmp8);
                                auto tmp10 = 1 / std::sqrt(tmp9);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp4 * tmp11;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 49920L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_clone_native_layer_norm_select_backward_squeeze_sum_transpose_unsqueeze_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(65L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp1 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp7 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = static_cast<float>(768.0);
                                auto tmp9 = tmp7 / tmp8;
                                auto tmp10 = static_cast<float>(1e-06);
                                auto tmp11 = float(tmp9 + tmp10);
                                auto tmp12 = 1 / std::sqrt(tmp11);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp15 = tmp2 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr0[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp22 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = tmp6 / tmp2;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp11 = at::vec::Vectorized<float>(tmp2);
                            auto tmp12 = tmp10 * tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 - tmp18;
                            auto tmp20 = at::vec::Vectorized<float>(tmp6);
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp25 = tmp15 - tmp24;
                            auto tmp26 = at::vec::Vectorized<float>(tmp7);
                            auto tmp27 = tmp26 * tmp25;
                            auto tmp28 = tmp0 + tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp4 = out_ptr2[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(768.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0));
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


cpp_fused_native_layer_norm_native_layer_norm_backward_transpose_view_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1 + 24576L*x2), static_cast<int64_t>(8));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp5 = in_ptr3[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 - tmp3;
                                auto tmp6 = static_cast<float>(768.0);
                                auto tmp7 = tmp5 / tmp6;
                                auto tmp8 = static_cast<float>(1e-06);
                                auto tmp9 = float(tmp7 + tmp8);
                                auto tmp10 = 1 / std::sqrt(tmp9);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp4 * tmp11;
                                auto tmp13 = tmp0 * tmp12;
                                tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            }
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
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_cat_clone_expand_native_layer_norm_permute_select_backward_squeeze_sum_transpose_unsqueeze_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr4 = in_out_ptr0;
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 49920L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(49152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 49152L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 49920L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr4[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2080L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp3 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
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
                                auto tmp9 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = static_cast<float>(768.0);
                                auto tmp11 = tmp9 / tmp10;
                                auto tmp12 = static_cast<float>(1e-06);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = 1 / std::sqrt(tmp13);
                                auto tmp15 = at::vec::Vectorized<float>(tmp14);
                                auto tmp16 = tmp8 * tmp15;
                                auto tmp17 = tmp2 * tmp16;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp24 = out_ptr0[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp27 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(768.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-06);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp19 = tmp11 / tmp7;
                            auto tmp21 = tmp20 * tmp14;
                            auto tmp22 = at::vec::Vectorized<float>(tmp7);
                            auto tmp23 = tmp21 * tmp22;
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 - tmp25;
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp13 * tmp28;
                            auto tmp30 = tmp26 - tmp29;
                            auto tmp31 = at::vec::Vectorized<float>(tmp19);
                            auto tmp32 = tmp31 * tmp30;
                            auto tmp33 = tmp18 + tmp32;
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1));
                            tmp33.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x2 + 49920L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x2), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = static_cast<float>(768.0);
                                auto tmp9 = tmp7 / tmp8;
                                auto tmp10 = static_cast<float>(1e-06);
                                auto tmp11 = float(tmp9 + tmp10);
                                auto tmp12 = 1 / std::sqrt(tmp11);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp15 = tmp0 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            }
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
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 49920L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(49920L)))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 49920L*x1), static_cast<int64_t>(8));
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
        primals_4, primals_5, primals_6, primals_7, primals_9, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_21, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_33, primals_34, primals_36, primals_37, primals_38, primals_40, primals_42, primals_43, primals_45, primals_46, primals_48, primals_49, primals_50, primals_52, primals_54, primals_55, primals_56, primals_1, primals_2, convolution, add_3, add_4, addmm_1, add_8, add_11, add_12, addmm_4, add_16, add_19, add_20, addmm_7, add_24, add_27, addmm_9, addmm_10, add_32, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_56), ((32, 1000), (1000, 768)), ((1000, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((32, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_26, permute_46, mm_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_56, out=buf0)
        del primals_56
        assert_size_stride(add_32, (32, 65, 768), (768, 24576, 1), 'input')
        buf1 = empty_strided_cpu((32, 65, 1), (1, 32, 2080), torch.float32)
        assert_size_stride_grouped((primals_54, primals_55), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf2 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf3 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf7 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf8 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf4 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        buf9 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        cpp_fused_native_layer_norm_native_layer_norm_backward_select_backward_0(add_32, buf0, primals_54, primals_55, buf1, buf2, buf3, buf7, buf8, buf4, buf9)
        del buf1
        del buf7
        del buf8
        del primals_54
        del primals_55
        buf5 = empty_strided_cpu((1000, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_47, x_16, x_17, mm_5], Original ATen: [aten.t, aten.native_layer_norm, aten.select, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 32), (1, 1000), 0), reinterpret_tensor(buf4, (32, 768), (49920, 1), 0), out=buf5)
        del buf4
        buf6 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        buf10 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_52, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_layer_norm_native_layer_norm_backward_select_backward_sum_1(tangents_1, buf0, add_32, buf2, buf3, buf6, buf10, buf11)
        del add_32
        del buf0
        del buf2
        del buf3
        del tangents_1
        buf12 = empty_strided_cpu((2080, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_62, input_23, permute_50, mm_6], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (2080, 768), (768, 1), 0), primals_52, out=buf12)
        del primals_52
        assert_size_stride(addmm_10, (2080, 3072), (3072, 1), 'input')
        buf13 = empty_strided_cpu((32, 65, 3072), (199680, 3072, 1), torch.float32)
        buf16 = reinterpret_tensor(buf12, (32, 65, 3072), (199680, 3072, 1), 0); del buf12  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf16, addmm_10, buf13)
        del addmm_10
        buf14 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_62, permute_51, input_20, input_21, input_23, mm_7], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (768, 2080), (1, 768), 0), reinterpret_tensor(buf13, (2080, 3072), (3072, 1), 0), out=buf14)
        del buf13
        buf15 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_50, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_3(buf9, buf15)
        buf17 = empty_strided_cpu((2080, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_20, input_21, view_64, mul_38, mul_39, mul_40, exp, mul_41, mul_42, add_36, mul_43, view_65, permute_54, mm_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (2080, 3072), (3072, 1), 0), primals_50, out=buf17)
        del primals_50
        assert_size_stride_grouped((addmm_9, add_24), ((2080, 768), (32, 65, 768)), ((768, 1), (768, 24576, 1)), 'input')
        buf18 = empty_strided_cpu((32, 65, 1), (1, 32, 2080), torch.float32)
        buf49 = empty_strided_cpu((32, 65, 1), (1, 32, 2080), torch.float32)
        buf19 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf20 = empty_strided_cpu((32, 65, 1), (1, 32, 2080), torch.float32)
        assert_size_stride(primals_48, (768, ), (1, ), 'input')
        buf24 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf50 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf25 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf51 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf28 = buf9; del buf9  # reuse
        assert_size_stride_grouped((primals_49, primals_42, primals_43), ((768, ), (768, ), (768, )), ((1, ), (1, ), (1, )), 'input')
        buf21 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        buf52 = empty_strided_cpu((65, 32, 768), (24576, 768, 1), torch.float32)
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_4(buf28, addmm_9, add_24, buf17, primals_48, primals_49, primals_42, primals_43, buf18, buf49, buf19, buf20, buf24, buf50, buf25, buf51, buf21, buf52)
        del buf18
        del buf24
        del buf25
        del primals_43
        del primals_48
        del primals_49
        buf22 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_20, input_21, view_64, mul_38, mul_39, mul_40, exp, mul_41, mul_42, add_36, mul_43, view_65, permute_55, multi_head_attention_forward_3, attn_output_7, x_15, y_3, mm_9], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.transpose, aten.add, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf16, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf21, (2080, 768), (768, 1), 0), out=buf22)
        buf23 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf26 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf29 = reinterpret_tensor(buf21, (2080, 768), (768, 1), 0); del buf21  # reuse
        assert_size_stride(primals_46, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_5(buf16, buf17, addmm_9, add_24, buf19, buf20, buf28, buf23, buf26, buf27, buf29)
        del addmm_9
        buf30 = buf17; del buf17  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, permute_59, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf29, primals_46, out=buf30)
        del primals_46
        assert_size_stride(add_27, (65, 32, 2304), (73728, 2304, 1), 'input')
        buf31 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf39 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf32 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf40 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf33 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf41 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6(add_27, buf31, buf39, buf32, buf40, buf33, buf41)
        del add_27
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf34 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf31, buf32, buf33)
        del buf31
        del buf32
        del buf33
        buf35 = buf34[0]
        assert_tensor_metadata(buf35, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf35, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf36 = buf34[1]
        assert_tensor_metadata(buf36, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf36, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf34
        buf37 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_60, multi_head_attention_forward_3, mm_11], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf29, (768, 2080), (1, 768), 0), reinterpret_tensor(buf35, (2080, 768), (768, 1), 0), out=buf37)
        buf38 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf42 = empty_strided_cpu((32, 12, 65), (780, 65, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf29, buf36, buf38, buf42)
        del buf29
        del buf36
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, view_70, permute_63, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf43 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf30, (32, 12, 65, 64), (768, 64, 24576, 1), 0), buf39, buf40, buf41, buf35, buf42, 0.0, False)
        del buf30
        del buf35
        del buf39
        del buf40
        del buf41
        buf44 = buf43[0]
        assert_tensor_metadata(buf44, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf45 = buf43[1]
        assert_tensor_metadata(buf45, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf45, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf46 = buf43[2]
        assert_tensor_metadata(buf46, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf46, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf43
        buf47 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf48 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_8(buf46, buf45, buf44, buf47, buf48)
        del buf44
        del buf45
        buf53 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [clone_17, view_71, clone_18, view_72, clone_19, view_73, permute_64, clone_20, view_74, permute_65, clone_21, view_75, permute_66, clone_22, view_76, full_default_1, add_38, add_39, unsqueeze_4, permute_67, squeeze_4, clone_23, view_77, view_79, permute_68, x_13, query_3, multi_head_attention_forward_3, mm_12], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf52, (2080, 768), (768, 1), 0), out=buf53)
        assert_size_stride(primals_45, (2304, 768), (768, 1), 'input')
        buf54 = reinterpret_tensor(buf52, (2080, 768), (768, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [clone_17, view_71, clone_18, view_72, clone_19, view_73, permute_64, clone_20, view_74, permute_65, clone_21, view_75, permute_66, clone_22, view_76, full_default_1, add_38, add_39, unsqueeze_4, permute_67, squeeze_4, clone_23, view_77, view_79, multi_head_attention_forward_3, permute_70, mm_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (2080, 2304), (2304, 1), 0), primals_45, out=buf54)
        del buf48
        del primals_45
        buf55 = buf20; del buf20  # reuse
        buf56 = buf19; del buf19  # reuse
        buf59 = buf28; del buf28  # reuse
        buf57 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf58 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_40, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf59, buf54, primals_42, add_24, buf50, buf51, buf55, buf56, buf57, buf58)
        del add_24
        del primals_42
        buf60 = reinterpret_tensor(buf16, (2080, 3072), (3072, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [view_81, input_17, permute_73, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (2080, 768), (768, 1), 0), primals_40, out=buf60)
        del primals_40
        assert_size_stride(addmm_7, (2080, 3072), (3072, 1), 'input')
        buf61 = empty_strided_cpu((32, 65, 3072), (199680, 3072, 1), torch.float32)
        buf64 = reinterpret_tensor(buf60, (32, 65, 3072), (199680, 3072, 1), 0); del buf60  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf64, addmm_7, buf61)
        del addmm_7
        buf62 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_81, permute_74, input_14, input_15, input_17, mm_15], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (768, 2080), (1, 768), 0), reinterpret_tensor(buf61, (2080, 3072), (3072, 1), 0), out=buf62)
        buf63 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_38, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_3(buf59, buf63)
        buf65 = buf54; del buf54  # reuse
        # Topologically Sorted Source Nodes: [input_14, input_15, view_83, mul_59, mul_60, mul_61, exp_1, mul_62, mul_63, add_42, mul_64, view_84, permute_77, mm_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (2080, 3072), (3072, 1), 0), primals_38, out=buf65)
        del primals_38
        assert_size_stride(add_20, (32, 65, 768), (768, 24576, 1), 'input')
        buf66 = reinterpret_tensor(buf56, (32, 65, 1), (1, 32, 2080), 0); del buf56  # reuse
        assert_size_stride(primals_36, (768, ), (1, ), 'input')
        buf72 = reinterpret_tensor(buf55, (32, 65, 1), (65, 1, 2080), 0); del buf55  # reuse
        assert_size_stride(primals_37, (768, ), (1, ), 'input')
        buf67 = buf51; del buf51  # reuse
        buf68 = buf50; del buf50  # reuse
        buf73 = reinterpret_tensor(buf49, (32, 65, 1), (65, 1, 2080), 0); del buf49  # reuse
        buf69 = reinterpret_tensor(buf46, (32, 65, 768), (49920, 768, 1), 0); del buf46  # reuse
        buf76 = buf59; del buf59  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_10(buf76, add_20, buf65, primals_36, primals_37, buf66, buf72, buf67, buf68, buf73, buf69)
        del primals_36
        del primals_37
        buf70 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_14, input_15, view_83, mul_59, mul_60, mul_61, exp_1, mul_62, mul_63, add_42, mul_64, view_84, permute_78, y_2, mm_17], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf69, (2080, 768), (768, 1), 0), out=buf70)
        buf71 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf74 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf75 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf77 = reinterpret_tensor(buf69, (2080, 768), (768, 1), 0); del buf69  # reuse
        assert_size_stride(primals_34, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11(buf64, buf65, add_20, buf67, buf68, buf76, buf71, buf74, buf75, buf77)
        del add_20
        buf78 = buf65; del buf65  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, permute_82, mm_18], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf77, primals_34, out=buf78)
        del primals_34
        assert_size_stride(add_19, (65, 32, 2304), (73728, 2304, 1), 'input')
        buf79 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf87 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf80 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf88 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf81 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf89 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6(add_19, buf79, buf87, buf80, buf88, buf81, buf89)
        del add_19
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf82 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf79, buf80, buf81)
        del buf79
        del buf80
        del buf81
        buf83 = buf82[0]
        assert_tensor_metadata(buf83, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf83, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf84 = buf82[1]
        assert_tensor_metadata(buf84, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf84, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf82
        buf85 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_83, multi_head_attention_forward_2, mm_19], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf77, (768, 2080), (1, 768), 0), reinterpret_tensor(buf83, (2080, 768), (768, 1), 0), out=buf85)
        buf86 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf90 = buf42; del buf42  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf77, buf84, buf86, buf90)
        del buf77
        del buf84
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, view_89, permute_86, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf91 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf78, (32, 12, 65, 64), (768, 64, 24576, 1), 0), buf87, buf88, buf89, buf83, buf90, 0.0, False)
        del buf78
        del buf83
        del buf87
        buf92 = buf91[0]
        assert_tensor_metadata(buf92, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf92, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf93 = buf91[1]
        assert_tensor_metadata(buf93, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf93, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf94 = buf91[2]
        assert_tensor_metadata(buf94, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf94, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf91
        buf95 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf96 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        assert_size_stride(add_16, (32, 65, 768), (768, 24576, 1), 'input')
        buf97 = reinterpret_tensor(buf68, (32, 65, 1), (1, 32, 2080), 0); del buf68  # reuse
        assert_size_stride(primals_33, (2304, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_native_layer_norm_select_backward_squeeze_sum_transpose_unsqueeze_12(buf94, buf93, buf92, add_16, buf95, buf96, buf97)
        buf102 = reinterpret_tensor(buf94, (2080, 768), (768, 1), 0); del buf94  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_25, view_90, clone_26, view_91, clone_27, view_92, permute_87, clone_28, view_93, permute_88, clone_29, view_94, permute_89, clone_30, view_95, add_44, add_45, unsqueeze_5, permute_90, squeeze_5, clone_31, view_96, view_98, multi_head_attention_forward_2, permute_93, mm_21], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf96, (2080, 2304), (2304, 1), 0), primals_33, out=buf102)
        del primals_33
        assert_size_stride(primals_30, (768, ), (1, ), 'input')
        buf103 = reinterpret_tensor(buf67, (32, 65, 1), (1, 32, 2080), 0); del buf67  # reuse
        buf98 = buf73; del buf73  # reuse
        buf99 = buf72; del buf72  # reuse
        buf104 = reinterpret_tensor(buf66, (32, 65, 1), (65, 1, 2080), 0); del buf66  # reuse
        buf107 = buf76; del buf76  # reuse
        assert_size_stride(primals_31, (768, ), (1, ), 'input')
        buf100 = reinterpret_tensor(buf93, (65, 32, 768), (24576, 768, 1), 0); del buf93  # reuse
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13(buf107, buf102, primals_30, buf97, add_16, primals_31, buf103, buf98, buf99, buf104, buf100)
        del primals_30
        del primals_31
        buf101 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_25, view_90, clone_26, view_91, clone_27, view_92, permute_87, clone_28, view_93, permute_88, clone_29, view_94, permute_89, clone_30, view_95, add_44, add_45, unsqueeze_5, permute_90, squeeze_5, clone_31, view_96, view_98, permute_91, x_10, query_2, multi_head_attention_forward_2, mm_20], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf96, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf100, (2080, 768), (768, 1), 0), out=buf101)
        del buf96
        buf105 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf106 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_28, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_layer_norm_native_layer_norm_backward_transpose_view_14(buf102, add_16, buf98, buf99, buf105, buf106)
        del add_16
        buf108 = reinterpret_tensor(buf64, (2080, 3072), (3072, 1), 0); del buf64  # reuse
        # Topologically Sorted Source Nodes: [view_100, input_11, permute_96, mm_22], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf107, (2080, 768), (768, 1), 0), primals_28, out=buf108)
        del primals_28
        assert_size_stride(addmm_4, (2080, 3072), (3072, 1), 'input')
        buf109 = buf61; del buf61  # reuse
        buf112 = reinterpret_tensor(buf108, (32, 65, 3072), (199680, 3072, 1), 0); del buf108  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf112, addmm_4, buf109)
        del addmm_4
        buf110 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_100, permute_97, input_8, input_9, input_11, mm_23], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf107, (768, 2080), (1, 768), 0), reinterpret_tensor(buf109, (2080, 3072), (3072, 1), 0), out=buf110)
        buf111 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_26, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_3(buf107, buf111)
        buf113 = buf102; del buf102  # reuse
        # Topologically Sorted Source Nodes: [input_8, input_9, view_102, mul_80, mul_81, mul_82, exp_2, mul_83, mul_84, add_48, mul_85, view_103, permute_100, mm_24], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (2080, 3072), (3072, 1), 0), primals_26, out=buf113)
        del primals_26
        assert_size_stride(add_12, (32, 65, 768), (768, 24576, 1), 'input')
        buf114 = reinterpret_tensor(buf99, (32, 65, 1), (1, 32, 2080), 0); del buf99  # reuse
        assert_size_stride(primals_24, (768, ), (1, ), 'input')
        buf120 = buf98; del buf98  # reuse
        assert_size_stride(primals_25, (768, ), (1, ), 'input')
        buf115 = reinterpret_tensor(buf97, (32, 65, 1), (65, 1, 2080), 0); del buf97  # reuse
        buf116 = buf104; del buf104  # reuse
        buf121 = reinterpret_tensor(buf103, (32, 65, 1), (65, 1, 2080), 0); del buf103  # reuse
        buf117 = reinterpret_tensor(buf100, (32, 65, 768), (49920, 768, 1), 0); del buf100  # reuse
        buf124 = buf107; del buf107  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_10(buf124, add_12, buf113, primals_24, primals_25, buf114, buf120, buf115, buf116, buf121, buf117)
        del primals_24
        del primals_25
        buf118 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_8, input_9, view_102, mul_80, mul_81, mul_82, exp_2, mul_83, mul_84, add_48, mul_85, view_103, permute_101, y_1, mm_25], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf117, (2080, 768), (768, 1), 0), out=buf118)
        buf119 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf122 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf123 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf125 = reinterpret_tensor(buf117, (2080, 768), (768, 1), 0); del buf117  # reuse
        assert_size_stride(primals_22, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11(buf112, buf113, add_12, buf115, buf116, buf124, buf119, buf122, buf123, buf125)
        del add_12
        buf126 = buf113; del buf113  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, permute_105, mm_26], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf125, primals_22, out=buf126)
        del primals_22
        assert_size_stride(add_11, (65, 32, 2304), (73728, 2304, 1), 'input')
        buf127 = reinterpret_tensor(buf92, (32, 12, 65, 64), (768, 64, 24576, 1), 0); del buf92  # reuse
        buf135 = buf89; del buf89  # reuse
        buf128 = buf88; del buf88  # reuse
        buf136 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf129 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf137 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6(add_11, buf127, buf135, buf128, buf136, buf129, buf137)
        del add_11
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf130 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf127, buf128, buf129)
        del buf127
        del buf128
        del buf129
        buf131 = buf130[0]
        assert_tensor_metadata(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf131, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf132 = buf130[1]
        assert_tensor_metadata(buf132, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf132, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf130
        buf133 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_106, multi_head_attention_forward_1, mm_27], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf125, (768, 2080), (1, 768), 0), reinterpret_tensor(buf131, (2080, 768), (768, 1), 0), out=buf133)
        buf134 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf138 = buf90; del buf90  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf125, buf132, buf134, buf138)
        del buf125
        del buf132
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, view_108, permute_109, _scaled_dot_product_flash_attention_for_cpu_backward_2], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf139 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf126, (32, 12, 65, 64), (768, 64, 24576, 1), 0), buf135, buf136, buf137, buf131, buf138, 0.0, False)
        del buf126
        buf140 = buf139[0]
        assert_tensor_metadata(buf140, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf140, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf141 = buf139[1]
        assert_tensor_metadata(buf141, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf141, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf142 = buf139[2]
        assert_tensor_metadata(buf142, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf142, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf139
        buf143 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf144 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        assert_size_stride(add_8, (32, 65, 768), (768, 24576, 1), 'input')
        buf145 = reinterpret_tensor(buf116, (32, 65, 1), (1, 32, 2080), 0); del buf116  # reuse
        assert_size_stride(primals_21, (2304, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_native_layer_norm_select_backward_squeeze_sum_transpose_unsqueeze_12(buf142, buf141, buf140, add_8, buf143, buf144, buf145)
        buf150 = reinterpret_tensor(buf142, (2080, 768), (768, 1), 0); del buf142  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_33, view_109, clone_34, view_110, clone_35, view_111, permute_110, clone_36, view_112, permute_111, clone_37, view_113, permute_112, clone_38, view_114, add_50, add_51, unsqueeze_6, permute_113, squeeze_6, clone_39, view_115, view_117, multi_head_attention_forward_1, permute_116, mm_29], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf144, (2080, 2304), (2304, 1), 0), primals_21, out=buf150)
        del primals_21
        assert_size_stride(primals_18, (768, ), (1, ), 'input')
        buf151 = reinterpret_tensor(buf115, (32, 65, 1), (1, 32, 2080), 0); del buf115  # reuse
        buf146 = buf121; del buf121  # reuse
        buf147 = buf120; del buf120  # reuse
        buf152 = reinterpret_tensor(buf114, (32, 65, 1), (65, 1, 2080), 0); del buf114  # reuse
        buf155 = buf124; del buf124  # reuse
        assert_size_stride(primals_19, (768, ), (1, ), 'input')
        buf148 = reinterpret_tensor(buf141, (65, 32, 768), (24576, 768, 1), 0); del buf141  # reuse
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_13(buf155, buf150, primals_18, buf145, add_8, primals_19, buf151, buf146, buf147, buf152, buf148)
        del primals_18
        del primals_19
        buf149 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_33, view_109, clone_34, view_110, clone_35, view_111, permute_110, clone_36, view_112, permute_111, clone_37, view_113, permute_112, clone_38, view_114, add_50, add_51, unsqueeze_6, permute_113, squeeze_6, clone_39, view_115, view_117, permute_114, x_7, query_1, multi_head_attention_forward_1, mm_28], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf144, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf148, (2080, 768), (768, 1), 0), out=buf149)
        del buf144
        buf153 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf154 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_16, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_layer_norm_native_layer_norm_backward_transpose_view_14(buf150, add_8, buf146, buf147, buf153, buf154)
        del add_8
        buf156 = reinterpret_tensor(buf112, (2080, 3072), (3072, 1), 0); del buf112  # reuse
        # Topologically Sorted Source Nodes: [view_119, input_5, permute_119, mm_30], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf155, (2080, 768), (768, 1), 0), primals_16, out=buf156)
        del primals_16
        assert_size_stride(addmm_1, (2080, 3072), (3072, 1), 'input')
        buf157 = buf109; del buf109  # reuse
        buf160 = reinterpret_tensor(buf156, (32, 65, 3072), (199680, 3072, 1), 0); del buf156  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf160, addmm_1, buf157)
        del addmm_1
        buf158 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_119, permute_120, input_2, input_3, input_5, mm_31], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf155, (768, 2080), (1, 768), 0), reinterpret_tensor(buf157, (2080, 3072), (3072, 1), 0), out=buf158)
        del buf157
        buf159 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_14, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_3(buf155, buf159)
        buf161 = buf150; del buf150  # reuse
        # Topologically Sorted Source Nodes: [input_2, input_3, view_121, mul_101, mul_102, mul_103, exp_3, mul_104, mul_105, add_54, mul_106, view_122, permute_123, mm_32], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf160, (2080, 3072), (3072, 1), 0), primals_14, out=buf161)
        del primals_14
        assert_size_stride(add_4, (32, 65, 768), (768, 24576, 1), 'input')
        buf162 = reinterpret_tensor(buf147, (32, 65, 1), (1, 32, 2080), 0); del buf147  # reuse
        assert_size_stride(primals_12, (768, ), (1, ), 'input')
        buf168 = buf146; del buf146  # reuse
        assert_size_stride(primals_13, (768, ), (1, ), 'input')
        buf163 = buf152; del buf152  # reuse
        buf164 = reinterpret_tensor(buf151, (32, 65, 1), (65, 1, 2080), 0); del buf151  # reuse
        buf169 = reinterpret_tensor(buf145, (32, 65, 1), (65, 1, 2080), 0); del buf145  # reuse
        buf165 = reinterpret_tensor(buf148, (32, 65, 768), (49920, 768, 1), 0); del buf148  # reuse
        buf172 = buf155; del buf155  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_10(buf172, add_4, buf161, primals_12, primals_13, buf162, buf168, buf163, buf164, buf169, buf165)
        del buf162
        del primals_12
        del primals_13
        buf166 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_2, input_3, view_121, mul_101, mul_102, mul_103, exp_3, mul_104, mul_105, add_54, mul_106, view_122, permute_124, y, mm_33], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf160, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf165, (2080, 768), (768, 1), 0), out=buf166)
        buf167 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf170 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf171 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf173 = reinterpret_tensor(buf165, (2080, 768), (768, 1), 0); del buf165  # reuse
        assert_size_stride(primals_10, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11(buf160, buf161, add_4, buf163, buf164, buf172, buf167, buf170, buf171, buf173)
        del add_4
        del buf160
        buf174 = buf161; del buf161  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, permute_128, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf173, primals_10, out=buf174)
        del primals_10
        assert_size_stride(add_3, (65, 32, 2304), (73728, 2304, 1), 'input')
        buf175 = reinterpret_tensor(buf140, (32, 12, 65, 64), (768, 64, 24576, 1), 0); del buf140  # reuse
        buf183 = buf137; del buf137  # reuse
        buf176 = buf136; del buf136  # reuse
        buf184 = buf135; del buf135  # reuse
        buf177 = buf131; del buf131  # reuse
        buf185 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6(add_3, buf175, buf183, buf176, buf184, buf177, buf185)
        del add_3
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf178 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf175, buf176, buf177)
        del buf175
        del buf176
        del buf177
        buf179 = buf178[0]
        assert_tensor_metadata(buf179, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf179, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf180 = buf178[1]
        assert_tensor_metadata(buf180, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf180, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf178
        buf181 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_129, multi_head_attention_forward, mm_35], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf173, (768, 2080), (1, 768), 0), reinterpret_tensor(buf179, (2080, 768), (768, 1), 0), out=buf181)
        buf182 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf186 = buf138; del buf138  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf173, buf180, buf182, buf186)
        del buf173
        del buf180
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, view_127, permute_132, _scaled_dot_product_flash_attention_for_cpu_backward_3], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf187 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf174, (32, 12, 65, 64), (768, 64, 24576, 1), 0), buf183, buf184, buf185, buf179, buf186, 0.0, False)
        del buf174
        del buf179
        del buf183
        del buf184
        del buf186
        buf188 = buf187[0]
        assert_tensor_metadata(buf188, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf188, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf189 = buf187[1]
        assert_tensor_metadata(buf189, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf189, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf190 = buf187[2]
        assert_tensor_metadata(buf190, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf190, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf187
        buf191 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf192 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        assert_size_stride(primals_4, (1, 1, 768), (768, 768, 1), 'input')
        buf195 = reinterpret_tensor(buf185, (32, 65, 768), (49920, 768, 1), 0); del buf185  # reuse
        buf193 = reinterpret_tensor(buf195, (32, 1, 768), (49920, 768, 1), 0)  # alias
        assert_size_stride(convolution, (32, 768, 8, 8), (49152, 1, 6144, 768), 'input')
        buf194 = reinterpret_tensor(buf195, (32, 64, 768), (49920, 768, 1), 768)  # alias
        assert_size_stride(primals_5, (1, 65, 768), (49920, 768, 1), 'input')
        buf196 = buf164; del buf164  # reuse
        buf197 = buf196; del buf196  # reuse
        assert_size_stride(primals_9, (2304, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_cat_clone_expand_native_layer_norm_permute_select_backward_squeeze_sum_transpose_unsqueeze_view_15(buf197, buf190, buf189, buf188, primals_4, convolution, buf195, primals_5, buf191, buf192, buf193, buf194)
        del buf188
        del buf193
        del buf194
        del convolution
        del primals_4
        buf201 = reinterpret_tensor(buf190, (2080, 768), (768, 1), 0); del buf190  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_41, view_128, clone_42, view_129, clone_43, view_130, permute_133, clone_44, view_131, permute_134, clone_45, view_132, permute_135, clone_46, view_133, add_56, add_57, unsqueeze_7, permute_136, squeeze_7, clone_47, view_134, view_136, multi_head_attention_forward, permute_139, mm_37], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (2080, 2304), (2304, 1), 0), primals_9, out=buf201)
        del primals_9
        assert_size_stride(primals_6, (768, ), (1, ), 'input')
        buf202 = reinterpret_tensor(buf163, (32, 65, 1), (1, 32, 2080), 0); del buf163  # reuse
        assert_size_stride(primals_7, (768, ), (1, ), 'input')
        buf198 = buf169; del buf169  # reuse
        buf203 = buf168; del buf168  # reuse
        buf199 = reinterpret_tensor(buf189, (65, 32, 768), (24576, 768, 1), 0); del buf189  # reuse
        buf206 = buf172; del buf172  # reuse
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_16(buf206, buf201, primals_6, buf195, primals_5, buf197, primals_7, buf202, buf198, buf203, buf199)
        del buf202
        del buf203
        del primals_6
        del primals_7
        buf200 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_41, view_128, clone_42, view_129, clone_43, view_130, permute_133, clone_44, view_131, permute_134, clone_45, view_132, permute_135, clone_46, view_133, add_56, add_57, unsqueeze_7, permute_136, squeeze_7, clone_47, view_134, view_136, permute_137, input_1, x_4, query, multi_head_attention_forward, mm_36], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf199, (2080, 768), (768, 1), 0), out=buf200)
        del buf192
        del buf199
        buf204 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf205 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf207 = empty_strided_cpu((1, 65, 768), (49920, 768, 1), torch.float32)
        buf208 = empty_strided_cpu((1, 1, 768), (768, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_1, primals_2), ((32, 3, 128, 128), (768, 3, 16, 16)), ((49152, 1, 384, 3), (768, 1, 48, 3)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_17(buf201, buf195, primals_5, buf197, buf198, buf206, buf204, buf205, buf207, buf208)
        del buf195
        del buf197
        del buf198
        del buf201
        del primals_5
        # Topologically Sorted Source Nodes: [slice_2, permute_142, view_138, convolution_backward], Original ATen: [aten.slice, aten.permute, aten.view, aten.convolution_backward]
        buf209 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf206, (32, 768, 8, 8), (49920, 1, 6144, 768), 768), primals_1, primals_2, [768], (16, 16), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf206
        del primals_1
        del primals_2
        buf210 = buf209[1]
        assert_tensor_metadata(buf210, (768, 3, 16, 16), (768, 1, 48, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf210 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf211 = buf209[2]
        assert_tensor_metadata(buf211, (768, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf211 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (None, buf210, buf211, buf208, buf207, buf204, buf205, reinterpret_tensor(buf191, (2304, ), (1, ), 0), buf200, buf181, reinterpret_tensor(buf182, (768, ), (1, ), 0), buf170, buf171, buf166, reinterpret_tensor(buf167, (3072, ), (1, ), 0), buf158, reinterpret_tensor(buf159, (768, ), (1, ), 0), buf153, buf154, reinterpret_tensor(buf143, (2304, ), (1, ), 0), buf149, buf133, reinterpret_tensor(buf134, (768, ), (1, ), 0), buf122, buf123, buf118, reinterpret_tensor(buf119, (3072, ), (1, ), 0), buf110, reinterpret_tensor(buf111, (768, ), (1, ), 0), buf105, buf106, reinterpret_tensor(buf95, (2304, ), (1, ), 0), buf101, buf85, reinterpret_tensor(buf86, (768, ), (1, ), 0), buf74, buf75, buf70, reinterpret_tensor(buf71, (3072, ), (1, ), 0), buf62, reinterpret_tensor(buf63, (768, ), (1, ), 0), buf57, buf58, reinterpret_tensor(buf47, (2304, ), (1, ), 0), buf53, buf37, reinterpret_tensor(buf38, (768, ), (1, ), 0), buf26, buf27, buf22, reinterpret_tensor(buf23, (3072, ), (1, ), 0), buf14, reinterpret_tensor(buf15, (768, ), (1, ), 0), buf10, buf11, buf5, reinterpret_tensor(buf6, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_4 = rand_strided((1, 1, 768), (768, 768, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((1, 65, 768), (49920, 768, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((1000, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((32, 3, 128, 128), (49152, 1, 384, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((768, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    convolution = rand_strided((32, 768, 8, 8), (49152, 1, 6144, 768), device='cpu', dtype=torch.float32)
    add_3 = rand_strided((65, 32, 2304), (73728, 2304, 1), device='cpu', dtype=torch.float32)
    add_4 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_8 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_11 = rand_strided((65, 32, 2304), (73728, 2304, 1), device='cpu', dtype=torch.float32)
    add_12 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_16 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_19 = rand_strided((65, 32, 2304), (73728, 2304, 1), device='cpu', dtype=torch.float32)
    add_20 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_24 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_27 = rand_strided((65, 32, 2304), (73728, 2304, 1), device='cpu', dtype=torch.float32)
    addmm_9 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_32 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_4, primals_5, primals_6, primals_7, primals_9, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_21, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_33, primals_34, primals_36, primals_37, primals_38, primals_40, primals_42, primals_43, primals_45, primals_46, primals_48, primals_49, primals_50, primals_52, primals_54, primals_55, primals_56, primals_1, primals_2, convolution, add_3, add_4, addmm_1, add_8, add_11, add_12, addmm_4, add_16, add_19, add_20, addmm_7, add_24, add_27, addmm_9, addmm_10, add_32, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
