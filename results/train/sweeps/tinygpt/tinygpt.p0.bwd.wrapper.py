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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_0 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr2 = in_out_ptr1;
    auto out_ptr2 = in_out_ptr2;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(128.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp8 = tmp7 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(128.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            auto tmp21 = tmp20 * tmp16;
                            auto tmp22 = tmp21 * tmp15;
                            tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp19.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp21;
                            tmp_acc1_vec = tmp_acc1_vec + tmp22;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp16 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = tmp0 / tmp1;
                        auto tmp3 = static_cast<float>(1e-05);
                        auto tmp4 = float(tmp2 + tmp3);
                        auto tmp5 = 1 / std::sqrt(tmp4);
                        auto tmp6 = tmp5 / tmp1;
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp10 = at::vec::Vectorized<float>(tmp1);
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = tmp14 - tmp18;
                        auto tmp20 = at::vec::Vectorized<float>(tmp6);
                        auto tmp21 = tmp20 * tmp19;
                        tmp21.store(out_ptr6 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(128.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(524288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(524288L)))
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


cpp_fused_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp3 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(128.0);
                            auto tmp11 = tmp9 / tmp10;
                            auto tmp12 = static_cast<float>(1e-05);
                            auto tmp13 = float(tmp11 + tmp12);
                            auto tmp14 = 1 / std::sqrt(tmp13);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp2 * tmp16;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            tmp_acc2_vec = tmp_acc2_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(128.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp3 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp24 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp27 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp34 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(128.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
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
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp0 - tmp35;
                            auto tmp37 = tmp36 * tmp36;
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp33.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp37;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_sum_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_split_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 512L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 512L*x0));
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


cpp_fused_cat_transpose_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp17 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp20 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(128.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-05);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp6 * tmp13;
                            auto tmp15 = tmp0 * tmp14;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp1 - tmp18;
                            auto tmp21 = tmp20 / tmp8;
                            auto tmp22 = float(tmp21 + tmp10);
                            auto tmp23 = 1 / std::sqrt(tmp22);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp19 * tmp24;
                            auto tmp26 = tmp16 * tmp25;
                            tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp26;
                            tmp_acc3_vec = tmp_acc3_vec + tmp16;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(128.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-05);
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
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp22 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp25 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(128.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
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
                        tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp31.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_9 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
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
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(128.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp7 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(128.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-05);
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
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp22 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp25 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = static_cast<float>(128.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
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
                        tmp15.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp31.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(128.0);
                            auto tmp7 = tmp5 / tmp6;
                            auto tmp8 = static_cast<float>(1e-05);
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_split_sum_transpose_view_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 512L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 512L*x0));
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


cpp_fused_cat_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_arange_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_view_14 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 128L*x1), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 2048L), "index out of bounds: 0 <= tmp2 < 2048L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 128L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(128.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 128L*x1), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 2048L), "index out of bounds: 0 <= tmp2 < 2048L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 128L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 2048L), "index out of bounds: 0 <= tmp2 < 2048L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 128L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(128.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x2 + 128L*x1 + 16384L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp27 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = static_cast<float>(128.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = tmp11 / tmp7;
                        auto tmp14 = tmp13 * tmp1;
                        auto tmp15 = at::vec::Vectorized<float>(tmp7);
                        auto tmp16 = tmp14 * tmp15;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp0 * tmp21;
                        auto tmp23 = tmp19 - tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp12);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp5 + tmp25;
                        auto tmp28 = static_cast<int64_t>(2047);
                        auto tmp29 = min_propagate_nan(tmp28, tmp27);
                        auto tmp30 = static_cast<int64_t>(-2048);
                        auto tmp31 = max_propagate_nan(tmp30, tmp29);
                        auto tmp32 = 2048L;
                        auto tmp33 = c10::convert<int64_t>(tmp32);
                        auto tmp34 = int64_t(tmp31 + tmp33);
                        auto tmp35 = tmp31 < 0;
                        auto tmp36 = tmp35 ? tmp34 : tmp31;
                        auto tmp37 = static_cast<int64_t>(0);
                        auto tmp38 = tmp27 >= tmp37;
                        auto tmp39 = static_cast<int64_t>(2048);
                        auto tmp40 = tmp27 < tmp39;
                        auto tmp41 = decltype(tmp38)(tmp38 & tmp40);
                        auto tmp42 = static_cast<int64_t>(-1);
                        auto tmp43 = tmp27 != tmp42;
                        auto tmp44 = decltype(tmp41)(tmp41 & tmp43);
                        auto tmp45 = static_cast<float>(0.0);
                        auto tmp46 = at::vec::VecMask<float,1>::from(tmp44);
                        auto tmp47 = at::vec::Vectorized<float>(tmp45);
                        auto tmp48 = decltype(tmp26)::blendv(tmp47, tmp26, tmp46.template cast<float,1>());
                        tmp4.store(out_ptr6 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp26.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                        (tmp48 + at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 128L*tmp36))).store(out_ptr3 + static_cast<int64_t>(x1 + 128L*tmp36));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_arange_embedding_dense_backward_native_layer_norm_backward_sum_view_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 16384L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp0 = x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(0);
                        auto tmp3 = tmp1 >= tmp2;
                        auto tmp4 = static_cast<int64_t>(128);
                        auto tmp5 = tmp1 < tmp4;
                        auto tmp6 = decltype(tmp3)(tmp3 & tmp5);
                        auto tmp7 = static_cast<int64_t>(-1);
                        auto tmp8 = tmp1 != tmp7;
                        auto tmp9 = decltype(tmp6)(tmp6 & tmp8);
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::VecMask<float,1>::from(tmp9);
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = decltype(tmp10)::blendv(tmp13, tmp10, tmp12.template cast<float,1>());
                        (tmp14 + at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 128L*std::max(static_cast<int64_t>(-128L), static_cast<int64_t>(std::min(static_cast<int64_t>(127L), static_cast<int64_t>(x0))))))).store(out_ptr4 + static_cast<int64_t>(x1 + 128L*std::max(static_cast<int64_t>(-128L), static_cast<int64_t>(std::min(static_cast<int64_t>(127L), static_cast<int64_t>(x0))))));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_11, primals_12, primals_14, primals_16, primals_17, primals_18, primals_20, primals_22, primals_23, primals_24, primals_26, primals_28, primals_29, addmm, add_3, addmm_2, add_7, addmm_4, addmm_5, addmm_6, addmm_7, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (8, 128, 2048), (262144, 2048, 1), 'input')
        assert_size_stride(primals_1, (2048, 128), (128, 1), 'input')
        buf4 = empty_strided_cpu((1024, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_26, linear_8, permute_19, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 2048), (2048, 1), 0), primals_1, out=buf4)
        assert_size_stride(add_7, (8, 128, 128), (16384, 128, 1), 'input')
        assert_size_stride(addmm_5, (1024, 128), (128, 1), 'input')
        assert_size_stride(addmm_7, (1024, 128), (128, 1), 'input')
        assert_size_stride(primals_28, (128, ), (1, ), 'input')
        assert_size_stride(primals_29, (128, ), (1, ), 'input')
        buf0 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf16 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf3 = reinterpret_tensor(addmm_7, (8, 128, 128), (16384, 128, 1), 0); del addmm_7  # reuse
        buf104 = empty_strided_cpu((8, 128, 128), (16384, 128, 1), torch.float32)
        buf5 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf6 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf7 = empty_strided_cpu((8, 128, 128), (16384, 128, 1), torch.float32)
        buf17 = buf16; del buf16  # reuse
        buf8 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_26, (128, 512), (512, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_0(buf1, buf3, buf17, add_7, addmm_5, primals_28, primals_29, buf4, buf2, buf104, buf5, buf6, buf7, buf8, buf9)
        del buf1
        del buf2
        del buf3
        del buf4
        del buf5
        del buf6
        del primals_28
        del primals_29
        buf10 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_28, input_6, permute_21, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf7, (1024, 128), (128, 1), 0), primals_26, out=buf10)
        del primals_26
        assert_size_stride(addmm_6, (1024, 512), (512, 1), 'input')
        buf11 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        buf14 = reinterpret_tensor(buf10, (8, 128, 512), (65536, 512, 1), 0); del buf10  # reuse
        cpp_fused_gelu_gelu_backward_view_1(buf14, addmm_6, buf11)
        del addmm_6
        buf12 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_28, permute_22, input_4, input_5, input_6, mm_4], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf7, (128, 1024), (1, 128), 0), reinterpret_tensor(buf11, (1024, 512), (512, 1), 0), out=buf12)
        buf13 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_24, (512, 128), (128, 1), 'input')
        cpp_fused_sum_view_2(buf7, buf13)
        buf15 = empty_strided_cpu((1024, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_4, input_5, view_30, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_18, mul_29, view_31, permute_25, mm_5], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (1024, 512), (512, 1), 0), primals_24, out=buf15)
        del primals_24
        assert_size_stride(primals_22, (128, ), (1, ), 'input')
        assert_size_stride(primals_23, (128, ), (1, ), 'input')
        buf18 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf22 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf23 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf43 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf44 = buf43; del buf43  # reuse
        buf19 = empty_strided_cpu((8, 128, 128), (16384, 128, 1), torch.float32)
        buf26 = buf7; del buf7  # reuse
        buf45 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_3(buf44, buf26, add_7, addmm_5, buf17, buf15, primals_22, primals_23, buf18, buf22, buf23, buf19, buf45)
        del buf22
        del buf23
        del primals_22
        del primals_23
        buf20 = empty_strided_cpu((512, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_5, x_3, input_4, input_5, view_30, mul_24, mul_25, mul_26, exp, mul_27, mul_28, add_18, mul_29, view_31, permute_26, layer_norm_3, mm_6], Original ATen: [aten.view, aten.add, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (512, 1024), (1, 512), 0), reinterpret_tensor(buf19, (1024, 128), (128, 1), 0), out=buf20)
        buf21 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
        assert_size_stride(primals_20, (128, 128), (128, 1), 'input')
        cpp_fused_gelu_gelu_backward_sum_view_4(buf14, buf21)
        buf27 = reinterpret_tensor(buf19, (1024, 128), (128, 1), 0); del buf19  # reuse
        # Topologically Sorted Source Nodes: [view_34, linear_5, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (1024, 128), (128, 1), 0), primals_20, out=buf27)
        del primals_20
        assert_size_stride(addmm_4, (1024, 384), (384, 1), 'input')
        # Topologically Sorted Source Nodes: [linear_4, chunk_1, view_3, q_1, view_4, k_1, view_5, v_1, a_1], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf28 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(addmm_4, (8, 4, 128, 32), (49152, 32, 384, 1), 0), reinterpret_tensor(addmm_4, (8, 4, 128, 32), (49152, 32, 384, 1), 128), reinterpret_tensor(addmm_4, (8, 4, 128, 32), (49152, 32, 384, 1), 256), 0.0, True)
        buf29 = buf28[0]
        assert_size_stride(buf29, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf29 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        buf30 = buf28[1]
        assert_size_stride(buf30, (8, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf30 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf28
        buf33 = empty_strided_cpu((8, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_split_transpose_view_5(buf30, buf33)
        del buf30
        # Topologically Sorted Source Nodes: [linear_4, chunk_1, view_3, q_1, view_4, k_1, view_5, v_1, view_36, view_37, permute_33, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf34 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf27, (8, 4, 128, 32), (16384, 32, 128, 1), 0), reinterpret_tensor(addmm_4, (8, 4, 128, 32), (49152, 32, 384, 1), 0), reinterpret_tensor(addmm_4, (8, 4, 128, 32), (49152, 32, 384, 1), 128), reinterpret_tensor(addmm_4, (8, 4, 128, 32), (49152, 32, 384, 1), 256), buf29, buf33, 0.0, True)
        del addmm_4
        buf35 = buf34[0]
        assert_size_stride(buf35, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf35 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf41 = empty_strided_cpu((8, 128, 384), (49152, 384, 1), torch.float32)
        buf38 = reinterpret_tensor(buf41, (8, 128, 128), (49152, 384, 1), 0)  # alias
        cpp_fused_cat_transpose_view_6(buf35, buf38)
        del buf35
        buf36 = buf34[1]
        assert_size_stride(buf36, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf36 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf39 = reinterpret_tensor(buf41, (8, 128, 128), (49152, 384, 1), 128)  # alias
        cpp_fused_cat_transpose_view_6(buf36, buf39)
        del buf36
        buf37 = buf34[2]
        assert_size_stride(buf37, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf37 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf34
        buf40 = reinterpret_tensor(buf41, (8, 128, 128), (49152, 384, 1), 256)  # alias
        assert_size_stride(primals_18, (384, 128), (128, 1), 'input')
        cpp_fused_cat_transpose_view_6(buf37, buf40)
        del buf37
        del buf38
        del buf39
        del buf40
        buf42 = buf27; del buf27  # reuse
        # Topologically Sorted Source Nodes: [view_41, linear_4, permute_37, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (1024, 384), (384, 1), 0), primals_18, out=buf42)
        del primals_18
        buf24 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf25 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf51 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf52 = empty_strided_cpu((128, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_7(buf15, add_7, addmm_5, buf17, buf18, buf42, buf44, buf45, buf24, buf25, buf51, buf52)
        del addmm_5
        buf31 = empty_strided_cpu((128, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_34, permute_30, transpose_7, reshape_1, linear_5, mm_8], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf26, (128, 1024), (1, 128), 0), reinterpret_tensor(buf29, (1024, 128), (128, 1), 0), out=buf31)
        del buf29
        buf32 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_16, (128, ), (1, ), 'input')
        assert_size_stride(primals_17, (128, ), (1, ), 'input')
        buf49 = buf18; del buf18  # reuse
        buf50 = buf17; del buf17  # reuse
        buf46 = reinterpret_tensor(buf15, (8, 128, 128), (16384, 128, 1), 0); del buf15  # reuse
        buf53 = buf26; del buf26  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_8(buf53, buf42, primals_16, add_7, buf44, buf45, primals_17, buf32, buf49, buf50, buf46)
        del add_7
        del primals_16
        del primals_17
        buf47 = empty_strided_cpu((384, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_41, permute_38, layer_norm_2, linear_4, mm_10], Original ATen: [aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (384, 1024), (1, 384), 0), reinterpret_tensor(buf46, (1024, 128), (128, 1), 0), out=buf47)
        buf48 = empty_strided_cpu((1, 384), (384, 1), torch.float32)
        assert_size_stride(primals_14, (128, 512), (512, 1), 'input')
        cpp_fused_sum_view_9(buf41, buf48)
        buf54 = reinterpret_tensor(buf14, (1024, 512), (512, 1), 0); del buf14  # reuse
        # Topologically Sorted Source Nodes: [view_44, input_3, permute_41, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf53, (1024, 128), (128, 1), 0), primals_14, out=buf54)
        del primals_14
        assert_size_stride(addmm_2, (1024, 512), (512, 1), 'input')
        buf55 = buf11; del buf11  # reuse
        buf58 = reinterpret_tensor(buf54, (8, 128, 512), (65536, 512, 1), 0); del buf54  # reuse
        cpp_fused_gelu_gelu_backward_view_1(buf58, addmm_2, buf55)
        del addmm_2
        buf56 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_44, permute_42, input_1, input_2, input_3, mm_12], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf53, (128, 1024), (1, 128), 0), reinterpret_tensor(buf55, (1024, 512), (512, 1), 0), out=buf56)
        del buf55
        buf57 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_12, (512, 128), (128, 1), 'input')
        cpp_fused_sum_view_2(buf53, buf57)
        buf59 = reinterpret_tensor(buf46, (1024, 128), (128, 1), 0); del buf46  # reuse
        # Topologically Sorted Source Nodes: [input_1, input_2, view_46, mul_45, mul_46, mul_47, exp_1, mul_48, mul_49, add_22, mul_50, view_47, permute_45, mm_13], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf58, (1024, 512), (512, 1), 0), primals_12, out=buf59)
        del primals_12
        assert_size_stride(add_3, (8, 128, 128), (16384, 128, 1), 'input')
        assert_size_stride(primals_10, (128, ), (1, ), 'input')
        assert_size_stride(primals_11, (128, ), (1, ), 'input')
        buf60 = buf50; del buf50  # reuse
        buf61 = buf60; del buf60  # reuse
        buf62 = buf49; del buf49  # reuse
        buf66 = buf45; del buf45  # reuse
        buf67 = buf44; del buf44  # reuse
        buf63 = reinterpret_tensor(buf42, (8, 128, 128), (16384, 128, 1), 0); del buf42  # reuse
        buf70 = buf53; del buf53  # reuse
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_10(buf61, buf70, add_3, buf59, primals_10, primals_11, buf62, buf66, buf67, buf63)
        del primals_10
        del primals_11
        buf64 = empty_strided_cpu((512, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, input_2, view_46, mul_45, mul_46, mul_47, exp_1, mul_48, mul_49, add_22, mul_50, view_47, permute_46, layer_norm_1, mm_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf58, (512, 1024), (1, 512), 0), reinterpret_tensor(buf63, (1024, 128), (128, 1), 0), out=buf64)
        buf65 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
        buf68 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf69 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_8, (128, 128), (128, 1), 'input')
        cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_11(buf58, buf59, add_3, buf61, buf62, buf65, buf68, buf69)
        del add_3
        del buf58
        buf71 = buf59; del buf59  # reuse
        # Topologically Sorted Source Nodes: [view_50, linear_1, permute_49, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf70, (1024, 128), (128, 1), 0), primals_8, out=buf71)
        del primals_8
        assert_size_stride(addmm, (1024, 384), (384, 1), 'input')
        # Topologically Sorted Source Nodes: [linear, chunk, view, q, view_1, k, view_2, v, a], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf72 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(addmm, (8, 4, 128, 32), (49152, 32, 384, 1), 0), reinterpret_tensor(addmm, (8, 4, 128, 32), (49152, 32, 384, 1), 128), reinterpret_tensor(addmm, (8, 4, 128, 32), (49152, 32, 384, 1), 256), 0.0, True)
        buf73 = buf72[0]
        assert_size_stride(buf73, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf73 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        buf74 = buf72[1]
        assert_size_stride(buf74, (8, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf74 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf72
        buf75 = empty_strided_cpu((128, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_50, permute_50, transpose_3, reshape, linear_1, mm_16], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf70, (128, 1024), (1, 128), 0), reinterpret_tensor(buf73, (1024, 128), (128, 1), 0), out=buf75)
        buf76 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        buf77 = buf33; del buf33  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_split_sum_transpose_view_12(buf70, buf74, buf76, buf77)
        del buf74
        # Topologically Sorted Source Nodes: [linear, chunk, view, q, view_1, k, view_2, v, view_52, view_53, permute_53, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf78 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf71, (8, 4, 128, 32), (16384, 32, 128, 1), 0), reinterpret_tensor(addmm, (8, 4, 128, 32), (49152, 32, 384, 1), 0), reinterpret_tensor(addmm, (8, 4, 128, 32), (49152, 32, 384, 1), 128), reinterpret_tensor(addmm, (8, 4, 128, 32), (49152, 32, 384, 1), 256), buf73, buf77, 0.0, True)
        del addmm
        del buf73
        del buf77
        buf79 = buf78[0]
        assert_size_stride(buf79, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf79 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf80 = buf78[1]
        assert_size_stride(buf80, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf80 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf81 = buf78[2]
        assert_size_stride(buf81, (8, 4, 128, 32), (16384, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf81 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf78
        buf85 = buf41; del buf41  # reuse
        buf82 = reinterpret_tensor(buf85, (8, 128, 128), (49152, 384, 1), 0)  # alias
        buf83 = reinterpret_tensor(buf85, (8, 128, 128), (49152, 384, 1), 128)  # alias
        buf84 = reinterpret_tensor(buf85, (8, 128, 128), (49152, 384, 1), 256)  # alias
        assert_size_stride(primals_6, (384, 128), (128, 1), 'input')
        cpp_fused_cat_transpose_view_13(buf79, buf80, buf81, buf82, buf83, buf84)
        del buf79
        del buf80
        del buf81
        del buf82
        del buf83
        del buf84
        buf86 = buf71; del buf71  # reuse
        # Topologically Sorted Source Nodes: [view_57, linear, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf85, (1024, 384), (384, 1), 0), primals_6, out=buf86)
        del primals_6
        assert_size_stride(primals_2, (8, 128), (128, 1), 'input')
        assert_size_stride(primals_3, (128, 128), (128, 1), 'input')
        buf87 = buf62; del buf62  # reuse
        buf88 = buf87; del buf87  # reuse
        buf89 = buf61; del buf61  # reuse
        buf90 = buf63; del buf63  # reuse
        buf102 = empty_strided_cpu((2048, 128), (128, 1), torch.float32)
        assert_size_stride(primals_4, (128, ), (1, ), 'input')
        assert_size_stride(primals_5, (128, ), (1, ), 'input')
        buf94 = buf67; del buf67  # reuse
        buf95 = buf66; del buf66  # reuse
        buf91 = empty_strided_cpu((8, 128, 128), (16384, 128, 1), torch.float32)
        buf98 = buf70; del buf70  # reuse
        cpp_fused_add_arange_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_view_14(buf88, buf98, primals_2, primals_1, primals_3, buf86, primals_4, primals_5, buf89, buf90, buf102, buf94, buf95, buf91)
        del buf88
        del buf89
        del buf94
        del buf95
        del primals_1
        del primals_2
        del primals_3
        del primals_4
        del primals_5
        buf92 = empty_strided_cpu((384, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_57, permute_58, layer_norm, linear, mm_18], Original ATen: [aten.view, aten.t, aten.native_layer_norm, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf85, (384, 1024), (1, 384), 0), reinterpret_tensor(buf91, (1024, 128), (128, 1), 0), out=buf92)
        del buf91
        buf93 = empty_strided_cpu((1, 384), (384, 1), torch.float32)
        buf96 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf97 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf99 = empty_strided_cpu((1, 128, 128), (16384, 128, 1), torch.float32)
        buf100 = empty_strided_cpu((128, 128), (128, 1), torch.float32)
        cpp_fused_arange_embedding_dense_backward_native_layer_norm_backward_sum_view_15(buf85, buf86, buf90, buf98, buf93, buf96, buf97, buf99, buf100)
        del buf85
        del buf86
        del buf90
        del buf98
        del buf99
        buf105 = empty_strided_cpu((2048, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_26, permute_17, layer_norm_4, linear_8, addmm_default], Original ATen: [aten.view, aten.t, aten.native_layer_norm, aten.add]
        extern_kernels.addmm(buf102, reinterpret_tensor(tangents_1, (2048, 1024), (1, 2048), 0), reinterpret_tensor(buf104, (1024, 128), (128, 1), 0), alpha=1, beta=1, out=buf105)
        del buf102
        del buf104
        del tangents_1
        return (buf105, None, buf100, buf96, buf97, buf92, reinterpret_tensor(buf93, (384, ), (1, ), 0), buf75, reinterpret_tensor(buf76, (128, ), (1, ), 0), buf68, buf69, buf64, reinterpret_tensor(buf65, (512, ), (1, ), 0), buf56, reinterpret_tensor(buf57, (128, ), (1, ), 0), buf51, buf52, buf47, reinterpret_tensor(buf48, (384, ), (1, ), 0), buf31, reinterpret_tensor(buf32, (128, ), (1, ), 0), buf24, buf25, buf20, reinterpret_tensor(buf21, (512, ), (1, ), 0), buf12, reinterpret_tensor(buf13, (128, ), (1, ), 0), buf8, buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2048, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_3 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((384, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((384, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    addmm = rand_strided((1024, 384), (384, 1), device='cpu', dtype=torch.float32)
    add_3 = rand_strided((8, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    add_7 = rand_strided((8, 128, 128), (16384, 128, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((1024, 384), (384, 1), device='cpu', dtype=torch.float32)
    addmm_5 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((1024, 128), (128, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((8, 128, 2048), (262144, 2048, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_11, primals_12, primals_14, primals_16, primals_17, primals_18, primals_20, primals_22, primals_23, primals_24, primals_26, primals_28, primals_29, addmm, add_3, addmm_2, add_7, addmm_4, addmm_5, addmm_6, addmm_7, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
