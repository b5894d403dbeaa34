# AOT ID: ['0_inference']
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


cpp_fused_add_embedding_expand_gather_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 512L*x0)];
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
                            tmp16.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 393216L*x0));
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 393216L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 32768L*x1 + 393216L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 393216L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 32768L*x1 + 393216L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 393216L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 32768L*x1 + 393216L*x0));
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


cpp_fused_clone_transpose_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 32768L*x2 + 393216L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 768L*x1 + 393216L*x0));
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


cpp_fused_add_native_layer_norm_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_4 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12582912L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12582912L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_tanh_5 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6144L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.tanh();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1), ((8, 512), (30522, 768), (1, 512), (1, 512), (2, 768), (512, 768)), ((512, 1), (768, 1), (512, 1), (512, 1), (768, 1), (768, 1)), 'input')
        buf0 = empty_strided_cpu((8, 512, 768), (393216, 768, 1), torch.float32)
        assert_size_stride_grouped((arg6_1, arg7_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf1 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf2 = buf1; del buf1  # reuse
        buf3 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf4 = buf0; del buf0  # reuse
        assert_size_stride_grouped((arg9_1, arg8_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_embedding_expand_gather_native_layer_norm_0(buf2, buf4, arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, buf3)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        buf5 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg9_1, reinterpret_tensor(buf4, (4096, 768), (768, 1), 0), reinterpret_tensor(arg8_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf5)
        del arg8_1
        del arg9_1
        assert_size_stride_grouped((arg11_1, arg10_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf6 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg11_1, reinterpret_tensor(buf4, (4096, 768), (768, 1), 0), reinterpret_tensor(arg10_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf6)
        del arg10_1
        del arg11_1
        assert_size_stride_grouped((arg13_1, arg12_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf7 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg13_1, reinterpret_tensor(buf4, (4096, 768), (768, 1), 0), reinterpret_tensor(arg12_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf7)
        del arg12_1
        del arg13_1
        buf8 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf9 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf10 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf5, buf6, buf7, buf8, buf9, buf10)
        del buf5
        del buf6
        del buf7
        # Topologically Sorted Source Nodes: [linear, view, query_layer, linear_1, view_1, key_layer, linear_2, view_2, value_layer], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf8, buf9, buf10, scale=0.125)
        del buf10
        del buf8
        buf12 = buf11[0]
        assert_tensor_metadata(buf12, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf12, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf11
        buf14 = reinterpret_tensor(buf9, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf9  # reuse
        assert_size_stride_grouped((arg15_1, arg14_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf12, buf14)
        buf15 = reinterpret_tensor(buf12, (4096, 768), (768, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [transpose_4, attn_output_1, reshape, hidden_states], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg15_1, reinterpret_tensor(buf14, (4096, 768), (768, 1), 0), reinterpret_tensor(arg14_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf15)
        del arg14_1
        del arg15_1
        del buf14
        assert_size_stride_grouped((arg16_1, arg17_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf16 = buf3; del buf3  # reuse
        buf17 = buf16; del buf16  # reuse
        buf18 = buf2; del buf2  # reuse
        buf19 = reinterpret_tensor(buf15, (8, 512, 768), (393216, 768, 1), 0); del buf15  # reuse
        assert_size_stride_grouped((arg19_1, arg18_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf17, buf19, buf4, arg16_1, arg17_1, buf18)
        del arg16_1
        del arg17_1
        del buf17
        del buf18
        del buf4
        buf20 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg19_1, reinterpret_tensor(buf19, (4096, 768), (768, 1), 0), reinterpret_tensor(arg18_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf20)
        del arg18_1
        del arg19_1
        buf21 = reinterpret_tensor(buf20, (8, 512, 3072), (1572864, 3072, 1), 0); del buf20  # reuse
        assert_size_stride_grouped((arg21_1, arg20_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf21)
        buf22 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg21_1, reinterpret_tensor(buf21, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg20_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf22)
        del arg20_1
        del arg21_1
        del buf21
        assert_size_stride_grouped((arg22_1, arg23_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf23 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf24 = buf23; del buf23  # reuse
        buf25 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf26 = reinterpret_tensor(buf22, (8, 512, 768), (393216, 768, 1), 0); del buf22  # reuse
        assert_size_stride_grouped((arg25_1, arg24_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf24, buf26, buf19, arg22_1, arg23_1, buf25)
        del arg22_1
        del arg23_1
        buf27 = reinterpret_tensor(buf19, (4096, 768), (768, 1), 0); del buf19  # reuse
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg25_1, reinterpret_tensor(buf26, (4096, 768), (768, 1), 0), reinterpret_tensor(arg24_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf27)
        del arg24_1
        del arg25_1
        assert_size_stride_grouped((arg27_1, arg26_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf28 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg27_1, reinterpret_tensor(buf26, (4096, 768), (768, 1), 0), reinterpret_tensor(arg26_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf28)
        del arg26_1
        del arg27_1
        assert_size_stride_grouped((arg29_1, arg28_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf29 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg29_1, reinterpret_tensor(buf26, (4096, 768), (768, 1), 0), reinterpret_tensor(arg28_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf29)
        del arg28_1
        del arg29_1
        buf30 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf31 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf32 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf27, buf28, buf29, buf30, buf31, buf32)
        del buf27
        del buf28
        del buf29
        # Topologically Sorted Source Nodes: [linear_6, view_3, query_layer_1, linear_7, view_4, key_layer_1, linear_8, view_5, value_layer_1], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf33 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf30, buf31, buf32, scale=0.125)
        del buf30
        del buf31
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf33
        buf36 = reinterpret_tensor(buf32, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf32  # reuse
        assert_size_stride_grouped((arg31_1, arg30_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf34, buf36)
        buf37 = reinterpret_tensor(buf34, (4096, 768), (768, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [transpose_9, attn_output_4, reshape_1, hidden_states_8], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg31_1, reinterpret_tensor(buf36, (4096, 768), (768, 1), 0), reinterpret_tensor(arg30_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf37)
        del arg30_1
        del arg31_1
        del buf36
        assert_size_stride_grouped((arg32_1, arg33_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf38 = buf25; del buf25  # reuse
        buf39 = buf38; del buf38  # reuse
        buf40 = buf24; del buf24  # reuse
        buf41 = reinterpret_tensor(buf37, (8, 512, 768), (393216, 768, 1), 0); del buf37  # reuse
        assert_size_stride_grouped((arg35_1, arg34_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf39, buf41, buf26, arg32_1, arg33_1, buf40)
        del arg32_1
        del arg33_1
        del buf26
        del buf39
        del buf40
        buf42 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg35_1, reinterpret_tensor(buf41, (4096, 768), (768, 1), 0), reinterpret_tensor(arg34_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf42)
        del arg34_1
        del arg35_1
        buf43 = reinterpret_tensor(buf42, (8, 512, 3072), (1572864, 3072, 1), 0); del buf42  # reuse
        assert_size_stride_grouped((arg37_1, arg36_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf43)
        buf44 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, hidden_states_13], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg37_1, reinterpret_tensor(buf43, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg36_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf44)
        del arg36_1
        del arg37_1
        del buf43
        assert_size_stride_grouped((arg38_1, arg39_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf45 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf46 = buf45; del buf45  # reuse
        buf47 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf48 = reinterpret_tensor(buf44, (8, 512, 768), (393216, 768, 1), 0); del buf44  # reuse
        assert_size_stride_grouped((arg41_1, arg40_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf46, buf48, buf41, arg38_1, arg39_1, buf47)
        del arg38_1
        del arg39_1
        buf49 = reinterpret_tensor(buf41, (4096, 768), (768, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg41_1, reinterpret_tensor(buf48, (4096, 768), (768, 1), 0), reinterpret_tensor(arg40_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf49)
        del arg40_1
        del arg41_1
        assert_size_stride_grouped((arg43_1, arg42_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf50 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg43_1, reinterpret_tensor(buf48, (4096, 768), (768, 1), 0), reinterpret_tensor(arg42_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf50)
        del arg42_1
        del arg43_1
        assert_size_stride_grouped((arg45_1, arg44_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf51 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg45_1, reinterpret_tensor(buf48, (4096, 768), (768, 1), 0), reinterpret_tensor(arg44_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf51)
        del arg44_1
        del arg45_1
        buf52 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf53 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf54 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf49, buf50, buf51, buf52, buf53, buf54)
        del buf49
        del buf50
        del buf51
        # Topologically Sorted Source Nodes: [linear_12, view_6, query_layer_2, linear_13, view_7, key_layer_2, linear_14, view_8, value_layer_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf55 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf52, buf53, buf54, scale=0.125)
        del buf52
        del buf53
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf56, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf55
        buf58 = reinterpret_tensor(buf54, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf54  # reuse
        assert_size_stride_grouped((arg47_1, arg46_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf56, buf58)
        buf59 = reinterpret_tensor(buf56, (4096, 768), (768, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [transpose_14, attn_output_7, reshape_2, hidden_states_16], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg47_1, reinterpret_tensor(buf58, (4096, 768), (768, 1), 0), reinterpret_tensor(arg46_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf59)
        del arg46_1
        del arg47_1
        del buf58
        assert_size_stride_grouped((arg48_1, arg49_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf60 = buf47; del buf47  # reuse
        buf61 = buf60; del buf60  # reuse
        buf62 = buf46; del buf46  # reuse
        buf63 = reinterpret_tensor(buf59, (8, 512, 768), (393216, 768, 1), 0); del buf59  # reuse
        assert_size_stride_grouped((arg51_1, arg50_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf61, buf63, buf48, arg48_1, arg49_1, buf62)
        del arg48_1
        del arg49_1
        del buf48
        del buf61
        del buf62
        buf64 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_19], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg51_1, reinterpret_tensor(buf63, (4096, 768), (768, 1), 0), reinterpret_tensor(arg50_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf64)
        del arg50_1
        del arg51_1
        buf65 = reinterpret_tensor(buf64, (8, 512, 3072), (1572864, 3072, 1), 0); del buf64  # reuse
        assert_size_stride_grouped((arg53_1, arg52_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf65)
        buf66 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_19, hidden_states_20, hidden_states_21], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg53_1, reinterpret_tensor(buf65, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg52_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf66)
        del arg52_1
        del arg53_1
        del buf65
        assert_size_stride_grouped((arg54_1, arg55_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf67 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf68 = buf67; del buf67  # reuse
        buf69 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf70 = reinterpret_tensor(buf66, (8, 512, 768), (393216, 768, 1), 0); del buf66  # reuse
        assert_size_stride_grouped((arg57_1, arg56_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf68, buf70, buf63, arg54_1, arg55_1, buf69)
        del arg54_1
        del arg55_1
        buf71 = reinterpret_tensor(buf63, (4096, 768), (768, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg57_1, reinterpret_tensor(buf70, (4096, 768), (768, 1), 0), reinterpret_tensor(arg56_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf71)
        del arg56_1
        del arg57_1
        assert_size_stride_grouped((arg59_1, arg58_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf72 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg59_1, reinterpret_tensor(buf70, (4096, 768), (768, 1), 0), reinterpret_tensor(arg58_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf72)
        del arg58_1
        del arg59_1
        assert_size_stride_grouped((arg61_1, arg60_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf73 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg61_1, reinterpret_tensor(buf70, (4096, 768), (768, 1), 0), reinterpret_tensor(arg60_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf73)
        del arg60_1
        del arg61_1
        buf74 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf75 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf76 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf71, buf72, buf73, buf74, buf75, buf76)
        del buf71
        del buf72
        del buf73
        # Topologically Sorted Source Nodes: [linear_18, view_9, query_layer_3, linear_19, view_10, key_layer_3, linear_20, view_11, value_layer_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf77 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf74, buf75, buf76, scale=0.125)
        del buf74
        del buf75
        buf78 = buf77[0]
        assert_tensor_metadata(buf78, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf78, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf77
        buf80 = reinterpret_tensor(buf76, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf76  # reuse
        assert_size_stride_grouped((arg63_1, arg62_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf78, buf80)
        buf81 = reinterpret_tensor(buf78, (4096, 768), (768, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, attn_output_10, reshape_3, hidden_states_24], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg63_1, reinterpret_tensor(buf80, (4096, 768), (768, 1), 0), reinterpret_tensor(arg62_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf81)
        del arg62_1
        del arg63_1
        del buf80
        assert_size_stride_grouped((arg64_1, arg65_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf82 = buf69; del buf69  # reuse
        buf83 = buf82; del buf82  # reuse
        buf84 = buf68; del buf68  # reuse
        buf85 = reinterpret_tensor(buf81, (8, 512, 768), (393216, 768, 1), 0); del buf81  # reuse
        assert_size_stride_grouped((arg67_1, arg66_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf83, buf85, buf70, arg64_1, arg65_1, buf84)
        del arg64_1
        del arg65_1
        del buf70
        del buf83
        del buf84
        buf86 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_27], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg67_1, reinterpret_tensor(buf85, (4096, 768), (768, 1), 0), reinterpret_tensor(arg66_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf86)
        del arg66_1
        del arg67_1
        buf87 = reinterpret_tensor(buf86, (8, 512, 3072), (1572864, 3072, 1), 0); del buf86  # reuse
        assert_size_stride_grouped((arg69_1, arg68_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf87)
        buf88 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, hidden_states_29], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg69_1, reinterpret_tensor(buf87, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg68_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf88)
        del arg68_1
        del arg69_1
        del buf87
        assert_size_stride_grouped((arg70_1, arg71_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf89 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf90 = buf89; del buf89  # reuse
        buf91 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf92 = reinterpret_tensor(buf88, (8, 512, 768), (393216, 768, 1), 0); del buf88  # reuse
        assert_size_stride_grouped((arg73_1, arg72_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf90, buf92, buf85, arg70_1, arg71_1, buf91)
        del arg70_1
        del arg71_1
        buf93 = reinterpret_tensor(buf85, (4096, 768), (768, 1), 0); del buf85  # reuse
        # Topologically Sorted Source Nodes: [linear_24], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg73_1, reinterpret_tensor(buf92, (4096, 768), (768, 1), 0), reinterpret_tensor(arg72_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf93)
        del arg72_1
        del arg73_1
        assert_size_stride_grouped((arg75_1, arg74_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf94 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg75_1, reinterpret_tensor(buf92, (4096, 768), (768, 1), 0), reinterpret_tensor(arg74_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf94)
        del arg74_1
        del arg75_1
        assert_size_stride_grouped((arg77_1, arg76_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf95 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg77_1, reinterpret_tensor(buf92, (4096, 768), (768, 1), 0), reinterpret_tensor(arg76_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf95)
        del arg76_1
        del arg77_1
        buf96 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf97 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf98 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf93, buf94, buf95, buf96, buf97, buf98)
        del buf93
        del buf94
        del buf95
        # Topologically Sorted Source Nodes: [linear_24, view_12, query_layer_4, linear_25, view_13, key_layer_4, linear_26, view_14, value_layer_4], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf99 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf96, buf97, buf98, scale=0.125)
        del buf96
        del buf97
        buf100 = buf99[0]
        assert_tensor_metadata(buf100, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf100, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf99
        buf102 = reinterpret_tensor(buf98, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf98  # reuse
        assert_size_stride_grouped((arg79_1, arg78_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf100, buf102)
        buf103 = reinterpret_tensor(buf100, (4096, 768), (768, 1), 0); del buf100  # reuse
        # Topologically Sorted Source Nodes: [transpose_24, attn_output_13, reshape_4, hidden_states_32], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg79_1, reinterpret_tensor(buf102, (4096, 768), (768, 1), 0), reinterpret_tensor(arg78_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf103)
        del arg78_1
        del arg79_1
        del buf102
        assert_size_stride_grouped((arg80_1, arg81_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf104 = buf91; del buf91  # reuse
        buf105 = buf104; del buf104  # reuse
        buf106 = buf90; del buf90  # reuse
        buf107 = reinterpret_tensor(buf103, (8, 512, 768), (393216, 768, 1), 0); del buf103  # reuse
        assert_size_stride_grouped((arg83_1, arg82_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf105, buf107, buf92, arg80_1, arg81_1, buf106)
        del arg80_1
        del arg81_1
        del buf105
        del buf106
        del buf92
        buf108 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_35], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg83_1, reinterpret_tensor(buf107, (4096, 768), (768, 1), 0), reinterpret_tensor(arg82_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf108)
        del arg82_1
        del arg83_1
        buf109 = reinterpret_tensor(buf108, (8, 512, 3072), (1572864, 3072, 1), 0); del buf108  # reuse
        assert_size_stride_grouped((arg85_1, arg84_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf109)
        buf110 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_35, hidden_states_36, hidden_states_37], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg85_1, reinterpret_tensor(buf109, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg84_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf110)
        del arg84_1
        del arg85_1
        del buf109
        assert_size_stride_grouped((arg86_1, arg87_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf111 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf112 = buf111; del buf111  # reuse
        buf113 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf114 = reinterpret_tensor(buf110, (8, 512, 768), (393216, 768, 1), 0); del buf110  # reuse
        assert_size_stride_grouped((arg89_1, arg88_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf112, buf114, buf107, arg86_1, arg87_1, buf113)
        del arg86_1
        del arg87_1
        buf115 = reinterpret_tensor(buf107, (4096, 768), (768, 1), 0); del buf107  # reuse
        # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg89_1, reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), reinterpret_tensor(arg88_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf115)
        del arg88_1
        del arg89_1
        assert_size_stride_grouped((arg91_1, arg90_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf116 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg91_1, reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), reinterpret_tensor(arg90_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf116)
        del arg90_1
        del arg91_1
        assert_size_stride_grouped((arg93_1, arg92_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf117 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg93_1, reinterpret_tensor(buf114, (4096, 768), (768, 1), 0), reinterpret_tensor(arg92_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf117)
        del arg92_1
        del arg93_1
        buf118 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf119 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf120 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf115, buf116, buf117, buf118, buf119, buf120)
        del buf115
        del buf116
        del buf117
        # Topologically Sorted Source Nodes: [linear_30, view_15, query_layer_5, linear_31, view_16, key_layer_5, linear_32, view_17, value_layer_5], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf121 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf118, buf119, buf120, scale=0.125)
        del buf118
        del buf119
        buf122 = buf121[0]
        assert_tensor_metadata(buf122, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf122, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf121
        buf124 = reinterpret_tensor(buf120, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf120  # reuse
        assert_size_stride_grouped((arg95_1, arg94_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf122, buf124)
        buf125 = reinterpret_tensor(buf122, (4096, 768), (768, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [transpose_29, attn_output_16, reshape_5, hidden_states_40], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg95_1, reinterpret_tensor(buf124, (4096, 768), (768, 1), 0), reinterpret_tensor(arg94_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf125)
        del arg94_1
        del arg95_1
        del buf124
        assert_size_stride_grouped((arg96_1, arg97_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf126 = buf113; del buf113  # reuse
        buf127 = buf126; del buf126  # reuse
        buf128 = buf112; del buf112  # reuse
        buf129 = reinterpret_tensor(buf125, (8, 512, 768), (393216, 768, 1), 0); del buf125  # reuse
        assert_size_stride_grouped((arg99_1, arg98_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf127, buf129, buf114, arg96_1, arg97_1, buf128)
        del arg96_1
        del arg97_1
        del buf114
        del buf127
        del buf128
        buf130 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_43], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg99_1, reinterpret_tensor(buf129, (4096, 768), (768, 1), 0), reinterpret_tensor(arg98_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf130)
        del arg98_1
        del arg99_1
        buf131 = reinterpret_tensor(buf130, (8, 512, 3072), (1572864, 3072, 1), 0); del buf130  # reuse
        assert_size_stride_grouped((arg101_1, arg100_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf131)
        buf132 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_43, hidden_states_44, hidden_states_45], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg101_1, reinterpret_tensor(buf131, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg100_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf132)
        del arg100_1
        del arg101_1
        del buf131
        assert_size_stride_grouped((arg102_1, arg103_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf133 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf134 = buf133; del buf133  # reuse
        buf135 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf136 = reinterpret_tensor(buf132, (8, 512, 768), (393216, 768, 1), 0); del buf132  # reuse
        assert_size_stride_grouped((arg105_1, arg104_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf134, buf136, buf129, arg102_1, arg103_1, buf135)
        del arg102_1
        del arg103_1
        buf137 = reinterpret_tensor(buf129, (4096, 768), (768, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg105_1, reinterpret_tensor(buf136, (4096, 768), (768, 1), 0), reinterpret_tensor(arg104_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf137)
        del arg104_1
        del arg105_1
        assert_size_stride_grouped((arg107_1, arg106_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf138 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg107_1, reinterpret_tensor(buf136, (4096, 768), (768, 1), 0), reinterpret_tensor(arg106_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf138)
        del arg106_1
        del arg107_1
        assert_size_stride_grouped((arg109_1, arg108_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf139 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg109_1, reinterpret_tensor(buf136, (4096, 768), (768, 1), 0), reinterpret_tensor(arg108_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf139)
        del arg108_1
        del arg109_1
        buf140 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf141 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf142 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf137, buf138, buf139, buf140, buf141, buf142)
        del buf137
        del buf138
        del buf139
        # Topologically Sorted Source Nodes: [linear_36, view_18, query_layer_6, linear_37, view_19, key_layer_6, linear_38, view_20, value_layer_6], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf143 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf140, buf141, buf142, scale=0.125)
        del buf140
        del buf141
        buf144 = buf143[0]
        assert_tensor_metadata(buf144, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf144, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf143
        buf146 = reinterpret_tensor(buf142, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf142  # reuse
        assert_size_stride_grouped((arg111_1, arg110_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf144, buf146)
        buf147 = reinterpret_tensor(buf144, (4096, 768), (768, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [transpose_34, attn_output_19, reshape_6, hidden_states_48], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg111_1, reinterpret_tensor(buf146, (4096, 768), (768, 1), 0), reinterpret_tensor(arg110_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf147)
        del arg110_1
        del arg111_1
        del buf146
        assert_size_stride_grouped((arg112_1, arg113_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf148 = buf135; del buf135  # reuse
        buf149 = buf148; del buf148  # reuse
        buf150 = buf134; del buf134  # reuse
        buf151 = reinterpret_tensor(buf147, (8, 512, 768), (393216, 768, 1), 0); del buf147  # reuse
        assert_size_stride_grouped((arg115_1, arg114_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf149, buf151, buf136, arg112_1, arg113_1, buf150)
        del arg112_1
        del arg113_1
        del buf136
        del buf149
        del buf150
        buf152 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_51], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg115_1, reinterpret_tensor(buf151, (4096, 768), (768, 1), 0), reinterpret_tensor(arg114_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf152)
        del arg114_1
        del arg115_1
        buf153 = reinterpret_tensor(buf152, (8, 512, 3072), (1572864, 3072, 1), 0); del buf152  # reuse
        assert_size_stride_grouped((arg117_1, arg116_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf153)
        buf154 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_51, hidden_states_52, hidden_states_53], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg117_1, reinterpret_tensor(buf153, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg116_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf154)
        del arg116_1
        del arg117_1
        del buf153
        assert_size_stride_grouped((arg118_1, arg119_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf155 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf156 = buf155; del buf155  # reuse
        buf157 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf158 = reinterpret_tensor(buf154, (8, 512, 768), (393216, 768, 1), 0); del buf154  # reuse
        assert_size_stride_grouped((arg121_1, arg120_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf156, buf158, buf151, arg118_1, arg119_1, buf157)
        del arg118_1
        del arg119_1
        buf159 = reinterpret_tensor(buf151, (4096, 768), (768, 1), 0); del buf151  # reuse
        # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg121_1, reinterpret_tensor(buf158, (4096, 768), (768, 1), 0), reinterpret_tensor(arg120_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf159)
        del arg120_1
        del arg121_1
        assert_size_stride_grouped((arg123_1, arg122_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf160 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_43], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg123_1, reinterpret_tensor(buf158, (4096, 768), (768, 1), 0), reinterpret_tensor(arg122_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf160)
        del arg122_1
        del arg123_1
        assert_size_stride_grouped((arg125_1, arg124_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf161 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg125_1, reinterpret_tensor(buf158, (4096, 768), (768, 1), 0), reinterpret_tensor(arg124_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf161)
        del arg124_1
        del arg125_1
        buf162 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf163 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf164 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf159, buf160, buf161, buf162, buf163, buf164)
        del buf159
        del buf160
        del buf161
        # Topologically Sorted Source Nodes: [linear_42, view_21, query_layer_7, linear_43, view_22, key_layer_7, linear_44, view_23, value_layer_7], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf165 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf162, buf163, buf164, scale=0.125)
        del buf162
        del buf163
        buf166 = buf165[0]
        assert_tensor_metadata(buf166, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf166, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf165
        buf168 = reinterpret_tensor(buf164, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf164  # reuse
        assert_size_stride_grouped((arg127_1, arg126_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf166, buf168)
        buf169 = reinterpret_tensor(buf166, (4096, 768), (768, 1), 0); del buf166  # reuse
        # Topologically Sorted Source Nodes: [transpose_39, attn_output_22, reshape_7, hidden_states_56], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg127_1, reinterpret_tensor(buf168, (4096, 768), (768, 1), 0), reinterpret_tensor(arg126_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf169)
        del arg126_1
        del arg127_1
        del buf168
        assert_size_stride_grouped((arg128_1, arg129_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf170 = buf157; del buf157  # reuse
        buf171 = buf170; del buf170  # reuse
        buf172 = buf156; del buf156  # reuse
        buf173 = reinterpret_tensor(buf169, (8, 512, 768), (393216, 768, 1), 0); del buf169  # reuse
        assert_size_stride_grouped((arg131_1, arg130_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf171, buf173, buf158, arg128_1, arg129_1, buf172)
        del arg128_1
        del arg129_1
        del buf158
        del buf171
        del buf172
        buf174 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_59], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg131_1, reinterpret_tensor(buf173, (4096, 768), (768, 1), 0), reinterpret_tensor(arg130_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf174)
        del arg130_1
        del arg131_1
        buf175 = reinterpret_tensor(buf174, (8, 512, 3072), (1572864, 3072, 1), 0); del buf174  # reuse
        assert_size_stride_grouped((arg133_1, arg132_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf175)
        buf176 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_59, hidden_states_60, hidden_states_61], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg133_1, reinterpret_tensor(buf175, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg132_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf176)
        del arg132_1
        del arg133_1
        del buf175
        assert_size_stride_grouped((arg134_1, arg135_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf177 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf178 = buf177; del buf177  # reuse
        buf179 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf180 = reinterpret_tensor(buf176, (8, 512, 768), (393216, 768, 1), 0); del buf176  # reuse
        assert_size_stride_grouped((arg137_1, arg136_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf178, buf180, buf173, arg134_1, arg135_1, buf179)
        del arg134_1
        del arg135_1
        buf181 = reinterpret_tensor(buf173, (4096, 768), (768, 1), 0); del buf173  # reuse
        # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg137_1, reinterpret_tensor(buf180, (4096, 768), (768, 1), 0), reinterpret_tensor(arg136_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf181)
        del arg136_1
        del arg137_1
        assert_size_stride_grouped((arg139_1, arg138_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf182 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_49], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg139_1, reinterpret_tensor(buf180, (4096, 768), (768, 1), 0), reinterpret_tensor(arg138_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf182)
        del arg138_1
        del arg139_1
        assert_size_stride_grouped((arg141_1, arg140_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf183 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg141_1, reinterpret_tensor(buf180, (4096, 768), (768, 1), 0), reinterpret_tensor(arg140_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf183)
        del arg140_1
        del arg141_1
        buf184 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf185 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf186 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf181, buf182, buf183, buf184, buf185, buf186)
        del buf181
        del buf182
        del buf183
        # Topologically Sorted Source Nodes: [linear_48, view_24, query_layer_8, linear_49, view_25, key_layer_8, linear_50, view_26, value_layer_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf187 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf184, buf185, buf186, scale=0.125)
        del buf184
        del buf185
        buf188 = buf187[0]
        assert_tensor_metadata(buf188, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf188, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf187
        buf190 = reinterpret_tensor(buf186, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf186  # reuse
        assert_size_stride_grouped((arg143_1, arg142_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf188, buf190)
        buf191 = reinterpret_tensor(buf188, (4096, 768), (768, 1), 0); del buf188  # reuse
        # Topologically Sorted Source Nodes: [transpose_44, attn_output_25, reshape_8, hidden_states_64], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg143_1, reinterpret_tensor(buf190, (4096, 768), (768, 1), 0), reinterpret_tensor(arg142_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf191)
        del arg142_1
        del arg143_1
        del buf190
        assert_size_stride_grouped((arg144_1, arg145_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf192 = buf179; del buf179  # reuse
        buf193 = buf192; del buf192  # reuse
        buf194 = buf178; del buf178  # reuse
        buf195 = reinterpret_tensor(buf191, (8, 512, 768), (393216, 768, 1), 0); del buf191  # reuse
        assert_size_stride_grouped((arg147_1, arg146_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf193, buf195, buf180, arg144_1, arg145_1, buf194)
        del arg144_1
        del arg145_1
        del buf180
        del buf193
        del buf194
        buf196 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_67], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg147_1, reinterpret_tensor(buf195, (4096, 768), (768, 1), 0), reinterpret_tensor(arg146_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf196)
        del arg146_1
        del arg147_1
        buf197 = reinterpret_tensor(buf196, (8, 512, 3072), (1572864, 3072, 1), 0); del buf196  # reuse
        assert_size_stride_grouped((arg149_1, arg148_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf197)
        buf198 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_67, hidden_states_68, hidden_states_69], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg149_1, reinterpret_tensor(buf197, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg148_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf198)
        del arg148_1
        del arg149_1
        del buf197
        assert_size_stride_grouped((arg150_1, arg151_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf199 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf200 = buf199; del buf199  # reuse
        buf201 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf202 = reinterpret_tensor(buf198, (8, 512, 768), (393216, 768, 1), 0); del buf198  # reuse
        assert_size_stride_grouped((arg153_1, arg152_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf200, buf202, buf195, arg150_1, arg151_1, buf201)
        del arg150_1
        del arg151_1
        buf203 = reinterpret_tensor(buf195, (4096, 768), (768, 1), 0); del buf195  # reuse
        # Topologically Sorted Source Nodes: [linear_54], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg153_1, reinterpret_tensor(buf202, (4096, 768), (768, 1), 0), reinterpret_tensor(arg152_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf203)
        del arg152_1
        del arg153_1
        assert_size_stride_grouped((arg155_1, arg154_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf204 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_55], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg155_1, reinterpret_tensor(buf202, (4096, 768), (768, 1), 0), reinterpret_tensor(arg154_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf204)
        del arg154_1
        del arg155_1
        assert_size_stride_grouped((arg157_1, arg156_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf205 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg157_1, reinterpret_tensor(buf202, (4096, 768), (768, 1), 0), reinterpret_tensor(arg156_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf205)
        del arg156_1
        del arg157_1
        buf206 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf207 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf208 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf203, buf204, buf205, buf206, buf207, buf208)
        del buf203
        del buf204
        del buf205
        # Topologically Sorted Source Nodes: [linear_54, view_27, query_layer_9, linear_55, view_28, key_layer_9, linear_56, view_29, value_layer_9], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf209 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf206, buf207, buf208, scale=0.125)
        del buf206
        del buf207
        buf210 = buf209[0]
        assert_tensor_metadata(buf210, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf210, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf209
        buf212 = reinterpret_tensor(buf208, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf208  # reuse
        assert_size_stride_grouped((arg159_1, arg158_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf210, buf212)
        buf213 = reinterpret_tensor(buf210, (4096, 768), (768, 1), 0); del buf210  # reuse
        # Topologically Sorted Source Nodes: [transpose_49, attn_output_28, reshape_9, hidden_states_72], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg159_1, reinterpret_tensor(buf212, (4096, 768), (768, 1), 0), reinterpret_tensor(arg158_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf213)
        del arg158_1
        del arg159_1
        del buf212
        assert_size_stride_grouped((arg160_1, arg161_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf214 = buf201; del buf201  # reuse
        buf215 = buf214; del buf214  # reuse
        buf216 = buf200; del buf200  # reuse
        buf217 = reinterpret_tensor(buf213, (8, 512, 768), (393216, 768, 1), 0); del buf213  # reuse
        assert_size_stride_grouped((arg163_1, arg162_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf215, buf217, buf202, arg160_1, arg161_1, buf216)
        del arg160_1
        del arg161_1
        del buf202
        del buf215
        del buf216
        buf218 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_75], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg163_1, reinterpret_tensor(buf217, (4096, 768), (768, 1), 0), reinterpret_tensor(arg162_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf218)
        del arg162_1
        del arg163_1
        buf219 = reinterpret_tensor(buf218, (8, 512, 3072), (1572864, 3072, 1), 0); del buf218  # reuse
        assert_size_stride_grouped((arg165_1, arg164_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf219)
        buf220 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_75, hidden_states_76, hidden_states_77], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg165_1, reinterpret_tensor(buf219, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg164_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf220)
        del arg164_1
        del arg165_1
        del buf219
        assert_size_stride_grouped((arg166_1, arg167_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf221 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf222 = buf221; del buf221  # reuse
        buf223 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf224 = reinterpret_tensor(buf220, (8, 512, 768), (393216, 768, 1), 0); del buf220  # reuse
        assert_size_stride_grouped((arg169_1, arg168_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf222, buf224, buf217, arg166_1, arg167_1, buf223)
        del arg166_1
        del arg167_1
        buf225 = reinterpret_tensor(buf217, (4096, 768), (768, 1), 0); del buf217  # reuse
        # Topologically Sorted Source Nodes: [linear_60], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg169_1, reinterpret_tensor(buf224, (4096, 768), (768, 1), 0), reinterpret_tensor(arg168_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf225)
        del arg168_1
        del arg169_1
        assert_size_stride_grouped((arg171_1, arg170_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf226 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg171_1, reinterpret_tensor(buf224, (4096, 768), (768, 1), 0), reinterpret_tensor(arg170_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf226)
        del arg170_1
        del arg171_1
        assert_size_stride_grouped((arg173_1, arg172_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf227 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg173_1, reinterpret_tensor(buf224, (4096, 768), (768, 1), 0), reinterpret_tensor(arg172_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf227)
        del arg172_1
        del arg173_1
        buf228 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf229 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf230 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf225, buf226, buf227, buf228, buf229, buf230)
        del buf225
        del buf226
        del buf227
        # Topologically Sorted Source Nodes: [linear_60, view_30, query_layer_10, linear_61, view_31, key_layer_10, linear_62, view_32, value_layer_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf231 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf228, buf229, buf230, scale=0.125)
        del buf228
        del buf229
        buf232 = buf231[0]
        assert_tensor_metadata(buf232, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf232, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf231
        buf234 = reinterpret_tensor(buf230, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf230  # reuse
        assert_size_stride_grouped((arg175_1, arg174_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf232, buf234)
        buf235 = reinterpret_tensor(buf232, (4096, 768), (768, 1), 0); del buf232  # reuse
        # Topologically Sorted Source Nodes: [transpose_54, attn_output_31, reshape_10, hidden_states_80], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg175_1, reinterpret_tensor(buf234, (4096, 768), (768, 1), 0), reinterpret_tensor(arg174_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf235)
        del arg174_1
        del arg175_1
        del buf234
        assert_size_stride_grouped((arg176_1, arg177_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf236 = buf223; del buf223  # reuse
        buf237 = buf236; del buf236  # reuse
        buf238 = buf222; del buf222  # reuse
        buf239 = reinterpret_tensor(buf235, (8, 512, 768), (393216, 768, 1), 0); del buf235  # reuse
        assert_size_stride_grouped((arg179_1, arg178_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf237, buf239, buf224, arg176_1, arg177_1, buf238)
        del arg176_1
        del arg177_1
        del buf224
        del buf237
        del buf238
        buf240 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_83], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg179_1, reinterpret_tensor(buf239, (4096, 768), (768, 1), 0), reinterpret_tensor(arg178_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf240)
        del arg178_1
        del arg179_1
        buf241 = reinterpret_tensor(buf240, (8, 512, 3072), (1572864, 3072, 1), 0); del buf240  # reuse
        assert_size_stride_grouped((arg181_1, arg180_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf241)
        buf242 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_83, hidden_states_84, hidden_states_85], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg181_1, reinterpret_tensor(buf241, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg180_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf242)
        del arg180_1
        del arg181_1
        del buf241
        assert_size_stride_grouped((arg182_1, arg183_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf243 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf244 = buf243; del buf243  # reuse
        buf245 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf246 = reinterpret_tensor(buf242, (8, 512, 768), (393216, 768, 1), 0); del buf242  # reuse
        assert_size_stride_grouped((arg185_1, arg184_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf244, buf246, buf239, arg182_1, arg183_1, buf245)
        del arg182_1
        del arg183_1
        buf247 = reinterpret_tensor(buf239, (4096, 768), (768, 1), 0); del buf239  # reuse
        # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg185_1, reinterpret_tensor(buf246, (4096, 768), (768, 1), 0), reinterpret_tensor(arg184_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf247)
        del arg184_1
        del arg185_1
        assert_size_stride_grouped((arg187_1, arg186_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf248 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg187_1, reinterpret_tensor(buf246, (4096, 768), (768, 1), 0), reinterpret_tensor(arg186_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf248)
        del arg186_1
        del arg187_1
        assert_size_stride_grouped((arg189_1, arg188_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf249 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg189_1, reinterpret_tensor(buf246, (4096, 768), (768, 1), 0), reinterpret_tensor(arg188_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf249)
        del arg188_1
        del arg189_1
        buf250 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf251 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        buf252 = empty_strided_cpu((8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_clone_transpose_view_1(buf247, buf248, buf249, buf250, buf251, buf252)
        del buf247
        del buf248
        del buf249
        # Topologically Sorted Source Nodes: [linear_66, view_33, query_layer_11, linear_67, view_34, key_layer_11, linear_68, view_35, value_layer_11], Original ATen: [aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        buf253 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf250, buf251, buf252, scale=0.125)
        del buf250
        del buf251
        buf254 = buf253[0]
        assert_tensor_metadata(buf254, (8, 12, 512, 64), (393216, 32768, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf254, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf253
        buf256 = reinterpret_tensor(buf252, (8, 512, 12, 64), (393216, 768, 64, 1), 0); del buf252  # reuse
        assert_size_stride_grouped((arg191_1, arg190_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_2(buf254, buf256)
        buf257 = reinterpret_tensor(buf254, (4096, 768), (768, 1), 0); del buf254  # reuse
        # Topologically Sorted Source Nodes: [transpose_59, attn_output_34, reshape_11, hidden_states_88], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg191_1, reinterpret_tensor(buf256, (4096, 768), (768, 1), 0), reinterpret_tensor(arg190_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf257)
        del arg190_1
        del arg191_1
        del buf256
        assert_size_stride_grouped((arg192_1, arg193_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf258 = buf245; del buf245  # reuse
        buf259 = buf258; del buf258  # reuse
        buf260 = buf244; del buf244  # reuse
        buf261 = reinterpret_tensor(buf257, (8, 512, 768), (393216, 768, 1), 0); del buf257  # reuse
        assert_size_stride_grouped((arg195_1, arg194_1), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf259, buf261, buf246, arg192_1, arg193_1, buf260)
        del arg192_1
        del arg193_1
        del buf246
        del buf259
        del buf260
        buf262 = empty_strided_cpu((4096, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_91], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg195_1, reinterpret_tensor(buf261, (4096, 768), (768, 1), 0), reinterpret_tensor(arg194_1, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf262)
        del arg194_1
        del arg195_1
        buf263 = reinterpret_tensor(buf262, (8, 512, 3072), (1572864, 3072, 1), 0); del buf262  # reuse
        assert_size_stride_grouped((arg197_1, arg196_1), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_4(buf263)
        buf264 = empty_strided_cpu((4096, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_91, hidden_states_92, hidden_states_93], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg197_1, reinterpret_tensor(buf263, (4096, 3072), (3072, 1), 0), reinterpret_tensor(arg196_1, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf264)
        del arg196_1
        del arg197_1
        del buf263
        assert_size_stride_grouped((arg198_1, arg199_1), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf265 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf266 = buf265; del buf265  # reuse
        buf267 = empty_strided_cpu((8, 512, 1), (512, 1, 4096), torch.float32)
        buf268 = reinterpret_tensor(buf264, (8, 512, 768), (393216, 768, 1), 0); del buf264  # reuse
        assert_size_stride_grouped((arg201_1, arg200_1), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_3(buf266, buf268, buf261, arg198_1, arg199_1, buf267)
        del arg198_1
        del arg199_1
        del buf261
        del buf266
        del buf267
        buf269 = empty_strided_cpu((8, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [first_token_tensor, pooled_output], Original ATen: [aten.select, aten.t, aten.addmm]
        extern_kernels.addmm(arg201_1, reinterpret_tensor(buf268, (8, 768), (393216, 1), 0), reinterpret_tensor(arg200_1, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf269)
        del arg200_1
        del arg201_1
        buf270 = buf269; del buf269  # reuse
        cpp_fused_tanh_5(buf270)
        return (buf268, buf270, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 512), (512, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    arg2_1 = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.int64)
    arg3_1 = rand_strided((30522, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((2, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((512, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('bert_base_s512b8.infer', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
