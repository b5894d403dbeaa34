# AOT ID: ['0_forward']
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


cpp_fused_cat_expand_permute_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16384L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16384L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16384L*x1 + 16384L*x1_inner + 49152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 49152L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 768L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 768L*x0), static_cast<int64_t>(3L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 49920L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_cat_clone_expand_native_layer_norm_permute_transpose_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(49152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 49152L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 49920L*x0));
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
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
                    out_ptr2[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp6 = in_out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 2304L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 399360L*x0));
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


cpp_fused_add_native_layer_norm_transpose_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(768.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-06);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr0 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp11.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = in_ptr6[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp21 = in_ptr7[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp4 - tmp19;
                            auto tmp22 = tmp21 / tmp11;
                            auto tmp23 = float(tmp22 + tmp13);
                            auto tmp24 = 1 / std::sqrt(tmp23);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp20 * tmp25;
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp26.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 2304L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 399360L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_8 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1597440L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1597440L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
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
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused_add_native_layer_norm_transpose_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(768.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-06);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
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


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr10,
                       const float* in_ptr11,
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = in_ptr6[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp21 = in_ptr7[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp27 = in_ptr8[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp30 = in_ptr9[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp36 = in_ptr10[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp39 = in_ptr11[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp4 - tmp19;
                            auto tmp22 = tmp21 / tmp11;
                            auto tmp23 = float(tmp22 + tmp13);
                            auto tmp24 = 1 / std::sqrt(tmp23);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp20 * tmp25;
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp3 - tmp28;
                            auto tmp31 = tmp30 / tmp11;
                            auto tmp32 = float(tmp31 + tmp13);
                            auto tmp33 = 1 / std::sqrt(tmp32);
                            auto tmp34 = at::vec::Vectorized<float>(tmp33);
                            auto tmp35 = tmp29 * tmp34;
                            auto tmp37 = at::vec::Vectorized<float>(tmp36);
                            auto tmp38 = tmp1 - tmp37;
                            auto tmp40 = tmp39 / tmp11;
                            auto tmp41 = float(tmp40 + tmp13);
                            auto tmp42 = 1 / std::sqrt(tmp41);
                            auto tmp43 = at::vec::Vectorized<float>(tmp42);
                            auto tmp44 = tmp38 * tmp43;
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp26.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp35.store(out_ptr5 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp44.store(out_ptr6 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_13 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                        }
                    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(768.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-06);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            tmp11.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused_add_clone_native_layer_norm_transpose_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(520L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 2304L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 399360L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr4 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp20 = in_ptr7[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp23 = in_ptr8[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp29 = in_ptr9[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp32 = in_ptr10[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp7 - tmp10;
                            auto tmp13 = static_cast<float>(768.0);
                            auto tmp14 = tmp12 / tmp13;
                            auto tmp15 = static_cast<float>(1e-06);
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp17 = 1 / std::sqrt(tmp16);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp11 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp5 - tmp21;
                            auto tmp24 = tmp23 / tmp13;
                            auto tmp25 = float(tmp24 + tmp15);
                            auto tmp26 = 1 / std::sqrt(tmp25);
                            auto tmp27 = at::vec::Vectorized<float>(tmp26);
                            auto tmp28 = tmp22 * tmp27;
                            auto tmp30 = at::vec::Vectorized<float>(tmp29);
                            auto tmp31 = tmp4 - tmp30;
                            auto tmp33 = tmp32 / tmp13;
                            auto tmp34 = float(tmp33 + tmp15);
                            auto tmp35 = 1 / std::sqrt(tmp34);
                            auto tmp36 = at::vec::Vectorized<float>(tmp35);
                            auto tmp37 = tmp31 * tmp36;
                            tmp8.store(out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                            tmp19.store(out_ptr1 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp28.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp37.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                        }
                    }
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp15.store(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr2 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp21 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
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
                            auto tmp20 = tmp0 - tmp19;
                            auto tmp22 = tmp21 / tmp7;
                            auto tmp23 = float(tmp22 + tmp9);
                            auto tmp24 = 1 / std::sqrt(tmp23);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp20 * tmp25;
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp13.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp26.store(out_ptr5 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(768.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-06);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0));
                            tmp15.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 65L*x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
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
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(520L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp7 / tmp2;
                    tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 49920L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x1 + 65L*x0)];
                            auto tmp17 = in_ptr5[static_cast<int64_t>(x1 + 65L*x0)];
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
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp0 - tmp15;
                            auto tmp18 = tmp17 / tmp7;
                            auto tmp19 = float(tmp18 + tmp9);
                            auto tmp20 = 1 / std::sqrt(tmp19);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp16 * tmp21;
                            tmp13.store(out_ptr4 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
                            tmp22.store(out_ptr5 + static_cast<int64_t>(x2 + 768L*x0 + 6144L*x1));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153 = args
        args.clear()
        assert_size_stride(primals_1, (8, 3, 128, 128), (49152, 16384, 128, 1), 'input')
        buf0 = empty_strided_cpu((8, 3, 128, 128), (49152, 1, 384, 3), torch.float32)
        assert_size_stride(primals_2, (768, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf1 = empty_strided_cpu((768, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(primals_4, (1, 1, 768), (768, 768, 1), 'input')
        buf5 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (8, 1, 768), (49920, 768, 1), 0)  # alias
        assert_size_stride(primals_3, (768, ), (1, ), 'input')
        cpp_fused_cat_expand_permute_view_0(primals_1, primals_2, primals_4, buf0, buf1, buf3)
        del primals_1
        del primals_2
        del primals_4
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, primals_3, stride=(16, 16), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (8, 768, 8, 8), (49152, 1, 6144, 768), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_3
        buf4 = reinterpret_tensor(buf5, (8, 64, 768), (49920, 768, 1), 768)  # alias
        assert_size_stride(primals_5, (1, 65, 768), (49920, 768, 1), 'input')
        buf6 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf7 = buf6; del buf6  # reuse
        buf8 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf9 = reinterpret_tensor(buf8, (8, 65, 1), (65, 1, 1), 0); del buf8  # reuse
        assert_size_stride_grouped((primals_6, primals_7), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf10 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        assert_size_stride(primals_9, (2304, 768), (768, 1), 'input')
        cpp_fused_add_cat_clone_expand_native_layer_norm_permute_transpose_view_1(buf7, buf9, buf2, buf5, primals_5, primals_6, primals_7, buf4, buf10)
        del buf2
        del primals_7
        buf11 = empty_strided_cpu((520, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, x_4, query, multi_head_attention_forward], Original ATen: [aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf10, (520, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 2304), (1, 768), 0), out=buf11)
        assert_size_stride(primals_8, (2304, ), (1, ), 'input')
        buf12 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf11, primals_8, buf12)
        del primals_8
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf13 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf12, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf12, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf12, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf14 = buf13[0]
        assert_tensor_metadata(buf14, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf14, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf15 = buf13[1]
        assert_tensor_metadata(buf15, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf13
        assert_size_stride_grouped((primals_11, primals_10), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf16 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_11, reinterpret_tensor(buf14, (520, 768), (768, 1), 0), reinterpret_tensor(primals_10, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf16)
        del primals_11
        buf17 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf18 = buf17; del buf17  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf19 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf20 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_15, primals_14), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_transpose_view_3(buf18, buf16, buf5, primals_5, primals_12, primals_13, buf19, buf20)
        del primals_13
        buf21 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, multi_head_attention_forward, attn_output_1, x_6, y, input_2], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_15, reinterpret_tensor(buf20, (520, 768), (768, 1), 0), reinterpret_tensor(primals_14, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf21)
        del primals_15
        buf269 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        buf22 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_17, primals_16), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_4(buf19, buf21, buf269, buf22)
        buf23 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_2, input_3, input_5], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_17, reinterpret_tensor(buf22, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_16, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf23)
        del primals_17
        buf24 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf25 = buf24; del buf24  # reuse
        assert_size_stride_grouped((primals_18, primals_19), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf26 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf27 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        buf266 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf268 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride(primals_21, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_5(buf25, buf16, buf5, primals_5, buf23, primals_18, primals_19, buf18, buf19, buf26, buf27, buf266, buf268)
        del primals_19
        buf28 = buf11; del buf11  # reuse
        # Topologically Sorted Source Nodes: [input_1, multi_head_attention_forward, attn_output_1, x_6, input_5, input_7, x_7, query_1, multi_head_attention_forward_1], Original ATen: [aten.add, aten.view, aten.transpose, aten.native_layer_norm, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf27, (520, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 2304), (1, 768), 0), out=buf28)
        buf267 = reinterpret_tensor(buf26, (8, 65, 1), (65, 1, 1), 0); del buf26  # reuse
        assert_size_stride(primals_20, (2304, ), (1, ), 'input')
        buf29 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_6(buf267, buf28, primals_20, buf29)
        del primals_20
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf30 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf29, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf29, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf29, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf31 = buf30[0]
        assert_tensor_metadata(buf31, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf32 = buf30[1]
        assert_tensor_metadata(buf32, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf30
        assert_size_stride_grouped((primals_23, primals_22), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf33 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_1], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_23, reinterpret_tensor(buf31, (520, 768), (768, 1), 0), reinterpret_tensor(primals_22, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf33)
        del primals_23
        buf34 = reinterpret_tensor(buf23, (8, 65, 768), (49920, 768, 1), 0); del buf23  # reuse
        assert_size_stride_grouped((primals_24, primals_25), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf35 = buf25; del buf25  # reuse
        buf36 = buf35; del buf35  # reuse
        buf37 = buf19; del buf19  # reuse
        buf38 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf265 = reinterpret_tensor(buf18, (8, 65, 1), (65, 1, 1), 0); del buf18  # reuse
        assert_size_stride_grouped((primals_27, primals_26), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_7(buf34, buf36, buf33, buf16, buf5, primals_5, primals_24, primals_25, buf37, buf38, buf265)
        del primals_25
        buf39 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, input_8], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_27, reinterpret_tensor(buf38, (520, 768), (768, 1), 0), reinterpret_tensor(primals_26, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf39)
        del primals_27
        buf40 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_29, primals_28), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_8(buf39, buf40)
        buf41 = buf33; del buf33  # reuse
        # Topologically Sorted Source Nodes: [input_8, input_9, input_11], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_29, reinterpret_tensor(buf40, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_28, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf41)
        del primals_29
        buf42 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf43 = buf42; del buf42  # reuse
        buf44 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf263 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf45 = reinterpret_tensor(buf16, (65, 8, 768), (6144, 768, 1), 0); del buf16  # reuse
        assert_size_stride(primals_33, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf43, buf34, buf41, primals_30, primals_31, buf44, buf263, buf45)
        del primals_31
        buf46 = buf28; del buf28  # reuse
        # Topologically Sorted Source Nodes: [input_11, input_13, x_10, query_2, multi_head_attention_forward_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf45, (520, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 2304), (1, 768), 0), out=buf46)
        assert_size_stride(primals_32, (2304, ), (1, ), 'input')
        buf47 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf46, primals_32, buf47)
        del primals_32
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf48 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf47, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf47, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf47, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf49 = buf48[0]
        assert_tensor_metadata(buf49, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf49, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf50 = buf48[1]
        assert_tensor_metadata(buf50, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf50, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf48
        assert_size_stride_grouped((primals_35, primals_34), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf51 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_2], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_35, reinterpret_tensor(buf49, (520, 768), (768, 1), 0), reinterpret_tensor(primals_34, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf51)
        del primals_35
        buf52 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf53 = buf52; del buf52  # reuse
        assert_size_stride_grouped((primals_36, primals_37), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf54 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf55 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_39, primals_38), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_transpose_view_10(buf53, buf51, buf34, buf41, primals_36, primals_37, buf54, buf55)
        del primals_37
        buf56 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_11, input_13, multi_head_attention_forward_2, attn_output_5, x_12, y_2, input_14], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_39, reinterpret_tensor(buf55, (520, 768), (768, 1), 0), reinterpret_tensor(primals_38, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf56)
        del primals_39
        buf261 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        buf57 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_41, primals_40), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_4(buf54, buf56, buf261, buf57)
        buf58 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_14, input_15, input_17], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_41, reinterpret_tensor(buf57, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_40, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf58)
        del primals_41
        buf59 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf60 = buf59; del buf59  # reuse
        assert_size_stride_grouped((primals_42, primals_43), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf61 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf62 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        buf258 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf260 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf262 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf264 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride(primals_45, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_11(buf60, buf51, buf34, buf41, buf58, primals_42, primals_43, buf53, buf54, buf43, buf44, buf36, buf37, buf61, buf62, buf258, buf260, buf262, buf264)
        del primals_43
        buf63 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [input_11, input_13, multi_head_attention_forward_2, attn_output_5, x_12, input_17, input_19, x_13, query_3, multi_head_attention_forward_3], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf62, (520, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 2304), (1, 768), 0), out=buf63)
        buf259 = reinterpret_tensor(buf61, (8, 65, 1), (65, 1, 1), 0); del buf61  # reuse
        assert_size_stride(primals_44, (2304, ), (1, ), 'input')
        buf64 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_6(buf259, buf63, primals_44, buf64)
        del primals_44
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf65 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf64, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf64, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf64, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf66, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf67 = buf65[1]
        assert_tensor_metadata(buf67, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf67, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf65
        assert_size_stride_grouped((primals_47, primals_46), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf68 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_3], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_47, reinterpret_tensor(buf66, (520, 768), (768, 1), 0), reinterpret_tensor(primals_46, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf68)
        del primals_47
        buf69 = buf34; del buf34  # reuse
        assert_size_stride_grouped((primals_48, primals_49), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf70 = buf60; del buf60  # reuse
        buf71 = buf70; del buf70  # reuse
        buf72 = buf54; del buf54  # reuse
        buf73 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf257 = reinterpret_tensor(buf53, (8, 65, 1), (65, 1, 1), 0); del buf53  # reuse
        assert_size_stride_grouped((primals_51, primals_50), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_12(buf69, buf71, buf68, buf51, buf41, buf58, primals_48, primals_49, buf72, buf73, buf257)
        del primals_49
        buf74 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_3, input_20], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_51, reinterpret_tensor(buf73, (520, 768), (768, 1), 0), reinterpret_tensor(primals_50, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf74)
        del primals_51
        buf75 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_53, primals_52), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_8(buf74, buf75)
        buf76 = buf68; del buf68  # reuse
        # Topologically Sorted Source Nodes: [input_20, input_21, input_23], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_53, reinterpret_tensor(buf75, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_52, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf76)
        del primals_53
        buf77 = buf44; del buf44  # reuse
        buf78 = buf77; del buf77  # reuse
        buf79 = buf43; del buf43  # reuse
        buf255 = reinterpret_tensor(buf37, (8, 65, 1), (65, 1, 1), 0); del buf37  # reuse
        assert_size_stride_grouped((primals_54, primals_55), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf80 = reinterpret_tensor(buf58, (65, 8, 768), (6144, 768, 1), 0); del buf58  # reuse
        assert_size_stride(primals_57, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf78, buf69, buf76, primals_54, primals_55, buf79, buf255, buf80)
        del primals_55
        buf81 = buf63; del buf63  # reuse
        # Topologically Sorted Source Nodes: [input_23, input_25, x_16, query_4, multi_head_attention_forward_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf80, (520, 768), (768, 1), 0), reinterpret_tensor(primals_57, (768, 2304), (1, 768), 0), out=buf81)
        assert_size_stride(primals_56, (2304, ), (1, ), 'input')
        buf82 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf81, primals_56, buf82)
        del primals_56
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_4], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf83 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf82, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf82, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf82, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf84 = buf83[0]
        assert_tensor_metadata(buf84, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf84, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf85 = buf83[1]
        assert_tensor_metadata(buf85, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf85, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf83
        assert_size_stride_grouped((primals_59, primals_58), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf86 = buf51; del buf51  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_4], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_59, reinterpret_tensor(buf84, (520, 768), (768, 1), 0), reinterpret_tensor(primals_58, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf86)
        del primals_59
        buf87 = buf36; del buf36  # reuse
        buf88 = buf87; del buf87  # reuse
        assert_size_stride_grouped((primals_60, primals_61), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf89 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf90 = reinterpret_tensor(buf41, (8, 65, 768), (49920, 768, 1), 0); del buf41  # reuse
        assert_size_stride_grouped((primals_63, primals_62), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_transpose_view_10(buf88, buf86, buf69, buf76, primals_60, primals_61, buf89, buf90)
        del primals_61
        buf91 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_23, input_25, multi_head_attention_forward_4, attn_output_9, x_18, y_4, input_26], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_63, reinterpret_tensor(buf90, (520, 768), (768, 1), 0), reinterpret_tensor(primals_62, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf91)
        del primals_63
        buf253 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        buf92 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_65, primals_64), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_4(buf89, buf91, buf253, buf92)
        buf93 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_26, input_27, input_29], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_65, reinterpret_tensor(buf92, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_64, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf93)
        del primals_65
        buf94 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf95 = buf94; del buf94  # reuse
        assert_size_stride_grouped((primals_66, primals_67), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf96 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf97 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        buf250 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf252 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf254 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf256 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride(primals_69, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_11(buf95, buf86, buf69, buf76, buf93, primals_66, primals_67, buf88, buf89, buf78, buf79, buf71, buf72, buf96, buf97, buf250, buf252, buf254, buf256)
        del primals_67
        buf98 = buf81; del buf81  # reuse
        # Topologically Sorted Source Nodes: [input_23, input_25, multi_head_attention_forward_4, attn_output_9, x_18, input_29, input_31, x_19, query_5, multi_head_attention_forward_5], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf97, (520, 768), (768, 1), 0), reinterpret_tensor(primals_69, (768, 2304), (1, 768), 0), out=buf98)
        buf251 = reinterpret_tensor(buf96, (8, 65, 1), (65, 1, 1), 0); del buf96  # reuse
        assert_size_stride(primals_68, (2304, ), (1, ), 'input')
        buf99 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_6(buf251, buf98, primals_68, buf99)
        del primals_68
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_5], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf100 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf99, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf99, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf99, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf101 = buf100[0]
        assert_tensor_metadata(buf101, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf101, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf102 = buf100[1]
        assert_tensor_metadata(buf102, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf102, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf100
        assert_size_stride_grouped((primals_71, primals_70), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf103 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_5], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_71, reinterpret_tensor(buf101, (520, 768), (768, 1), 0), reinterpret_tensor(primals_70, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf103)
        del primals_71
        buf104 = buf69; del buf69  # reuse
        assert_size_stride_grouped((primals_72, primals_73), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf105 = buf95; del buf95  # reuse
        buf106 = buf105; del buf105  # reuse
        buf107 = buf89; del buf89  # reuse
        buf108 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf249 = reinterpret_tensor(buf88, (8, 65, 1), (65, 1, 1), 0); del buf88  # reuse
        assert_size_stride_grouped((primals_75, primals_74), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_12(buf104, buf106, buf103, buf86, buf76, buf93, primals_72, primals_73, buf107, buf108, buf249)
        del primals_73
        buf109 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, input_32], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_75, reinterpret_tensor(buf108, (520, 768), (768, 1), 0), reinterpret_tensor(primals_74, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf109)
        del primals_75
        buf110 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_77, primals_76), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_8(buf109, buf110)
        buf111 = buf93; del buf93  # reuse
        # Topologically Sorted Source Nodes: [input_32, input_33, input_35], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_77, reinterpret_tensor(buf110, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_76, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf111)
        del primals_77
        buf112 = buf79; del buf79  # reuse
        buf113 = buf112; del buf112  # reuse
        buf114 = buf78; del buf78  # reuse
        buf247 = reinterpret_tensor(buf72, (8, 65, 1), (65, 1, 1), 0); del buf72  # reuse
        assert_size_stride_grouped((primals_78, primals_79), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf115 = reinterpret_tensor(buf86, (65, 8, 768), (6144, 768, 1), 0); del buf86  # reuse
        assert_size_stride(primals_81, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf113, buf104, buf111, primals_78, primals_79, buf114, buf247, buf115)
        del primals_79
        buf116 = buf98; del buf98  # reuse
        # Topologically Sorted Source Nodes: [input_35, input_37, x_22, query_6, multi_head_attention_forward_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (520, 768), (768, 1), 0), reinterpret_tensor(primals_81, (768, 2304), (1, 768), 0), out=buf116)
        assert_size_stride(primals_80, (2304, ), (1, ), 'input')
        buf117 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf116, primals_80, buf117)
        del primals_80
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_6], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf118 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf117, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf117, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf117, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf119 = buf118[0]
        assert_tensor_metadata(buf119, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf119, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf120 = buf118[1]
        assert_tensor_metadata(buf120, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf120, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf118
        assert_size_stride_grouped((primals_83, primals_82), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf121 = buf76; del buf76  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_6], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_83, reinterpret_tensor(buf119, (520, 768), (768, 1), 0), reinterpret_tensor(primals_82, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf121)
        del primals_83
        buf122 = buf71; del buf71  # reuse
        buf123 = buf122; del buf122  # reuse
        assert_size_stride_grouped((primals_84, primals_85), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf124 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf125 = reinterpret_tensor(buf103, (8, 65, 768), (49920, 768, 1), 0); del buf103  # reuse
        assert_size_stride_grouped((primals_87, primals_86), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_transpose_view_10(buf123, buf121, buf104, buf111, primals_84, primals_85, buf124, buf125)
        del primals_85
        buf126 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_35, input_37, multi_head_attention_forward_6, attn_output_13, x_24, y_6, input_38], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_87, reinterpret_tensor(buf125, (520, 768), (768, 1), 0), reinterpret_tensor(primals_86, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf126)
        del primals_87
        buf245 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        buf127 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_89, primals_88), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_4(buf124, buf126, buf245, buf127)
        buf128 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_38, input_39, input_41], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_89, reinterpret_tensor(buf127, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_88, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf128)
        del primals_89
        buf129 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf130 = buf129; del buf129  # reuse
        assert_size_stride_grouped((primals_90, primals_91), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf131 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf132 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        buf242 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf244 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf246 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf248 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride(primals_93, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_11(buf130, buf121, buf104, buf111, buf128, primals_90, primals_91, buf123, buf124, buf113, buf114, buf106, buf107, buf131, buf132, buf242, buf244, buf246, buf248)
        del primals_91
        buf133 = buf116; del buf116  # reuse
        # Topologically Sorted Source Nodes: [input_35, input_37, multi_head_attention_forward_6, attn_output_13, x_24, input_41, input_43, x_25, query_7, multi_head_attention_forward_7], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf132, (520, 768), (768, 1), 0), reinterpret_tensor(primals_93, (768, 2304), (1, 768), 0), out=buf133)
        buf243 = reinterpret_tensor(buf131, (8, 65, 1), (65, 1, 1), 0); del buf131  # reuse
        assert_size_stride(primals_92, (2304, ), (1, ), 'input')
        buf134 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_6(buf243, buf133, primals_92, buf134)
        del primals_92
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_7], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf135 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf134, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf134, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf134, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf136 = buf135[0]
        assert_tensor_metadata(buf136, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf136, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf137 = buf135[1]
        assert_tensor_metadata(buf137, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf137, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf135
        assert_size_stride_grouped((primals_95, primals_94), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf138 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_7], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_95, reinterpret_tensor(buf136, (520, 768), (768, 1), 0), reinterpret_tensor(primals_94, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf138)
        del primals_95
        buf139 = buf104; del buf104  # reuse
        assert_size_stride_grouped((primals_96, primals_97), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf140 = buf130; del buf130  # reuse
        buf141 = buf140; del buf140  # reuse
        buf142 = buf124; del buf124  # reuse
        buf143 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf241 = reinterpret_tensor(buf123, (8, 65, 1), (65, 1, 1), 0); del buf123  # reuse
        buf240 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride_grouped((primals_99, primals_98), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_13(buf139, buf141, buf138, buf121, buf111, buf128, primals_96, primals_97, buf142, buf143, buf241, buf240)
        del primals_97
        buf144 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_7, input_44], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_99, reinterpret_tensor(buf143, (520, 768), (768, 1), 0), reinterpret_tensor(primals_98, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf144)
        del primals_99
        buf145 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_101, primals_100), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_8(buf144, buf145)
        buf146 = buf138; del buf138  # reuse
        # Topologically Sorted Source Nodes: [input_44, input_45, input_47], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_101, reinterpret_tensor(buf145, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_100, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf146)
        del primals_101
        buf147 = buf142; del buf142  # reuse
        buf148 = buf147; del buf147  # reuse
        buf149 = buf141; del buf141  # reuse
        buf239 = reinterpret_tensor(buf114, (8, 65, 1), (65, 1, 1), 0); del buf114  # reuse
        assert_size_stride_grouped((primals_102, primals_103), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf150 = reinterpret_tensor(buf128, (65, 8, 768), (6144, 768, 1), 0); del buf128  # reuse
        assert_size_stride(primals_105, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_9(buf148, buf139, buf146, primals_102, primals_103, buf149, buf239, buf150)
        del primals_103
        buf151 = buf133; del buf133  # reuse
        # Topologically Sorted Source Nodes: [input_47, input_49, x_28, query_8, multi_head_attention_forward_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (520, 768), (768, 1), 0), reinterpret_tensor(primals_105, (768, 2304), (1, 768), 0), out=buf151)
        assert_size_stride(primals_104, (2304, ), (1, ), 'input')
        buf152 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf151, primals_104, buf152)
        del primals_104
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_8], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf153 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf152, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf152, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf152, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf154 = buf153[0]
        assert_tensor_metadata(buf154, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf154, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf155 = buf153[1]
        assert_tensor_metadata(buf155, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf155, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf153
        assert_size_stride_grouped((primals_107, primals_106), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf156 = buf121; del buf121  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_8], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_107, reinterpret_tensor(buf154, (520, 768), (768, 1), 0), reinterpret_tensor(primals_106, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf156)
        del primals_107
        buf157 = buf113; del buf113  # reuse
        buf158 = buf157; del buf157  # reuse
        assert_size_stride_grouped((primals_108, primals_109), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf159 = buf107; del buf107  # reuse
        buf160 = reinterpret_tensor(buf111, (8, 65, 768), (49920, 768, 1), 0); del buf111  # reuse
        assert_size_stride_grouped((primals_111, primals_110), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_transpose_view_10(buf158, buf156, buf139, buf146, primals_108, primals_109, buf159, buf160)
        del primals_109
        buf161 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_47, input_49, multi_head_attention_forward_8, attn_output_17, x_30, y_8, input_50], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_111, reinterpret_tensor(buf160, (520, 768), (768, 1), 0), reinterpret_tensor(primals_110, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf161)
        del primals_111
        buf237 = reinterpret_tensor(buf106, (8, 65, 1), (65, 1, 1), 0); del buf106  # reuse
        buf162 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_113, primals_112), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_4(buf159, buf161, buf237, buf162)
        buf163 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_50, input_51, input_53], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_113, reinterpret_tensor(buf162, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_112, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf163)
        del primals_113
        buf164 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf165 = buf164; del buf164  # reuse
        assert_size_stride_grouped((primals_114, primals_115), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf166 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf167 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        assert_size_stride(primals_117, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_transpose_view_14(buf165, buf156, buf139, buf146, buf163, primals_114, primals_115, buf166, buf167)
        del primals_115
        buf168 = buf151; del buf151  # reuse
        # Topologically Sorted Source Nodes: [input_47, input_49, multi_head_attention_forward_8, attn_output_17, x_30, input_53, input_55, x_31, query_9, multi_head_attention_forward_9], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf167, (520, 768), (768, 1), 0), reinterpret_tensor(primals_117, (768, 2304), (1, 768), 0), out=buf168)
        buf235 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        assert_size_stride(primals_116, (2304, ), (1, ), 'input')
        buf169 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_15(buf166, buf168, primals_116, buf235, buf169)
        del primals_116
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_9], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf170 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf169, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf169, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf169, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf171 = buf170[0]
        assert_tensor_metadata(buf171, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf171, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf172 = buf170[1]
        assert_tensor_metadata(buf172, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf172, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf170
        assert_size_stride_grouped((primals_119, primals_118), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf173 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_9], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_119, reinterpret_tensor(buf171, (520, 768), (768, 1), 0), reinterpret_tensor(primals_118, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf173)
        del primals_119
        buf174 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf234 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf236 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        buf238 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride_grouped((primals_120, primals_121), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf175 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf176 = buf175; del buf175  # reuse
        buf177 = empty_strided_cpu((8, 65, 1), (65, 1, 520), torch.float32)
        buf178 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf233 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        assert_size_stride_grouped((primals_123, primals_122), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_16(buf176, buf173, buf156, buf139, buf146, buf163, buf165, buf166, buf158, buf159, buf148, buf149, primals_120, primals_121, buf174, buf234, buf236, buf238, buf177, buf178, buf233)
        del primals_121
        buf179 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, input_56], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_123, reinterpret_tensor(buf178, (520, 768), (768, 1), 0), reinterpret_tensor(primals_122, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf179)
        del primals_123
        buf180 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_125, primals_124), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_8(buf179, buf180)
        buf181 = buf173; del buf173  # reuse
        # Topologically Sorted Source Nodes: [input_56, input_57, input_59], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_125, reinterpret_tensor(buf180, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_124, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf181)
        del primals_125
        buf182 = buf166; del buf166  # reuse
        buf183 = buf182; del buf182  # reuse
        buf184 = buf165; del buf165  # reuse
        buf231 = reinterpret_tensor(buf159, (8, 65, 1), (65, 1, 1), 0); del buf159  # reuse
        assert_size_stride_grouped((primals_126, primals_127), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf185 = reinterpret_tensor(buf163, (65, 8, 768), (6144, 768, 1), 0); del buf163  # reuse
        buf230 = reinterpret_tensor(buf156, (8, 65, 768), (768, 6144, 1), 0); del buf156  # reuse
        buf232 = reinterpret_tensor(buf146, (8, 65, 768), (768, 6144, 1), 0); del buf146  # reuse
        assert_size_stride(primals_129, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_17(buf183, buf174, buf181, primals_126, primals_127, buf176, buf177, buf184, buf231, buf185, buf230, buf232)
        del primals_127
        buf186 = buf168; del buf168  # reuse
        # Topologically Sorted Source Nodes: [input_59, input_61, x_34, query_10, multi_head_attention_forward_10], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.transpose, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf185, (520, 768), (768, 1), 0), reinterpret_tensor(primals_129, (768, 2304), (1, 768), 0), out=buf186)
        assert_size_stride(primals_128, (2304, ), (1, ), 'input')
        buf187 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_squeeze_transpose_unsqueeze_view_2(buf186, primals_128, buf187)
        del primals_128
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_10], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf188 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf187, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf187, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf187, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf189 = buf188[0]
        assert_tensor_metadata(buf189, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf189, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf190 = buf188[1]
        assert_tensor_metadata(buf190, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf190, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf188
        assert_size_stride_grouped((primals_131, primals_130), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf191 = reinterpret_tensor(buf139, (520, 768), (768, 1), 0); del buf139  # reuse
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_10], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_131, reinterpret_tensor(buf189, (520, 768), (768, 1), 0), reinterpret_tensor(primals_130, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf191)
        del primals_131
        buf192 = buf184; del buf184  # reuse
        buf193 = buf192; del buf192  # reuse
        assert_size_stride_grouped((primals_132, primals_133), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf194 = buf183; del buf183  # reuse
        buf195 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf228 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride_grouped((primals_135, primals_134), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_18(buf193, buf191, buf174, buf181, primals_132, primals_133, buf194, buf195, buf228)
        del primals_133
        buf196 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_59, input_61, multi_head_attention_forward_10, attn_output_21, x_36, y_10, input_62], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.addmm]
        extern_kernels.addmm(primals_135, reinterpret_tensor(buf195, (520, 768), (768, 1), 0), reinterpret_tensor(primals_134, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf196)
        del primals_135
        buf229 = reinterpret_tensor(buf194, (8, 65, 1), (65, 1, 1), 0); del buf194  # reuse
        buf197 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_137, primals_136), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_add_gelu_native_layer_norm_native_layer_norm_backward_transpose_view_19(buf229, buf196, buf197)
        buf198 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_62, input_63, input_65], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_137, reinterpret_tensor(buf197, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_136, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf198)
        del primals_137
        buf199 = buf193; del buf193  # reuse
        buf200 = buf199; del buf199  # reuse
        assert_size_stride_grouped((primals_138, primals_139), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf201 = buf177; del buf177  # reuse
        buf202 = empty_strided_cpu((65, 8, 768), (6144, 768, 1), torch.float32)
        buf226 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride(primals_141, (2304, 768), (768, 1), 'input')
        cpp_fused_add_clone_native_layer_norm_native_layer_norm_backward_transpose_view_20(buf200, buf191, buf174, buf181, buf198, primals_138, primals_139, buf201, buf202, buf226)
        del primals_139
        buf203 = buf186; del buf186  # reuse
        # Topologically Sorted Source Nodes: [input_59, input_61, multi_head_attention_forward_10, attn_output_21, x_36, input_65, input_67, x_37, query_11, multi_head_attention_forward_11], Original ATen: [aten.view, aten.add, aten.transpose, aten.native_layer_norm, aten.t, aten.clone, aten._unsafe_view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (520, 768), (768, 1), 0), reinterpret_tensor(primals_141, (768, 2304), (1, 768), 0), out=buf203)
        buf227 = reinterpret_tensor(buf201, (8, 65, 1), (65, 1, 1), 0); del buf201  # reuse
        assert_size_stride(primals_140, (2304, ), (1, ), 'input')
        buf204 = empty_strided_cpu((3, 65, 8, 768), (399360, 6144, 768, 1), torch.float32)
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_squeeze_transpose_unsqueeze_view_6(buf227, buf203, primals_140, buf204)
        del buf203
        del primals_140
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_11], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.unsqueeze, aten.transpose, aten.squeeze, aten.clone, aten.select, aten._scaled_dot_product_flash_attention_for_cpu]
        buf205 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf204, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf204, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf204, (8, 12, 65, 64), (768, 64, 6144, 1), 798720))
        buf206 = buf205[0]
        assert_tensor_metadata(buf206, (8, 12, 65, 64), (768, 64, 6144, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf206, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf207 = buf205[1]
        assert_tensor_metadata(buf207, (8, 12, 65), (780, 1, 12), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf207, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf205
        assert_size_stride_grouped((primals_143, primals_142), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        buf208 = empty_strided_cpu((520, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [multi_head_attention_forward_11], Original ATen: [aten.permute, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_143, reinterpret_tensor(buf206, (520, 768), (768, 1), 0), reinterpret_tensor(primals_142, (768, 768), (1, 768), 0), alpha=1, beta=1, out=buf208)
        del primals_143
        buf209 = buf174; del buf174  # reuse
        assert_size_stride_grouped((primals_144, primals_145), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf210 = buf200; del buf200  # reuse
        buf211 = buf210; del buf210  # reuse
        buf212 = buf176; del buf176  # reuse
        buf213 = empty_strided_cpu((8, 65, 768), (49920, 768, 1), torch.float32)
        buf225 = reinterpret_tensor(buf158, (8, 65, 1), (65, 1, 1), 0); del buf158  # reuse
        assert_size_stride_grouped((primals_147, primals_146), ((3072, ), (3072, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_transpose_view_12(buf209, buf211, buf208, buf191, buf181, buf198, primals_144, primals_145, buf212, buf213, buf225)
        del buf181
        del primals_145
        buf214 = empty_strided_cpu((520, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_11, input_68], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_147, reinterpret_tensor(buf213, (520, 768), (768, 1), 0), reinterpret_tensor(primals_146, (768, 3072), (1, 768), 0), alpha=1, beta=1, out=buf214)
        del primals_147
        buf215 = empty_strided_cpu((8, 65, 3072), (199680, 3072, 1), torch.float32)
        assert_size_stride_grouped((primals_149, primals_148), ((768, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_gelu_view_8(buf214, buf215)
        buf216 = buf208; del buf208  # reuse
        # Topologically Sorted Source Nodes: [input_68, input_69, input_71], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_149, reinterpret_tensor(buf215, (520, 3072), (3072, 1), 0), reinterpret_tensor(primals_148, (3072, 768), (1, 3072), 0), alpha=1, beta=1, out=buf216)
        del primals_149
        assert_size_stride_grouped((primals_150, primals_151), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf217 = buf149; del buf149  # reuse
        buf218 = buf217; del buf217  # reuse
        buf219 = buf148; del buf148  # reuse
        buf220 = reinterpret_tensor(buf198, (8, 65, 768), (49920, 768, 1), 0); del buf198  # reuse
        buf223 = empty_strided_cpu((8, 65, 1), (65, 1, 1), torch.float32)
        buf222 = reinterpret_tensor(buf191, (8, 65, 768), (768, 6144, 1), 0); del buf191  # reuse
        buf224 = empty_strided_cpu((8, 65, 768), (768, 6144, 1), torch.float32)
        assert_size_stride_grouped((primals_153, primals_152), ((1000, ), (1000, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_21(buf218, buf209, buf216, primals_150, primals_151, buf211, buf212, buf219, buf220, buf223, buf222, buf224)
        del buf209
        del buf211
        del buf212
        del buf216
        del buf218
        del buf219
        del primals_151
        buf221 = empty_strided_cpu((8, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_71, input_73, x_40, x_41, input_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.select, aten.t, aten.addmm]
        extern_kernels.addmm(primals_153, reinterpret_tensor(buf220, (8, 768), (49920, 1), 0), reinterpret_tensor(primals_152, (768, 1000), (1, 768), 0), alpha=1, beta=1, out=buf221)
        del primals_153
        return (buf221, buf0, buf1, primals_5, primals_6, primals_9, primals_10, primals_12, primals_14, primals_16, primals_18, primals_21, primals_22, primals_24, primals_26, primals_28, primals_30, primals_33, primals_34, primals_36, primals_38, primals_40, primals_42, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_57, primals_58, primals_60, primals_62, primals_64, primals_66, primals_69, primals_70, primals_72, primals_74, primals_76, primals_78, primals_81, primals_82, primals_84, primals_86, primals_88, primals_90, primals_93, primals_94, primals_96, primals_98, primals_100, primals_102, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_117, primals_118, primals_120, primals_122, primals_124, primals_126, primals_129, primals_130, primals_132, primals_134, primals_136, primals_138, primals_141, primals_142, primals_144, primals_146, primals_148, primals_150, primals_152, buf5, reinterpret_tensor(buf7, (8, 65, 1), (65, 1, 1), 0), buf9, reinterpret_tensor(buf10, (520, 768), (768, 1), 0), reinterpret_tensor(buf12, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf12, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf12, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf14, buf15, reinterpret_tensor(buf20, (520, 768), (768, 1), 0), buf21, reinterpret_tensor(buf22, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf27, (520, 768), (768, 1), 0), reinterpret_tensor(buf29, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf29, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf29, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf31, buf32, reinterpret_tensor(buf38, (520, 768), (768, 1), 0), buf39, reinterpret_tensor(buf40, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf45, (520, 768), (768, 1), 0), reinterpret_tensor(buf47, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf47, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf47, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf49, buf50, reinterpret_tensor(buf55, (520, 768), (768, 1), 0), buf56, reinterpret_tensor(buf57, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf62, (520, 768), (768, 1), 0), reinterpret_tensor(buf64, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf64, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf64, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf66, buf67, reinterpret_tensor(buf73, (520, 768), (768, 1), 0), buf74, reinterpret_tensor(buf75, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf80, (520, 768), (768, 1), 0), reinterpret_tensor(buf82, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf82, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf82, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf84, buf85, reinterpret_tensor(buf90, (520, 768), (768, 1), 0), buf91, reinterpret_tensor(buf92, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf97, (520, 768), (768, 1), 0), reinterpret_tensor(buf99, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf99, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf99, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf101, buf102, reinterpret_tensor(buf108, (520, 768), (768, 1), 0), buf109, reinterpret_tensor(buf110, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf115, (520, 768), (768, 1), 0), reinterpret_tensor(buf117, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf117, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf117, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf119, buf120, reinterpret_tensor(buf125, (520, 768), (768, 1), 0), buf126, reinterpret_tensor(buf127, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf132, (520, 768), (768, 1), 0), reinterpret_tensor(buf134, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf134, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf134, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf136, buf137, reinterpret_tensor(buf143, (520, 768), (768, 1), 0), buf144, reinterpret_tensor(buf145, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf150, (520, 768), (768, 1), 0), reinterpret_tensor(buf152, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf152, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf152, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf154, buf155, reinterpret_tensor(buf160, (520, 768), (768, 1), 0), buf161, reinterpret_tensor(buf162, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf167, (520, 768), (768, 1), 0), reinterpret_tensor(buf169, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf169, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf169, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf171, buf172, reinterpret_tensor(buf178, (520, 768), (768, 1), 0), buf179, reinterpret_tensor(buf180, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf185, (520, 768), (768, 1), 0), reinterpret_tensor(buf187, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf187, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf187, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf189, buf190, reinterpret_tensor(buf195, (520, 768), (768, 1), 0), buf196, reinterpret_tensor(buf197, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf202, (520, 768), (768, 1), 0), reinterpret_tensor(buf204, (8, 12, 65, 64), (768, 64, 6144, 1), 0), reinterpret_tensor(buf204, (8, 12, 65, 64), (768, 64, 6144, 1), 399360), reinterpret_tensor(buf204, (8, 12, 65, 64), (768, 64, 6144, 1), 798720), buf206, buf207, reinterpret_tensor(buf213, (520, 768), (768, 1), 0), buf214, reinterpret_tensor(buf215, (520, 3072), (3072, 1), 0), reinterpret_tensor(buf220, (8, 768), (49920, 1), 0), buf222, buf223, buf224, buf225, buf226, buf227, buf228, buf229, buf230, buf231, buf232, buf233, buf234, buf235, buf236, buf237, buf238, buf239, buf240, buf241, buf242, buf243, buf244, buf245, buf246, buf247, buf248, buf249, buf250, buf251, buf252, buf253, buf254, buf255, buf256, buf257, buf258, buf259, buf260, buf261, buf262, buf263, buf264, buf265, buf266, buf267, buf268, buf269, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 128, 128), (49152, 16384, 128, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((768, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((1, 1, 768), (768, 768, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((1, 65, 768), (49920, 768, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((2304, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((1000, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
