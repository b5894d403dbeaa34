# AOT ID: ['17_backward']
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


cpp_fused_native_layer_norm_native_layer_norm_backward_select_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp12 = in_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp15 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
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
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp10 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp18;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc1);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp25 = out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp28 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp4 / tmp11;
                            auto tmp13 = x1;
                            auto tmp14 = c10::convert<int32_t>(tmp13);
                            auto tmp15 = static_cast<int32_t>(0);
                            auto tmp16 = tmp14 == tmp15;
                            auto tmp18 = static_cast<float>(0.0);
                            auto tmp19 = at::vec::VecMask<float,1>::from(tmp16);
                            auto tmp20 = at::vec::Vectorized<float>(tmp18);
                            auto tmp21 = decltype(tmp17)::blendv(tmp20, tmp17, tmp19.template cast<float,1>());
                            auto tmp22 = tmp21 * tmp7;
                            auto tmp23 = at::vec::Vectorized<float>(tmp11);
                            auto tmp24 = tmp22 * tmp23;
                            auto tmp26 = at::vec::Vectorized<float>(tmp25);
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp6 * tmp29;
                            auto tmp31 = tmp27 - tmp30;
                            auto tmp32 = at::vec::Vectorized<float>(tmp12);
                            auto tmp33 = tmp32 * tmp31;
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                            tmp33.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused_native_layer_norm_backward_select_backward_sum_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp16 = tmp8 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp16;
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


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
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
                            tmp4.store(out_ptr4 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
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
                            tmp4.store(out_ptr4 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
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
                                auto tmp18 = out_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
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
                    out_ptr5[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr6[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc1);
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
                            auto tmp18 = out_ptr4[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp21 = out_ptr6[static_cast<int64_t>(x0 + 65L*x1)];
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
                            tmp17.store(out_ptr7 + static_cast<int64_t>(x2 + 768L*x0 + 49920L*x1));
                            tmp30.store(out_ptr8 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0));
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


cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr5[static_cast<int64_t>(x1 + 65L*x2)];
                                auto tmp7 = in_ptr6[static_cast<int64_t>(x2 + 32L*x1)];
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
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
                            auto tmp1 = in_ptr6[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp19 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp24 = in_ptr7[static_cast<int64_t>(x1 + 65L*x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 49920L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_layer_norm_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            tmp15.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp4 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp7 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
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
                    out_ptr2[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                                auto tmp2 = in_ptr4[static_cast<int64_t>(x2 + 65L*x1)];
                                auto tmp5 = in_ptr5[static_cast<int64_t>(x2 + 65L*x1)];
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
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp22 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
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


cpp_fused__unsafe_view_add_clone_native_layer_norm_select_backward_squeeze_sum_transpose_unsqueeze_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(65L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(out_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                            auto tmp2 = static_cast<float>(768.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 65L*x0 + 65L*x0_inner), static_cast<int64_t>(1L));
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
                                auto tmp1 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
                            auto tmp1 = out_ptr3[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            tmp15.store(out_ptr5 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0));
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


cpp_fused_add_native_layer_norm_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 49920L*x1));
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


cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
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
                        transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(1L));
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp6 = in_ptr6[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp9 = in_ptr7[static_cast<int64_t>(x0 + 32L*x1)];
                                auto tmp18 = out_ptr2[static_cast<int64_t>(x1 + 65L*x0)];
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
                    out_ptr3[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr4[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc1);
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x2 + 24576L*x1), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr6[static_cast<int64_t>(x1 + 65L*x2)];
                                auto tmp7 = in_ptr7[static_cast<int64_t>(x2 + 32L*x1)];
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
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
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
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = in_ptr7[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp19 = in_ptr6[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp24 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 49920L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L)))), static_cast<int64_t>(8));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_native_layer_norm_transpose_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x0 + 65L*x1)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            tmp15.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 24576L*x0));
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


cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_16 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2080L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 2304L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 1597440L*x0));
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


