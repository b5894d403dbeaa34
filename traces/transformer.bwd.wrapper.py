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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 32L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 32L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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


cpp_fused_add_div_expand_mul_neg_pow_sub_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(32L);
        float* local_buffer_data_0 = buf_local_buffer_data_0.get();
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp10 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp3 = tmp2.neg();
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 / tmp11;
                            auto tmp13 = tmp12 / tmp11;
                            auto tmp14 = tmp3 * tmp13;
                            auto tmp15 = tmp2 / tmp11;
                            auto tmp16 = tmp15.neg();
                            tmp_acc0_vec = tmp_acc0_vec + tmp14;
                            tmp_acc1_vec = tmp_acc1_vec + tmp16;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp10 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(2.0);
                            auto tmp3 = float(tmp1 * tmp2);
                            auto tmp4 = tmp0 / tmp3;
                            auto tmp5 = static_cast<float>(32.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp13 = at::vec::Vectorized<float>(tmp2);
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp15 = at::vec::Vectorized<float>(tmp6);
                            auto tmp16 = tmp15 * tmp14;
                            auto tmp17 = tmp16.neg();
                            tmp16.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                            tmp_acc0_vec = tmp_acc0_vec + tmp17;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp11 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 * tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = tmp0 + tmp6;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = static_cast<float>(32.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp9 + tmp15;
                        tmp16.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 8L*x1 + 32L*x2 + 256L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 64L*x1 + 256L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
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


cpp_fused_add_div_mul_sub_sum_view_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp1 - tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 / tmp16;
                            auto tmp18 = tmp11 * tmp17;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp18;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
        primals_1, primals_3, primals_5, primals_7, primals_8, primals_10, mean, sqrt, view, permute_default, permute_default_1, permute_default_2, getitem_3, getitem_4, view_12, addmm_1, mean_2, sqrt_1, view_14, addmm_2, view_16, tangents_1 = args
        args.clear()
        assert_size_stride(getitem_4, (2, 4, 8), (32, 1, 4), 'input')
        buf17 = empty_strided_cpu((2, 4, 8), (32, 8, 1), torch.float32)
        assert_size_stride(tangents_1, (2, 8, 32), (256, 32, 1), 'input')
        buf2 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        assert_size_stride(primals_10, (32, 128), (128, 1), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_sum_transpose_view_0(getitem_4, tangents_1, buf17, buf2)
        del getitem_4
        buf0 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_18, linear_3, permute_9, mm], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (16, 32), (32, 1), 0), primals_10, out=buf0)
        del primals_10
        assert_size_stride(addmm_2, (16, 128), (128, 1), 'input')
        buf3 = reinterpret_tensor(buf0, (2, 8, 128), (1024, 128, 1), 0); del buf0  # reuse
        buf6 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_8, (128, 32), (32, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_1(buf3, addmm_2, buf6)
        del addmm_2
        buf4 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_6, mul_7, mul_8, exp_1, mul_9, mul_10, add_6, mul_11, view_21, permute_13, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 128), (128, 1), 0), primals_8, out=buf4)
        del primals_8
        assert_size_stride_grouped((primals_7, primals_1, addmm_1, mean_2, sqrt_1), ((32, ), (2, 8, 32), (16, 32), (2, 8, 1), (2, 8, 1)), ((1, ), (256, 32, 1), (32, 1), (8, 1, 1), (8, 1, 1)), 'input')
        buf8 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf9 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf11 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf12 = empty_strided_cpu((2, 8, 32), (256, 32, 1), torch.float32)
        buf15 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        assert_size_stride(primals_5, (32, 32), (32, 1), 'input')
        cpp_fused_add_div_expand_mul_neg_pow_sub_sum_view_2(buf4, primals_7, primals_1, addmm_1, mean_2, sqrt_1, tangents_1, buf8, buf9, buf11, buf12, buf15)
        del buf11
        del buf8
        del buf9
        del primals_7
        buf13 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_23, mul_13, div_6, add_7, add_8, add_9, expand_5, div_9, add_10, view_25, linear_1, permute_17, mm_4], Original ATen: [aten.view, aten.mul, aten.div, aten.add, aten.expand, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (16, 32), (32, 1), 0), primals_5, out=buf13)
        del primals_5
        buf16 = empty_strided_cpu((2, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        assert_size_stride_grouped((permute_default, permute_default_1, permute_default_2, getitem_3), ((2, 4, 8, 8), (2, 4, 8, 8), (2, 4, 8, 8), (2, 4, 8, 8)), ((768, 8, 96, 1), (768, 8, 96, 1), (768, 8, 96, 1), (256, 8, 32, 1)), 'input')
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_clone_transpose_view_3(buf13, buf16)
        del buf13
        # Topologically Sorted Source Nodes: [view_27, view_28, permute_21, clone_4, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf18 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(buf16, permute_default, permute_default_1, permute_default_2, getitem_3, buf17, 0.0, False, scale=0.35355339059327373)
        del buf16
        del buf17
        del getitem_3
        del permute_default
        del permute_default_1
        del permute_default_2
        buf19 = buf18[0]
        assert_tensor_metadata(buf19, (2, 4, 8, 8), (256, 8, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf19 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf25 = empty_strided_cpu((2, 8, 96), (768, 96, 1), torch.float32)
        buf22 = reinterpret_tensor(buf25, (2, 8, 32), (768, 96, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_transpose_view_4(buf19, buf22)
        del buf19
        buf20 = buf18[1]
        assert_tensor_metadata(buf20, (2, 4, 8, 8), (256, 8, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf20 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf23 = reinterpret_tensor(buf25, (2, 8, 32), (768, 96, 1), 32)  # alias
        cpp_fused__unsafe_view_cat_transpose_view_4(buf20, buf23)
        del buf20
        buf21 = buf18[2]
        assert_tensor_metadata(buf21, (2, 4, 8, 8), (256, 8, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf21 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf18
        buf24 = reinterpret_tensor(buf25, (2, 8, 32), (768, 96, 1), 64)  # alias
        assert_size_stride(view_12, (16, 32), (32, 1), 'input')
        cpp_fused__unsafe_view_cat_transpose_view_4(buf21, buf24)
        del buf21
        del buf22
        del buf23
        del buf24
        buf14 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_23, mul_13, div_6, add_7, add_8, add_9, expand_5, div_9, add_10, view_25, permute_18, mm_5], Original ATen: [aten.view, aten.mul, aten.div, aten.add, aten.expand, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (32, 16), (1, 32), 0), view_12, out=buf14)
        del view_12
        buf28 = empty_strided_cpu((1, 96), (96, 1), torch.float32)
        assert_size_stride(primals_3, (96, 32), (32, 1), 'input')
        cpp_fused_sum_view_5(buf25, buf28)
        buf26 = reinterpret_tensor(buf12, (16, 32), (32, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [view_38, linear, permute_30, mm_6], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (16, 96), (96, 1), 0), primals_3, out=buf26)
        del primals_3
        assert_size_stride_grouped((mean, sqrt), ((2, 8, 1), (2, 8, 1)), ((8, 1, 1), (8, 1, 1)), 'input')
        buf7 = empty_strided_cpu((1, 1, 32), (32, 32, 1), torch.float32)
        buf29 = empty_strided_cpu((1, 1, 32), (32, 32, 1), torch.float32)
        assert_size_stride(view, (16, 32), (32, 1), 'input')
        cpp_fused_add_div_mul_sub_sum_view_6(buf4, primals_1, addmm_1, mean_2, sqrt_1, buf26, mean, sqrt, buf7, buf29)
        del addmm_1
        del buf26
        del buf4
        del mean
        del mean_2
        del primals_1
        del sqrt
        del sqrt_1
        buf27 = empty_strided_cpu((96, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_38, permute_31, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (96, 16), (1, 96), 0), view, out=buf27)
        del buf25
        del view
        assert_size_stride(view_14, (16, 32), (32, 1), 'input')
        buf5 = empty_strided_cpu((128, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_6, mul_7, mul_8, exp_1, mul_9, mul_10, add_6, mul_11, view_21, permute_14, mm_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (128, 16), (1, 128), 0), view_14, out=buf5)
        del buf3
        del view_14
        assert_size_stride(view_16, (16, 128), (128, 1), 'input')
        buf1 = empty_strided_cpu((32, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_18, permute_10, mm_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (32, 16), (1, 32), 0), view_16, out=buf1)
        del tangents_1
        del view_16
        return (None, reinterpret_tensor(buf29, (32, ), (1, ), 0), buf27, reinterpret_tensor(buf28, (96, ), (1, ), 0), buf14, reinterpret_tensor(buf15, (32, ), (1, ), 0), reinterpret_tensor(buf7, (32, ), (1, ), 0), buf5, reinterpret_tensor(buf6, (128, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (32, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 8, 32), (256, 32, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((32, 128), (128, 1), device='cpu', dtype=torch.float32)
    mean = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    sqrt = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    permute_default = rand_strided((2, 4, 8, 8), (768, 8, 96, 1), device='cpu', dtype=torch.float32)
    permute_default_1 = rand_strided((2, 4, 8, 8), (768, 8, 96, 1), device='cpu', dtype=torch.float32)
    permute_default_2 = rand_strided((2, 4, 8, 8), (768, 8, 96, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 4, 8, 8), (256, 8, 32, 1), device='cpu', dtype=torch.float32)
    getitem_4 = rand_strided((2, 4, 8), (32, 1, 4), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    mean_2 = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    sqrt_1 = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    view_14 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((16, 128), (128, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((16, 128), (128, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 8, 32), (256, 32, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_5, primals_7, primals_8, primals_10, mean, sqrt, view, permute_default, permute_default_1, permute_default_2, getitem_3, getitem_4, view_12, addmm_1, mean_2, sqrt_1, view_14, addmm_2, view_16, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
