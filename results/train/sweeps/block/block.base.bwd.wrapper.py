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


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_sum_transpose_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 64L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 64L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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


cpp_fused_gelu_gelu_backward_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(64.0);
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
                        tmp26.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 16L*x1 + 64L*x2 + 1024L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 1024L*x0));
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


cpp_fused__unsafe_view_cat_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp1 - tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp11 * tmp17;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp18;
                            tmp_acc3_vec = tmp_acc3_vec + tmp11;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
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
        primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, permute_default, permute_default_1, permute_default_2, getitem_7, getitem_8, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, tangents_1 = args
        args.clear()
        assert_size_stride(getitem_8, (2, 4, 16), (64, 1, 4), 'input')
        buf16 = empty_strided_cpu((2, 4, 16), (64, 16, 1), torch.float32)
        assert_size_stride(tangents_1, (2, 16, 64), (1024, 64, 1), 'input')
        buf2 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(primals_12, (64, 256), (256, 1), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_sum_transpose_view_0(getitem_8, tangents_1, buf16, buf2)
        del getitem_8
        buf0 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_18, input_3, permute_9, mm], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (32, 64), (64, 1), 0), primals_12, out=buf0)
        del primals_12
        assert_size_stride(addmm_2, (32, 256), (256, 1), 'input')
        buf3 = reinterpret_tensor(buf0, (2, 16, 256), (4096, 256, 1), 0); del buf0  # reuse
        buf6 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(primals_10, (256, 64), (64, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf3, addmm_2, buf6)
        del addmm_2
        buf4 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_20, input_1, input_2, mul_8, mul_9, mul_10, exp_1, mul_11, mul_12, add_8, mul_13, view_21, permute_13, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (32, 256), (256, 1), 0), primals_10, out=buf4)
        del primals_10
        assert_size_stride(primals_8, (64, ), (1, ), 'input')
        assert_size_stride(primals_1, (2, 16, 64), (1024, 64, 1), 'input')
        assert_size_stride(addmm_1, (32, 64), (64, 1), 'input')
        assert_size_stride(getitem_6, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(rsqrt_1, (2, 16, 1), (16, 1, 1), 'input')
        buf7 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf8 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf11 = empty_strided_cpu((2, 16, 64), (1024, 64, 1), torch.float32)
        buf14 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        assert_size_stride(primals_6, (64, 64), (64, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_2(buf4, primals_8, primals_1, addmm_1, getitem_6, rsqrt_1, tangents_1, buf7, buf8, buf11, buf14)
        del buf7
        del buf8
        del primals_8
        buf12 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_23, mul_15, mul_16, linear_1, x, layer_norm_1, mul_18, sub_4, sub_5, div_2, mul_19, add_9, view_24, permute_17, mm_4], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (32, 64), (64, 1), 0), primals_6, out=buf12)
        del primals_6
        buf15 = empty_strided_cpu((2, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride(permute_default, (2, 4, 16, 16), (3072, 16, 192, 1), 'input')
        assert_size_stride(permute_default_1, (2, 4, 16, 16), (3072, 16, 192, 1), 'input')
        assert_size_stride(permute_default_2, (2, 4, 16, 16), (3072, 16, 192, 1), 'input')
        assert_size_stride(getitem_7, (2, 4, 16, 16), (1024, 16, 64, 1), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_transpose_view_3(buf12, buf15)
        del buf12
        # Topologically Sorted Source Nodes: [view_26, view_27, permute_21, clone_4, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf17 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(buf15, permute_default, permute_default_1, permute_default_2, getitem_7, buf16, 0.0, False, scale=0.25)
        del buf15
        del buf16
        del getitem_7
        del permute_default
        del permute_default_1
        del permute_default_2
        buf18 = buf17[0]
        assert_size_stride(buf18, (2, 4, 16, 16), (1024, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf18 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf24 = empty_strided_cpu((2, 16, 192), (3072, 192, 1), torch.float32)
        buf21 = reinterpret_tensor(buf24, (2, 16, 64), (3072, 192, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_transpose_view_4(buf18, buf21)
        del buf18
        buf19 = buf17[1]
        assert_size_stride(buf19, (2, 4, 16, 16), (1024, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf19 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf22 = reinterpret_tensor(buf24, (2, 16, 64), (3072, 192, 1), 64)  # alias
        cpp_fused__unsafe_view_cat_transpose_view_4(buf19, buf22)
        del buf19
        buf20 = buf17[2]
        assert_size_stride(buf20, (2, 4, 16, 16), (1024, 16, 64, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf20 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf17
        buf23 = reinterpret_tensor(buf24, (2, 16, 64), (3072, 192, 1), 128)  # alias
        assert_size_stride(view_12, (32, 64), (64, 1), 'input')
        cpp_fused__unsafe_view_cat_transpose_view_4(buf20, buf23)
        del buf20
        del buf21
        del buf22
        del buf23
        buf13 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_23, mul_15, mul_16, linear_1, x, layer_norm_1, mul_18, sub_4, sub_5, div_2, mul_19, add_9, view_24, permute_18, mm_5], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (64, 32), (1, 64), 0), view_12, out=buf13)
        del view_12
        buf27 = empty_strided_cpu((1, 192), (192, 1), torch.float32)
        assert_size_stride(primals_4, (192, 64), (64, 1), 'input')
        cpp_fused_sum_view_5(buf24, buf27)
        buf25 = reinterpret_tensor(buf11, (32, 64), (64, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [view_37, linear, permute_30, mm_6], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf24, (32, 192), (192, 1), 0), primals_4, out=buf25)
        del primals_4
        assert_size_stride(getitem_1, (2, 16, 1), (16, 1, 1), 'input')
        assert_size_stride(rsqrt, (2, 16, 1), (16, 1, 1), 'input')
        buf9 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf29 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(view, (32, 64), (64, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_6(buf4, primals_1, addmm_1, getitem_6, rsqrt_1, buf25, getitem_1, rsqrt, buf9, buf10, buf28, buf29)
        del addmm_1
        del buf25
        del buf4
        del getitem_1
        del getitem_6
        del primals_1
        del rsqrt
        del rsqrt_1
        buf26 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_37, permute_31, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf24, (192, 32), (1, 192), 0), view, out=buf26)
        del buf24
        del view
        assert_size_stride(view_14, (32, 64), (64, 1), 'input')
        buf5 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_20, input_1, input_2, mul_8, mul_9, mul_10, exp_1, mul_11, mul_12, add_8, mul_13, view_21, permute_14, mm_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (256, 32), (1, 256), 0), view_14, out=buf5)
        del buf3
        del view_14
        assert_size_stride(view_16, (32, 256), (256, 1), 'input')
        buf1 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_18, permute_10, mm_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (64, 32), (1, 64), 0), view_16, out=buf1)
        del tangents_1
        del view_16
        return (None, buf28, buf29, buf26, reinterpret_tensor(buf27, (192, ), (1, ), 0), buf13, reinterpret_tensor(buf14, (64, ), (1, ), 0), buf9, buf10, buf5, reinterpret_tensor(buf6, (256, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (64, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((192, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    permute_default = rand_strided((2, 4, 16, 16), (3072, 16, 192, 1), device='cpu', dtype=torch.float32)
    permute_default_1 = rand_strided((2, 4, 16, 16), (3072, 16, 192, 1), device='cpu', dtype=torch.float32)
    permute_default_2 = rand_strided((2, 4, 16, 16), (3072, 16, 192, 1), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((2, 4, 16, 16), (1024, 16, 64, 1), device='cpu', dtype=torch.float32)
    getitem_8 = rand_strided((2, 4, 16), (64, 1, 4), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 16, 1), (16, 1, 1), device='cpu', dtype=torch.float32)
    view_14 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 16, 64), (1024, 64, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, permute_default, permute_default_1, permute_default_2, getitem_7, getitem_8, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