cpp_fused_add_cat_clone_expand_native_layer_norm_permute_transpose_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 49920L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 49152L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 49920L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2080L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2080L)))
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
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp6 = out_ptr3[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                    out_ptr1[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 24576L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = out_ptr0[static_cast<int64_t>(x0 + 32L*x1)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp19 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp24 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_9, primals_8, primals_10, primals_12, primals_13, primals_14, primals_15, primals_16, primals_18, primals_19, primals_21, primals_20, primals_22, primals_24, primals_25, primals_26, primals_27, primals_28, primals_30, primals_31, primals_33, primals_34, primals_36, primals_37, primals_38, primals_39, primals_40, primals_42, primals_43, primals_45, primals_46, primals_48, primals_49, primals_50, primals_52, primals_54, primals_55, primals_56, add_4, add_8, addmm_3, add_16, add_19, add_20, add_24, add_27, addmm_9, addmm_10, add_32, getitem_25, rsqrt_8, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_56), ((32, 1000), (1000, 768)), ((1000, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((32, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_26, permute_46, mm_4], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_56, out=buf0)
        del primals_56
        assert_size_stride_grouped((primals_54, add_32, getitem_25, rsqrt_8), ((768, ), (32, 65, 768), (32, 65, 1), (32, 65, 1)), ((1, ), (768, 24576, 1), (65, 1, 1), (65, 1, 1)), 'input')
        buf4 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf5 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        assert_size_stride(primals_55, (768, ), (1, ), 'input')
        buf1 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        buf6 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        cpp_fused_native_layer_norm_native_layer_norm_backward_select_backward_0(buf0, primals_54, add_32, getitem_25, rsqrt_8, primals_55, buf4, buf5, buf1, buf6)
        del primals_54
        del primals_55
        buf2 = empty_strided_cpu((1000, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_47, x_16, x_17, mm_5], Original ATen: [aten.t, aten.native_layer_norm, aten.select, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 32), (1, 1000), 0), reinterpret_tensor(buf1, (32, 768), (49920, 1), 0), out=buf2)
        buf3 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        buf7 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_52, (768, 3072), (3072, 1), 'input')
        cpp_fused_native_layer_norm_backward_select_backward_sum_1(tangents_1, buf0, add_32, getitem_25, rsqrt_8, buf3, buf7, buf8)
        del add_32
        del buf0
        del getitem_25
        del rsqrt_8
        del tangents_1
        buf9 = empty_strided_cpu((2080, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_62, input_23, permute_50, mm_6], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (2080, 768), (768, 1), 0), primals_52, out=buf9)
        del primals_52
        assert_size_stride(addmm_10, (2080, 3072), (3072, 1), 'input')
        buf10 = empty_strided_cpu((32, 65, 3072), (199680, 3072, 1), torch.float32)
        buf13 = reinterpret_tensor(buf9, (32, 65, 3072), (199680, 3072, 1), 0); del buf9  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf13, addmm_10, buf10)
        del addmm_10
        buf11 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_62, permute_51, input_20, input_21, input_23, mm_7], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf6, (768, 2080), (1, 768), 0), reinterpret_tensor(buf10, (2080, 3072), (3072, 1), 0), out=buf11)
        buf12 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_50, (3072, 768), (768, 1), 'input')
        cpp_fused_sum_view_3(buf6, buf12)
        buf14 = reinterpret_tensor(buf1, (2080, 768), (768, 1), 0); del buf1  # reuse
        # Topologically Sorted Source Nodes: [input_20, input_21, view_64, mul_38, mul_39, mul_40, exp, mul_41, mul_42, add_36, mul_43, view_65, permute_54, mm_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (2080, 3072), (3072, 1), 0), primals_50, out=buf14)
        del primals_50
        assert_size_stride_grouped((addmm_9, add_24), ((2080, 768), (32, 65, 768)), ((768, 1), (768, 24576, 1)), 'input')
        buf15 = reinterpret_tensor(buf5, (32, 65, 1), (1, 32, 2080), 0); del buf5  # reuse
        buf46 = reinterpret_tensor(buf4, (32, 65, 1), (1, 32, 2080), 0); del buf4  # reuse
        buf16 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf17 = empty_strided_cpu((32, 65, 1), (1, 32, 2080), torch.float32)
        buf47 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        assert_size_stride(primals_48, (768, ), (1, ), 'input')
        buf22 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf48 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        assert_size_stride_grouped((primals_49, primals_42, primals_43), ((768, ), (768, ), (768, )), ((1, ), (1, ), (1, )), 'input')
        buf18 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        buf49 = empty_strided_cpu((65, 32, 768), (24576, 768, 1), torch.float32)
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_4(addmm_9, add_24, buf14, primals_48, primals_49, primals_42, primals_43, buf15, buf46, buf16, buf17, buf47, buf22, buf48, buf18, buf49)
        del primals_43
        del primals_49
        buf19 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_20, input_21, view_64, mul_38, mul_39, mul_40, exp, mul_41, mul_42, add_36, mul_43, view_65, permute_55, multi_head_attention_forward_3, attn_output_7, x_15, y_3, mm_9], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.transpose, aten.add, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf13, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf18, (2080, 768), (768, 1), 0), out=buf19)
        buf20 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf21 = reinterpret_tensor(buf46, (32, 65, 1), (65, 1, 2080), 0); del buf46  # reuse
        buf23 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf24 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf25 = buf6; del buf6  # reuse
        buf26 = reinterpret_tensor(buf18, (2080, 768), (768, 1), 0); del buf18  # reuse
        assert_size_stride(primals_46, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_5(buf25, buf13, buf14, primals_48, addmm_9, add_24, buf16, buf17, buf22, buf20, buf21, buf23, buf24, buf26)
        del addmm_9
        del primals_48
        buf27 = buf14; del buf14  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, permute_59, mm_10], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf26, primals_46, out=buf27)
        del primals_46
        assert_size_stride(add_27, (65, 32, 2304), (73728, 2304, 1), 'input')
        buf28 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf36 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf29 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf37 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf30 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf38 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6(add_27, buf28, buf36, buf29, buf37, buf30, buf38)
        del add_27
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf31 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf28, buf29, buf30)
        del buf28
        del buf29
        del buf30
        buf32 = buf31[0]
        assert_tensor_metadata(buf32, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf33 = buf31[1]
        assert_tensor_metadata(buf33, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf31
        buf34 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_60, multi_head_attention_forward_3, mm_11], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (768, 2080), (1, 768), 0), reinterpret_tensor(buf32, (2080, 768), (768, 1), 0), out=buf34)
        buf35 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf39 = empty_strided_cpu((32, 12, 65), (780, 65, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf26, buf33, buf35, buf39)
        del buf26
        del buf33
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3, view_70, permute_63, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf40 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf27, (32, 12, 65, 64), (768, 64, 24576, 1), 0), buf36, buf37, buf38, buf32, buf39, 0.0, False)
        del buf27
        del buf32
        del buf36
        del buf37
        del buf38
        buf41 = buf40[0]
        assert_tensor_metadata(buf41, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf41, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf42 = buf40[1]
        assert_tensor_metadata(buf42, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf42, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf43 = buf40[2]
        assert_tensor_metadata(buf43, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf40
        buf44 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf45 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_8(buf43, buf42, buf41, buf44, buf45)
        buf50 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [clone_17, view_71, clone_18, view_72, clone_19, view_73, permute_64, clone_20, view_74, permute_65, clone_21, view_75, permute_66, clone_22, view_76, full_default_1, add_38, add_39, unsqueeze_4, permute_67, squeeze_4, clone_23, view_77, view_79, permute_68, x_13, query_3, multi_head_attention_forward_3, mm_12], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf45, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf49, (2080, 768), (768, 1), 0), out=buf50)
        assert_size_stride(primals_45, (2304, 768), (768, 1), 'input')
        buf51 = reinterpret_tensor(buf49, (2080, 768), (768, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [clone_17, view_71, clone_18, view_72, clone_19, view_73, permute_64, clone_20, view_74, permute_65, clone_21, view_75, permute_66, clone_22, view_76, full_default_1, add_38, add_39, unsqueeze_4, permute_67, squeeze_4, clone_23, view_77, view_79, multi_head_attention_forward_3, permute_70, mm_13], Original ATen: [aten.clone, aten._unsafe_view, aten.transpose, aten.select_backward, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf45, (2080, 2304), (2304, 1), 0), primals_45, out=buf51)
        del buf45
        del primals_45
        buf52 = reinterpret_tensor(buf22, (32, 65, 1), (1, 32, 2080), 0); del buf22  # reuse
        buf53 = buf21; del buf21  # reuse
        buf54 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf55 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf56 = buf25; del buf25  # reuse
        assert_size_stride(primals_40, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf56, buf51, primals_42, add_24, buf47, buf48, buf52, buf53, buf54, buf55)
        del add_24
        del primals_42
        buf57 = reinterpret_tensor(buf13, (2080, 3072), (3072, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_81, input_17, permute_73, mm_14], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (2080, 768), (768, 1), 0), primals_40, out=buf57)
        del primals_40
        assert_size_stride(add_20, (32, 65, 768), (768, 24576, 1), 'input')
        buf58 = reinterpret_tensor(buf53, (32, 65, 1), (1, 32, 2080), 0); del buf53  # reuse
        buf59 = reinterpret_tensor(buf52, (32, 65, 1), (65, 1, 2080), 0); del buf52  # reuse
        buf60 = buf48; del buf48  # reuse
        assert_size_stride_grouped((primals_36, primals_37), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf61 = reinterpret_tensor(buf51, (32, 65, 768), (49920, 768, 1), 0); del buf51  # reuse
        assert_size_stride_grouped((primals_39, primals_38), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_native_layer_norm_10(add_20, primals_36, primals_37, buf58, buf59, buf60, buf61)
        del primals_37
        buf62 = reinterpret_tensor(buf10, (2080, 3072), (3072, 1), 0); del buf10  # reuse
        # Topologically Sorted Source Nodes: [y_2, input_14], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_39, reinterpret_tensor(buf61, (2080, 768), (768, 1), 0), reinterpret_tensor(primals_38, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf62)
        del primals_39
        buf63 = empty_strided_cpu((32, 65, 3072), (199680, 3072, 1), torch.float32)
        buf66 = reinterpret_tensor(buf57, (32, 65, 3072), (199680, 3072, 1), 0); del buf57  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf66, buf62, buf63)
        del buf62
        buf64 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_81, permute_74, input_14, input_15, input_17, mm_15], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf56, (768, 2080), (1, 768), 0), reinterpret_tensor(buf63, (2080, 3072), (3072, 1), 0), out=buf64)
        buf65 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_3(buf56, buf65)
        buf67 = reinterpret_tensor(buf43, (2080, 768), (768, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [input_14, input_15, view_83, mul_59, mul_60, mul_61, exp_1, mul_62, mul_63, add_42, mul_64, view_84, permute_77, mm_16], Original ATen: [aten.t, aten.view, aten.gelu, aten.gelu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf66, (2080, 3072), (3072, 1), 0), primals_38, out=buf67)
        del primals_38
        buf68 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, input_14, input_15, view_83, mul_59, mul_60, mul_61, exp_1, mul_62, mul_63, add_42, mul_64, view_84, permute_78, mm_17], Original ATen: [aten.native_layer_norm, aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf66, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf61, (2080, 768), (768, 1), 0), out=buf68)
        buf69 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf70 = reinterpret_tensor(buf58, (32, 65, 1), (65, 1, 2080), 0); del buf58  # reuse
        buf71 = buf47; del buf47  # reuse
        buf72 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf73 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf74 = buf56; del buf56  # reuse
        buf75 = reinterpret_tensor(buf61, (2080, 768), (768, 1), 0); del buf61  # reuse
        assert_size_stride(primals_34, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11(buf74, buf66, buf67, primals_36, add_20, buf59, buf60, buf69, buf70, buf71, buf72, buf73, buf75)
        del add_20
        del primals_36
        buf76 = buf67; del buf67  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, permute_82, mm_18], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf75, primals_34, out=buf76)
        del primals_34
        assert_size_stride(add_19, (65, 32, 2304), (73728, 2304, 1), 'input')
        buf77 = reinterpret_tensor(buf42, (32, 12, 65, 64), (768, 64, 24576, 1), 0); del buf42  # reuse
        buf85 = reinterpret_tensor(buf41, (32, 12, 65, 64), (768, 64, 24576, 1), 0); del buf41  # reuse
        buf78 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf86 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf79 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        buf87 = empty_strided_cpu((32, 12, 65, 64), (768, 64, 24576, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_transpose_unsqueeze_view_6(add_19, buf77, buf85, buf78, buf86, buf79, buf87)
        del add_19
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf80 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf77, buf78, buf79)
        del buf77
        del buf78
        del buf79
        buf81 = buf80[0]
        assert_tensor_metadata(buf81, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf81, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf82 = buf80[1]
        assert_tensor_metadata(buf82, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf82, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf80
        buf83 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_83, multi_head_attention_forward_2, mm_19], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf75, (768, 2080), (1, 768), 0), reinterpret_tensor(buf81, (2080, 768), (768, 1), 0), out=buf83)
        buf84 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf88 = buf39; del buf39  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf75, buf82, buf84, buf88)
        del buf75
        del buf82
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2, view_89, permute_86, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf89 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf76, (32, 12, 65, 64), (768, 64, 24576, 1), 0), buf85, buf86, buf87, buf81, buf88, 0.0, False)
        del buf76
        del buf81
        del buf85
        del buf86
        buf90 = buf89[0]
        assert_tensor_metadata(buf90, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf90, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf91 = buf89[1]
        assert_tensor_metadata(buf91, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf91, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf92 = buf89[2]
        assert_tensor_metadata(buf92, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf92, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf89
        buf93 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf94 = empty_strided_cpu((65, 32, 3, 768), (73728, 2304, 768, 1), torch.float32)
        assert_size_stride(add_16, (32, 65, 768), (768, 24576, 1), 'input')
        buf95 = reinterpret_tensor(buf71, (32, 65, 1), (1, 32, 2080), 0); del buf71  # reuse
        buf96 = buf70; del buf70  # reuse
        buf97 = buf60; del buf60  # reuse
        assert_size_stride_grouped((primals_30, primals_31), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf98 = reinterpret_tensor(buf87, (65, 32, 768), (24576, 768, 1), 0); del buf87  # reuse
        cpp_fused__unsafe_view_add_clone_native_layer_norm_select_backward_squeeze_sum_transpose_unsqueeze_12(buf92, buf91, buf90, add_16, primals_30, primals_31, buf93, buf94, buf95, buf96, buf97, buf98)
        del buf90
        del primals_31
        buf99 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, clone_25, view_90, clone_26, view_91, clone_27, view_92, permute_87, clone_28, view_93, permute_88, clone_29, view_94, permute_89, clone_30, view_95, add_44, add_45, unsqueeze_5, permute_90, squeeze_5, clone_31, view_96, view_98, permute_91, x_10, query_2, multi_head_attention_forward_2, mm_20], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf94, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf98, (2080, 768), (768, 1), 0), out=buf99)
        assert_size_stride(primals_33, (2304, 768), (768, 1), 'input')
        buf100 = reinterpret_tensor(buf98, (2080, 768), (768, 1), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, clone_25, view_90, clone_26, view_91, clone_27, view_92, permute_87, clone_28, view_93, permute_88, clone_29, view_94, permute_89, clone_30, view_95, add_44, add_45, unsqueeze_5, permute_90, squeeze_5, clone_31, view_96, view_98, multi_head_attention_forward_2, permute_93, mm_21], Original ATen: [aten.select_backward, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf94, (2080, 2304), (2304, 1), 0), primals_33, out=buf100)
        del buf94
        del primals_33
        buf101 = buf95; del buf95  # reuse
        buf102 = buf59; del buf59  # reuse
        buf103 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf104 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf105 = buf74; del buf74  # reuse
        assert_size_stride(primals_28, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf105, buf100, primals_30, add_16, buf96, buf97, buf101, buf102, buf103, buf104)
        del add_16
        del primals_30
        buf106 = reinterpret_tensor(buf66, (2080, 3072), (3072, 1), 0); del buf66  # reuse
        # Topologically Sorted Source Nodes: [view_100, input_11, permute_96, mm_22], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf105, (2080, 768), (768, 1), 0), primals_28, out=buf106)
        del primals_28
        assert_size_stride_grouped((addmm_3, add_8), ((2080, 768), (32, 65, 768)), ((768, 1), (768, 24576, 1)), 'input')
        buf107 = reinterpret_tensor(buf97, (32, 65, 1), (1, 32, 2080), 0); del buf97  # reuse
        buf126 = reinterpret_tensor(buf96, (32, 65, 1), (1, 32, 2080), 0); del buf96  # reuse
        buf108 = buf102; del buf102  # reuse
        buf109 = buf101; del buf101  # reuse
        assert_size_stride_grouped((primals_24, primals_25), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf110 = reinterpret_tensor(buf100, (32, 65, 768), (49920, 768, 1), 0); del buf100  # reuse
        assert_size_stride_grouped((primals_27, primals_26), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_transpose_view_13(addmm_3, add_8, primals_24, primals_25, buf107, buf126, buf108, buf109, buf110)
        del primals_25
        buf111 = reinterpret_tensor(buf63, (2080, 3072), (3072, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, attn_output_3, x_9, y_1, input_8], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_27, reinterpret_tensor(buf110, (2080, 768), (768, 1), 0), reinterpret_tensor(primals_26, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf111)
        del primals_27
        buf112 = empty_strided_cpu((32, 65, 3072), (199680, 3072, 1), torch.float32)
        buf115 = reinterpret_tensor(buf106, (32, 65, 3072), (199680, 3072, 1), 0); del buf106  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf115, buf111, buf112)
        del buf111
        buf113 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_100, permute_97, input_8, input_9, input_11, mm_23], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf105, (768, 2080), (1, 768), 0), reinterpret_tensor(buf112, (2080, 3072), (3072, 1), 0), out=buf113)
        buf114 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_3(buf105, buf114)
        buf116 = reinterpret_tensor(buf92, (2080, 768), (768, 1), 0); del buf92  # reuse
        # Topologically Sorted Source Nodes: [input_8, input_9, view_102, mul_80, mul_81, mul_82, exp_2, mul_83, mul_84, add_48, mul_85, view_103, permute_100, mm_24], Original ATen: [aten.t, aten.view, aten.gelu, aten.gelu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (2080, 3072), (3072, 1), 0), primals_26, out=buf116)
        del primals_26
        buf117 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, attn_output_3, x_9, y_1, input_8, input_9, view_102, mul_80, mul_81, mul_82, exp_2, mul_83, mul_84, add_48, mul_85, view_103, permute_101, mm_25], Original ATen: [aten.view, aten.transpose, aten.add, aten.native_layer_norm, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf110, (2080, 768), (768, 1), 0), out=buf117)
        buf118 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf119 = reinterpret_tensor(buf107, (32, 65, 1), (65, 1, 2080), 0); del buf107  # reuse
        buf127 = reinterpret_tensor(buf17, (32, 65, 1), (65, 1, 2080), 0); del buf17  # reuse
        buf120 = buf16; del buf16  # reuse
        buf128 = reinterpret_tensor(buf15, (32, 65, 1), (65, 1, 2080), 0); del buf15  # reuse
        buf121 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf122 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf123 = buf105; del buf105  # reuse
        buf124 = reinterpret_tensor(buf110, (2080, 768), (768, 1), 0); del buf110  # reuse
        assert_size_stride(primals_22, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_14(buf123, buf115, buf116, primals_24, buf126, addmm_3, add_8, buf108, buf109, buf118, buf119, buf127, buf120, buf128, buf121, buf122, buf124)
        del addmm_3
        del buf108
        del buf109
        del buf119
        del primals_24
        buf125 = buf116; del buf116  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, permute_105, mm_26], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf124, primals_22, out=buf125)
        del primals_22
        assert_size_stride_grouped((primals_18, primals_19), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf129 = reinterpret_tensor(buf91, (65, 32, 768), (24576, 768, 1), 0); del buf91  # reuse
        assert_size_stride(primals_21, (2304, 768), (768, 1), 'input')
        cpp_fused_clone_native_layer_norm_transpose_15(add_8, buf127, buf128, primals_18, primals_19, buf129)
        del primals_19
        buf130 = empty_strided_cpu((2080, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_7, query_1, multi_head_attention_forward_1], Original ATen: [aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf129, (2080, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 2304), (1, 768), 0), out=buf130)
        assert_size_stride(primals_20, (2304, ), (1, ), 'input')
        buf131 = empty_strided_cpu((3, 65, 32, 768), (1597440, 24576, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_16(buf130, primals_20, buf131)
        del buf130
        del primals_20
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf132 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), 0), reinterpret_tensor(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), 1597440), reinterpret_tensor(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), 3194880))
        buf133 = buf132[0]
        assert_tensor_metadata(buf133, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf133, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf134 = buf132[1]
        assert_tensor_metadata(buf134, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf134, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf132
        buf135 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_106, multi_head_attention_forward_1, mm_27], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf124, (768, 2080), (1, 768), 0), reinterpret_tensor(buf133, (2080, 768), (768, 1), 0), out=buf135)
        buf136 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf137 = buf88; del buf88  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf124, buf134, buf136, buf137)
        del buf124
        del buf134
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1, view_108, permute_109, _scaled_dot_product_flash_attention_for_cpu_backward_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf138 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf125, (32, 12, 65, 64), (768, 64, 24576, 1), 0), reinterpret_tensor(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), 0), reinterpret_tensor(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), 1597440), reinterpret_tensor(buf131, (32, 12, 65, 64), (768, 64, 24576, 1), 3194880), buf133, buf137, 0.0, False)
        del buf125
        del buf133
        del buf137
        buf139 = buf138[0]
        assert_tensor_metadata(buf139, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf139, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf140 = buf138[1]
        assert_tensor_metadata(buf140, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf140, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        buf141 = buf138[2]
        assert_tensor_metadata(buf141, (32, 12, 65, 64), (49920, 64, 768, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        assert_alignment(buf141, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        del buf138
        buf142 = empty_strided_cpu((1, 1, 2304), (2304, 2304, 1), torch.float32)
        buf143 = reinterpret_tensor(buf131, (65, 32, 3, 768), (73728, 2304, 768, 1), 0); del buf131  # reuse
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_8(buf141, buf140, buf139, buf142, buf143)
        del buf139
        del buf140
        del buf141
        buf144 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, x_7, query_1, multi_head_attention_forward_1, clone_33, view_109, clone_34, view_110, clone_35, view_111, permute_110, clone_36, view_112, permute_111, clone_37, view_113, permute_112, clone_38, view_114, add_50, add_51, unsqueeze_6, permute_113, squeeze_6, clone_39, view_115, view_117, permute_114, mm_28], Original ATen: [aten.select_backward, aten.native_layer_norm, aten.transpose, aten.clone, aten._unsafe_view, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf129, (2080, 768), (768, 1), 0), out=buf144)
        buf145 = reinterpret_tensor(buf129, (2080, 768), (768, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, multi_head_attention_forward_1, clone_33, view_109, clone_34, view_110, clone_35, view_111, permute_110, clone_36, view_112, permute_111, clone_37, view_113, permute_112, clone_38, view_114, add_50, add_51, unsqueeze_6, permute_113, squeeze_6, clone_39, view_115, view_117, permute_116, mm_29], Original ATen: [aten.select_backward, aten.t, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf143, (2080, 2304), (2304, 1), 0), primals_21, out=buf145)
        del buf143
        del primals_21
        buf146 = buf126; del buf126  # reuse
        buf147 = buf120; del buf120  # reuse
        buf148 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf149 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf150 = buf123; del buf123  # reuse
        assert_size_stride(primals_16, (768, 3072), (3072, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf150, buf145, primals_18, add_8, buf127, buf128, buf146, buf147, buf148, buf149)
        del add_8
        del buf127
        del primals_18
        buf151 = reinterpret_tensor(buf115, (2080, 3072), (3072, 1), 0); del buf115  # reuse
        # Topologically Sorted Source Nodes: [view_119, input_5, permute_119, mm_30], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (2080, 768), (768, 1), 0), primals_16, out=buf151)
        del primals_16
        assert_size_stride(add_4, (32, 65, 768), (768, 24576, 1), 'input')
        buf152 = reinterpret_tensor(buf147, (32, 65, 1), (1, 32, 2080), 0); del buf147  # reuse
        buf153 = reinterpret_tensor(buf146, (32, 65, 1), (65, 1, 2080), 0); del buf146  # reuse
        buf154 = buf128; del buf128  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf155 = reinterpret_tensor(buf145, (32, 65, 768), (49920, 768, 1), 0); del buf145  # reuse
        assert_size_stride_grouped((primals_15, primals_14), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_native_layer_norm_10(add_4, primals_12, primals_13, buf152, buf153, buf154, buf155)
        del buf152
        del primals_13
        buf156 = reinterpret_tensor(buf112, (2080, 3072), (3072, 1), 0); del buf112  # reuse
        # Topologically Sorted Source Nodes: [y, input_2], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_15, reinterpret_tensor(buf155, (2080, 768), (768, 1), 0), reinterpret_tensor(primals_14, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf156)
        del primals_15
        buf157 = empty_strided_cpu((32, 65, 3072), (199680, 3072, 1), torch.float32)
        buf160 = reinterpret_tensor(buf151, (32, 65, 3072), (199680, 3072, 1), 0); del buf151  # reuse
        cpp_fused_gelu_gelu_backward_view_2(buf160, buf156, buf157)
        del buf156
        buf158 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_119, permute_120, input_2, input_3, input_5, mm_31], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (768, 2080), (1, 768), 0), reinterpret_tensor(buf157, (2080, 3072), (3072, 1), 0), out=buf158)
        del buf157
        buf159 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_3(buf150, buf159)
        buf161 = empty_strided_cpu((2080, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_2, input_3, view_121, mul_101, mul_102, mul_103, exp_3, mul_104, mul_105, add_54, mul_106, view_122, permute_123, mm_32], Original ATen: [aten.t, aten.view, aten.gelu, aten.gelu_backward, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf160, (2080, 3072), (3072, 1), 0), primals_14, out=buf161)
        del primals_14
        buf162 = empty_strided_cpu((3072, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, input_2, input_3, view_121, mul_101, mul_102, mul_103, exp_3, mul_104, mul_105, add_54, mul_106, view_122, permute_124, mm_33], Original ATen: [aten.native_layer_norm, aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf160, (3072, 2080), (1, 3072), 0), reinterpret_tensor(buf155, (2080, 768), (768, 1), 0), out=buf162)
        buf163 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf164 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf165 = empty_strided_cpu((32, 65, 1), (65, 1, 2080), torch.float32)
        buf166 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf167 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf168 = buf150; del buf150  # reuse
        buf169 = reinterpret_tensor(buf155, (2080, 768), (768, 1), 0); del buf155  # reuse
        assert_size_stride(primals_10, (768, 768), (768, 1), 'input')
        cpp_fused__unsafe_view_add_clone_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_transpose_view_11(buf168, buf160, buf161, primals_12, add_4, buf153, buf154, buf163, buf164, buf165, buf166, buf167, buf169)
        del add_4
        del buf160
        del primals_12
        buf170 = buf161; del buf161  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, permute_128, mm_34], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf169, primals_10, out=buf170)
        del primals_10
        assert_size_stride_grouped((primals_1, primals_2, primals_3), ((32, 3, 128, 128), (768, 3, 16, 16), (768, )), ((49152, 1, 384, 3), (768, 1, 48, 3), (1, )), 'input')
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        buf171 = extern_kernels.convolution(primals_1, primals_2, primals_3, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf171, (32, 768, 8, 8), (49152, 1, 6144, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_3
        assert_size_stride(primals_4, (1, 1, 768), (768, 768, 1), 'input')
        buf174 = empty_strided_cpu((32, 65, 768), (49920, 768, 1), torch.float32)
        buf172 = reinterpret_tensor(buf174, (32, 1, 768), (49920, 768, 1), 0)  # alias
        buf173 = reinterpret_tensor(buf174, (32, 64, 768), (49920, 768, 1), 768)  # alias
        assert_size_stride(primals_5, (1, 65, 768), (49920, 768, 1), 'input')
        buf175 = buf165; del buf165  # reuse
        buf176 = buf175; del buf175  # reuse
        buf177 = buf164; del buf164  # reuse
        assert_size_stride_grouped((primals_6, primals_7), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf178 = empty_strided_cpu((65, 32, 768), (24576, 768, 1), torch.float32)
        assert_size_stride(primals_9, (2304, 768), (768, 1), 'input')
        cpp_fused_add_cat_clone_expand_native_layer_norm_permute_transpose_view_17(buf176, primals_4, buf171, buf174, primals_5, primals_6, primals_7, buf172, buf173, buf177, buf178)
        del buf171
        del buf172
        del buf173
        del primals_4
        del primals_7
        buf179 = empty_strided_cpu((2080, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, x_4, query, multi_head_attention_forward], Original ATen: [aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (2080, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 2304), (1, 768), 0), out=buf179)
        assert_size_stride(primals_8, (2304, ), (1, ), 'input')
        buf180 = empty_strided_cpu((3, 65, 32, 768), (1597440, 24576, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_16(buf179, primals_8, buf180)
        del buf179
        del primals_8
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf181 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf180, (32, 12, 65, 64), (768, 64, 24576, 1), 0), reinterpret_tensor(buf180, (32, 12, 65, 64), (768, 64, 24576, 1), 1597440), reinterpret_tensor(buf180, (32, 12, 65, 64), (768, 64, 24576, 1), 3194880))
        buf182 = buf181[0]
        assert_tensor_metadata(buf182, (32, 12, 65, 64), (768, 64, 24576, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf182, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf183 = buf181[1]
        assert_tensor_metadata(buf183, (32, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf183, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf181
        buf184 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_129, multi_head_attention_forward, mm_35], Original ATen: [aten.t, aten.permute, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf169, (768, 2080), (1, 768), 0), reinterpret_tensor(buf182, (2080, 768), (768, 1), 0), out=buf184)
        buf185 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf186 = empty_strided_cpu((32, 12, 65), (780, 65, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_permute_select_squeeze_sum_transpose_unsqueeze_view_7(buf169, buf183, buf185, buf186)
        del buf169
        del buf183
        # Topologically Sorted Source Nodes: [multi_head_attention_forward, view_127, permute_132, _scaled_dot_product_flash_attention_for_cpu_backward_3], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf187 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf170, (32, 12, 65, 64), (768, 64, 24576, 1), 0), reinterpret_tensor(buf180, (32, 12, 65, 64), (768, 64, 24576, 1), 0), reinterpret_tensor(buf180, (32, 12, 65, 64), (768, 64, 24576, 1), 1597440), reinterpret_tensor(buf180, (32, 12, 65, 64), (768, 64, 24576, 1), 3194880), buf182, buf186, 0.0, False)
        del buf170
        del buf182
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
        buf192 = reinterpret_tensor(buf180, (65, 32, 3, 768), (73728, 2304, 768, 1), 0); del buf180  # reuse
        cpp_fused__unsafe_view_add_clone_select_backward_squeeze_sum_transpose_unsqueeze_8(buf190, buf189, buf188, buf191, buf192)
        del buf188
        del buf189
        del buf190
        buf193 = empty_strided_cpu((2304, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full_default_1, input_1, x_4, query, multi_head_attention_forward, clone_41, view_128, clone_42, view_129, clone_43, view_130, permute_133, clone_44, view_131, permute_134, clone_45, view_132, permute_135, clone_46, view_133, add_56, add_57, unsqueeze_7, permute_136, squeeze_7, clone_47, view_134, view_136, permute_137, mm_36], Original ATen: [aten.select_backward, aten.add, aten.native_layer_norm, aten.transpose, aten.clone, aten._unsafe_view, aten.unsqueeze, aten.squeeze, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (2304, 2080), (1, 2304), 0), reinterpret_tensor(buf178, (2080, 768), (768, 1), 0), out=buf193)
        buf194 = reinterpret_tensor(buf178, (2080, 768), (768, 1), 0); del buf178  # reuse
        # Topologically Sorted Source Nodes: [full_default_1, multi_head_attention_forward, clone_41, view_128, clone_42, view_129, clone_43, view_130, permute_133, clone_44, view_131, permute_134, clone_45, view_132, permute_135, clone_46, view_133, add_56, add_57, unsqueeze_7, permute_136, squeeze_7, clone_47, view_134, view_136, permute_139, mm_37], Original ATen: [aten.select_backward, aten.t, aten.clone, aten._unsafe_view, aten.transpose, aten.add, aten.unsqueeze, aten.squeeze, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (2080, 2304), (2304, 1), 0), primals_9, out=buf194)
        del buf192
        del primals_9
        buf195 = reinterpret_tensor(buf154, (32, 65, 1), (1, 32, 2080), 0); del buf154  # reuse
        buf196 = buf153; del buf153  # reuse
        buf197 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf198 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf199 = buf168; del buf168  # reuse
        buf200 = empty_strided_cpu((1, 65, 768), (49920, 768, 1), torch.float32)
        buf201 = empty_strided_cpu((1, 1, 768), (768, 768, 1), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_slice_sum_transpose_view_18(buf199, buf194, primals_6, buf174, primals_5, buf176, buf177, buf195, buf196, buf197, buf198, buf200, buf201)
        del buf174
        del buf176
        del buf177
        del buf194
        del buf195
        del buf196
        del primals_5
        del primals_6
        # Topologically Sorted Source Nodes: [slice_2, permute_142, view_138, convolution_backward], Original ATen: [aten.slice, aten.permute, aten.view, aten.convolution_backward]
        buf202 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf199, (32, 768, 8, 8), (49920, 1, 6144, 768), 768), primals_1, primals_2, [768], (16, 16), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf199
        del primals_1
        del primals_2
        buf203 = buf202[1]
        assert_tensor_metadata(buf203, (768, 3, 16, 16), (768, 1, 48, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf203 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf204 = buf202[2]
        assert_tensor_metadata(buf204, (768, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf204 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (None, buf203, buf204, buf201, buf200, buf197, buf198, reinterpret_tensor(buf191, (2304, ), (1, ), 0), buf193, buf184, reinterpret_tensor(buf185, (768, ), (1, ), 0), buf166, buf167, buf162, reinterpret_tensor(buf163, (3072, ), (1, ), 0), buf158, reinterpret_tensor(buf159, (768, ), (1, ), 0), buf148, buf149, reinterpret_tensor(buf142, (2304, ), (1, ), 0), buf144, buf135, reinterpret_tensor(buf136, (768, ), (1, ), 0), buf121, buf122, buf117, reinterpret_tensor(buf118, (3072, ), (1, ), 0), buf113, reinterpret_tensor(buf114, (768, ), (1, ), 0), buf103, buf104, reinterpret_tensor(buf93, (2304, ), (1, ), 0), buf99, buf83, reinterpret_tensor(buf84, (768, ), (1, ), 0), buf72, buf73, buf68, reinterpret_tensor(buf69, (3072, ), (1, ), 0), buf64, reinterpret_tensor(buf65, (768, ), (1, ), 0), buf54, buf55, reinterpret_tensor(buf44, (2304, ), (1, ), 0), buf50, buf34, reinterpret_tensor(buf35, (768, ), (1, ), 0), buf23, buf24, buf19, reinterpret_tensor(buf20, (3072, ), (1, ), 0), buf11, reinterpret_tensor(buf12, (768, ), (1, ), 0), buf7, buf8, buf2, reinterpret_tensor(buf3, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 128, 128), (49152, 1, 384, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((768, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((1, 1, 768), (768, 768, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((1, 65, 768), (49920, 768, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
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
    add_4 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_8 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    addmm_3 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    add_16 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_19 = rand_strided((65, 32, 2304), (73728, 2304, 1), device='cpu', dtype=torch.float32)
    add_20 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_24 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    add_27 = rand_strided((65, 32, 2304), (73728, 2304, 1), device='cpu', dtype=torch.float32)
    addmm_9 = rand_strided((2080, 768), (768, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((2080, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    add_32 = rand_strided((32, 65, 768), (768, 24576, 1), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((32, 65, 1), (65, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_9, primals_8, primals_10, primals_12, primals_13, primals_14, primals_15, primals_16, primals_18, primals_19, primals_21, primals_20, primals_22, primals_24, primals_25, primals_26, primals_27, primals_28, primals_30, primals_31, primals_33, primals_34, primals_36, primals_37, primals_38, primals_39, primals_40, primals_42, primals_43, primals_45, primals_46, primals_48, primals_49, primals_50, primals_52, primals_54, primals_55, primals_56, add_4, add_8, addmm_3, add_16, add_19, add_20, add_24, add_27, addmm_9, addmm_10, add_32, getitem_25, rsqrt_8, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
