# AOT ID: ['17_inference']
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


cpp_fused_add_arange_embedding_expand_mul_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(512L + x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50265L), "index out of bounds: 0 <= tmp2 < 50265L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(512L + x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50265L), "index out of bounds: 0 <= tmp2 < 50265L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(512L + x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        TORCH_CHECK((0 <= tmp2) & (tmp2 < 50265L), "index out of bounds: 0 <= tmp2 < 50265L");
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp11 = static_cast<float>(256.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-05);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = tmp19 + tmp20;
                        tmp21.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(256.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_2 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
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


cpp_fused_add_embedding_mul_native_layer_norm_unsqueeze_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int64_t* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    auto out_ptr2 = in_out_ptr2;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(256.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(512L + x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50265L), "index out of bounds: 0 <= tmp2 < 50265L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(512L + x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50265L), "index out of bounds: 0 <= tmp2 < 50265L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(512L + x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp7 = in_out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = tmp0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        TORCH_CHECK((0 <= tmp2) & (tmp2 < 50265L), "index out of bounds: 0 <= tmp2 < 50265L");
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp11 = static_cast<float>(256.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-05);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = tmp19 + tmp20;
                        tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_expand_le_mul_scalar_tensor_unsqueeze_view_where_zeros_4 = async_compile.cpp_pybinding(['float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x2;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x1;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<float>(0.0);
                                auto tmp12 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp13 = at::vec::Vectorized<float>(tmp11);
                                auto tmp14 = at::vec::Vectorized<float>(tmp12);
                                auto tmp15 = decltype(tmp13)::blendv(tmp14, tmp13, tmp10.template cast<float,1>());
                                auto tmp16 = tmp3 + tmp15;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp16);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0), static_cast<int64_t>(8));
                            auto tmp17 = out_ptr0[static_cast<int64_t>(x1 + 32L*x0)];
                            auto tmp1 = static_cast<float>(0.125);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp4 = x2;
                            auto tmp5 = c10::convert<int64_t>(tmp4);
                            auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                            auto tmp7 = x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                            auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                            auto tmp11 = static_cast<float>(0.0);
                            auto tmp12 = static_cast<float>(-3.4028234663852886e+38);
                            auto tmp13 = at::vec::Vectorized<float>(tmp11);
                            auto tmp14 = at::vec::Vectorized<float>(tmp12);
                            auto tmp15 = decltype(tmp13)::blendv(tmp14, tmp13, tmp10.template cast<float,1>());
                            auto tmp16 = tmp3 + tmp15;
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 - tmp18;
                            auto tmp20 = tmp19.exp();
                            tmp20.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0));
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 64L*x0 + 2048L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 256L*x0));
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


cpp_fused_add_native_layer_norm_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = static_cast<float>(256.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-05);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp15 = tmp13 * tmp14;
                        auto tmp17 = tmp15 + tmp16;
                        tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_view_7 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
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


cpp_fused__unsafe_view_add_8 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50265L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(50264L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 50265L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 50265L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(50264L) && x1 < static_cast<int64_t>(50265L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 50265L*x0), static_cast<int64_t>(1L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(1L));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 50265L*x0), static_cast<int64_t>(1L));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1 = args
        args.clear()
        assert_size_stride_grouped((arg1_1, arg2_1, arg3_1, arg4_1, arg5_1), ((1, 64), (50265, 256), (1026, 256), (256, ), (256, )), ((64, 1), (256, 1), (256, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 64, 1), (64, 1, 64), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 64, 1), (64, 1, 64), torch.float32)
        buf3 = empty_strided_cpu((1, 64, 256), (16384, 256, 1), torch.float32)
        assert_size_stride_grouped((arg7_1, arg6_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_arange_embedding_expand_mul_native_layer_norm_0(buf1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, buf2, buf3)
        del arg1_1
        del arg3_1
        del arg4_1
        del arg5_1
        buf4 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg7_1, reinterpret_tensor(buf3, (64, 256), (256, 1), 0), reinterpret_tensor(arg6_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf4)
        del arg6_1
        del arg7_1
        assert_size_stride_grouped((arg9_1, arg8_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf5 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [key_states], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg9_1, reinterpret_tensor(buf3, (64, 256), (256, 1), 0), reinterpret_tensor(arg8_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf5)
        del arg8_1
        del arg9_1
        assert_size_stride_grouped((arg11_1, arg10_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf6 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [value_states], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg11_1, reinterpret_tensor(buf3, (64, 256), (256, 1), 0), reinterpret_tensor(arg10_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf6)
        del arg10_1
        del arg11_1
        # Topologically Sorted Source Nodes: [linear, view, query_states, key_states, view_1, key_states_1, value_states, view_2, value_states_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf4, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf5, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf6, (1, 4, 64, 64), (16384, 64, 256, 1), 0), scale=0.125)
        del buf4
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (1, 4, 64, 64), (16384, 64, 256, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf7
        assert_size_stride_grouped((arg13_1, arg12_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf10 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [transpose_4, reshape, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg13_1, reinterpret_tensor(buf8, (64, 256), (256, 1), 0), reinterpret_tensor(arg12_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf10)
        del arg12_1
        del arg13_1
        assert_size_stride_grouped((arg14_1, arg15_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf11 = buf2; del buf2  # reuse
        buf12 = buf11; del buf11  # reuse
        buf13 = buf1; del buf1  # reuse
        buf14 = buf3; del buf3  # reuse
        assert_size_stride_grouped((arg17_1, arg16_1), ((1024, ), (1024, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_1(buf12, buf14, buf10, arg14_1, arg15_1, buf13)
        del arg14_1
        del arg15_1
        buf15 = empty_strided_cpu((64, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg17_1, reinterpret_tensor(buf14, (64, 256), (256, 1), 0), reinterpret_tensor(arg16_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf15)
        del arg16_1
        del arg17_1
        buf16 = reinterpret_tensor(buf15, (1, 64, 1024), (65536, 1024, 1), 0); del buf15  # reuse
        assert_size_stride_grouped((arg19_1, arg18_1), ((256, ), (256, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_gelu_view_2(buf16)
        buf17 = buf10; del buf10  # reuse
        # Topologically Sorted Source Nodes: [linear_4, hidden_states_6, hidden_states_8], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg19_1, reinterpret_tensor(buf16, (64, 1024), (1024, 1), 0), reinterpret_tensor(arg18_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf17)
        del arg18_1
        del arg19_1
        assert_size_stride_grouped((arg20_1, arg21_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf18 = buf13; del buf13  # reuse
        buf19 = buf18; del buf18  # reuse
        buf20 = buf12; del buf12  # reuse
        buf21 = buf14; del buf14  # reuse
        assert_size_stride_grouped((arg23_1, arg22_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_1(buf19, buf21, buf17, arg20_1, arg21_1, buf20)
        del arg20_1
        del arg21_1
        buf22 = buf17; del buf17  # reuse
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg23_1, reinterpret_tensor(buf21, (64, 256), (256, 1), 0), reinterpret_tensor(arg22_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf22)
        del arg22_1
        del arg23_1
        assert_size_stride_grouped((arg25_1, arg24_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf23 = reinterpret_tensor(buf8, (64, 256), (256, 1), 0); del buf8  # reuse
        # Topologically Sorted Source Nodes: [key_states_2], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg25_1, reinterpret_tensor(buf21, (64, 256), (256, 1), 0), reinterpret_tensor(arg24_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf23)
        del arg24_1
        del arg25_1
        assert_size_stride_grouped((arg27_1, arg26_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf24 = buf5; del buf5  # reuse
        # Topologically Sorted Source Nodes: [value_states_2], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg27_1, reinterpret_tensor(buf21, (64, 256), (256, 1), 0), reinterpret_tensor(arg26_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf24)
        del arg26_1
        del arg27_1
        # Topologically Sorted Source Nodes: [linear_6, view_3, query_states_1, key_states_2, view_4, key_states_3, value_states_2, view_5, value_states_3], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf25 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf22, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf23, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf24, (1, 4, 64, 64), (16384, 64, 256, 1), 0), scale=0.125)
        del buf22
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (1, 4, 64, 64), (16384, 64, 256, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf25
        assert_size_stride_grouped((arg29_1, arg28_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf28 = buf24; del buf24  # reuse
        # Topologically Sorted Source Nodes: [transpose_9, reshape_1, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg29_1, reinterpret_tensor(buf26, (64, 256), (256, 1), 0), reinterpret_tensor(arg28_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf28)
        del arg28_1
        del arg29_1
        assert_size_stride_grouped((arg30_1, arg31_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf29 = buf20; del buf20  # reuse
        buf30 = buf29; del buf29  # reuse
        buf31 = buf19; del buf19  # reuse
        buf32 = buf21; del buf21  # reuse
        assert_size_stride_grouped((arg33_1, arg32_1), ((1024, ), (1024, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_1(buf30, buf32, buf28, arg30_1, arg31_1, buf31)
        del arg30_1
        del arg31_1
        buf33 = reinterpret_tensor(buf16, (64, 1024), (1024, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [linear_10], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg33_1, reinterpret_tensor(buf32, (64, 256), (256, 1), 0), reinterpret_tensor(arg32_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf33)
        del arg32_1
        del arg33_1
        buf34 = reinterpret_tensor(buf33, (1, 64, 1024), (65536, 1024, 1), 0); del buf33  # reuse
        assert_size_stride_grouped((arg35_1, arg34_1), ((256, ), (256, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_gelu_view_2(buf34)
        buf35 = buf28; del buf28  # reuse
        # Topologically Sorted Source Nodes: [linear_10, hidden_states_15, hidden_states_17], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg35_1, reinterpret_tensor(buf34, (64, 1024), (1024, 1), 0), reinterpret_tensor(arg34_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf35)
        del arg34_1
        del arg35_1
        assert_size_stride_grouped((arg36_1, arg37_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf36 = buf31; del buf31  # reuse
        buf37 = buf36; del buf36  # reuse
        buf38 = buf30; del buf30  # reuse
        buf39 = buf32; del buf32  # reuse
        assert_size_stride_grouped((arg39_1, arg38_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_1(buf37, buf39, buf35, arg36_1, arg37_1, buf38)
        del arg36_1
        del arg37_1
        buf40 = buf35; del buf35  # reuse
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg39_1, reinterpret_tensor(buf39, (64, 256), (256, 1), 0), reinterpret_tensor(arg38_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf40)
        del arg38_1
        del arg39_1
        assert_size_stride_grouped((arg41_1, arg40_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf41 = reinterpret_tensor(buf26, (64, 256), (256, 1), 0); del buf26  # reuse
        # Topologically Sorted Source Nodes: [key_states_4], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg41_1, reinterpret_tensor(buf39, (64, 256), (256, 1), 0), reinterpret_tensor(arg40_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf41)
        del arg40_1
        del arg41_1
        assert_size_stride_grouped((arg43_1, arg42_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf42 = buf23; del buf23  # reuse
        # Topologically Sorted Source Nodes: [value_states_4], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg43_1, reinterpret_tensor(buf39, (64, 256), (256, 1), 0), reinterpret_tensor(arg42_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf42)
        del arg42_1
        del arg43_1
        # Topologically Sorted Source Nodes: [linear_12, view_6, query_states_2, key_states_4, view_7, key_states_5, value_states_4, view_8, value_states_5], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf43 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf40, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf41, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf42, (1, 4, 64, 64), (16384, 64, 256, 1), 0), scale=0.125)
        del buf40
        del buf41
        buf44 = buf43[0]
        assert_tensor_metadata(buf44, (1, 4, 64, 64), (16384, 64, 256, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf43
        assert_size_stride_grouped((arg45_1, arg44_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf46 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [transpose_14, reshape_2, attn_output_11], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg45_1, reinterpret_tensor(buf44, (64, 256), (256, 1), 0), reinterpret_tensor(arg44_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf46)
        del arg44_1
        del arg45_1
        assert_size_stride_grouped((arg46_1, arg47_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf47 = buf38; del buf38  # reuse
        buf48 = buf47; del buf47  # reuse
        buf49 = buf37; del buf37  # reuse
        buf50 = buf39; del buf39  # reuse
        assert_size_stride_grouped((arg49_1, arg48_1), ((1024, ), (1024, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_1(buf48, buf50, buf46, arg46_1, arg47_1, buf49)
        del arg46_1
        del arg47_1
        buf51 = reinterpret_tensor(buf34, (64, 1024), (1024, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [linear_16], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg49_1, reinterpret_tensor(buf50, (64, 256), (256, 1), 0), reinterpret_tensor(arg48_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf51)
        del arg48_1
        del arg49_1
        buf52 = reinterpret_tensor(buf51, (1, 64, 1024), (65536, 1024, 1), 0); del buf51  # reuse
        assert_size_stride_grouped((arg51_1, arg50_1), ((256, ), (256, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_gelu_view_2(buf52)
        buf53 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [linear_16, hidden_states_24, hidden_states_26], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg51_1, reinterpret_tensor(buf52, (64, 1024), (1024, 1), 0), reinterpret_tensor(arg50_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf53)
        del arg50_1
        del arg51_1
        del buf52
        assert_size_stride_grouped((arg52_1, arg53_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf54 = buf49; del buf49  # reuse
        buf55 = buf54; del buf54  # reuse
        buf56 = buf48; del buf48  # reuse
        buf77 = buf50; del buf50  # reuse
        assert_size_stride_grouped((arg0_1, arg54_1, arg55_1, arg56_1), ((1, 32), (1026, 256), (256, ), (256, )), ((32, 1), (256, 1), (1, ), (1, )), 'input')
        buf57 = empty_strided_cpu((1, 32, 1), (32, 1, 32), torch.float32)
        buf58 = buf57; del buf57  # reuse
        buf59 = empty_strided_cpu((1, 32, 1), (32, 1, 32), torch.float32)
        buf60 = empty_strided_cpu((1, 32, 256), (8192, 256, 1), torch.float32)
        assert_size_stride_grouped((arg58_1, arg57_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_embedding_mul_native_layer_norm_unsqueeze_view_3(buf55, buf77, buf58, buf53, arg52_1, arg53_1, arg0_1, arg2_1, arg54_1, arg55_1, arg56_1, buf56, buf59, buf60)
        del arg0_1
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del arg56_1
        del buf55
        del buf56
        buf61 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg58_1, reinterpret_tensor(buf60, (32, 256), (256, 1), 0), reinterpret_tensor(arg57_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf61)
        del arg57_1
        del arg58_1
        assert_size_stride_grouped((arg60_1, arg59_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf62 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [key_states_6], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg60_1, reinterpret_tensor(buf60, (32, 256), (256, 1), 0), reinterpret_tensor(arg59_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf62)
        del arg59_1
        del arg60_1
        buf63 = empty_strided_cpu((4, 32, 32), (1024, 32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_18, view_9, query_states_3, matmul_6, key_states_6, view_10, key_states_7, transpose_18], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf61, (4, 32, 64), (64, 256, 1), 0), reinterpret_tensor(buf62, (4, 64, 32), (64, 1, 256), 0), out=buf63)
        buf64 = empty_strided_cpu((1, 4, 32, 1), (128, 32, 1, 128), torch.float32)
        buf65 = reinterpret_tensor(buf63, (1, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf63  # reuse
        buf66 = empty_strided_cpu((1, 4, 32, 1), (128, 32, 1, 128), torch.float32)
        buf68 = buf65; del buf65  # reuse
        assert_size_stride_grouped((arg62_1, arg61_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused__softmax_add_expand_le_mul_scalar_tensor_unsqueeze_view_where_zeros_4(buf68, buf64, buf66)
        buf67 = buf62; del buf62  # reuse
        # Topologically Sorted Source Nodes: [value_states_6], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg62_1, reinterpret_tensor(buf60, (32, 256), (256, 1), 0), reinterpret_tensor(arg61_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf67)
        del arg61_1
        del arg62_1
        buf69 = reinterpret_tensor(buf61, (4, 32, 64), (2048, 64, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_11, attn_output_12, value_states_6, view_11, value_states_7], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf68, (4, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf67, (4, 32, 64), (64, 256, 1), 0), out=buf69)
        buf70 = reinterpret_tensor(buf67, (1, 32, 4, 64), (8192, 256, 64, 1), 0); del buf67  # reuse
        assert_size_stride_grouped((arg64_1, arg63_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_clone_transpose_view_5(buf69, buf70)
        buf71 = reinterpret_tensor(buf69, (32, 256), (256, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [attn_output_12, transpose_19, attn_output_13, reshape_3, attn_output_15], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
        extern_kernels.addmm(arg64_1, reinterpret_tensor(buf70, (32, 256), (256, 1), 0), reinterpret_tensor(arg63_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf71)
        del arg63_1
        del arg64_1
        del buf70
        assert_size_stride_grouped((arg65_1, arg66_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf72 = buf59; del buf59  # reuse
        buf73 = buf72; del buf72  # reuse
        buf74 = buf58; del buf58  # reuse
        buf75 = buf60; del buf60  # reuse
        assert_size_stride_grouped((arg68_1, arg67_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf73, buf75, buf71, arg65_1, arg66_1, buf74)
        del arg65_1
        del arg66_1
        buf76 = buf71; del buf71  # reuse
        # Topologically Sorted Source Nodes: [linear_22], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg68_1, reinterpret_tensor(buf75, (32, 256), (256, 1), 0), reinterpret_tensor(arg67_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf76)
        del arg67_1
        del arg68_1
        assert_size_stride_grouped((arg70_1, arg69_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf78 = buf53; del buf53  # reuse
        # Topologically Sorted Source Nodes: [key_states_8], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg70_1, reinterpret_tensor(buf77, (64, 256), (256, 1), 0), reinterpret_tensor(arg69_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf78)
        del arg69_1
        del arg70_1
        assert_size_stride_grouped((arg72_1, arg71_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf79 = reinterpret_tensor(buf44, (64, 256), (256, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [value_states_8], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg72_1, reinterpret_tensor(buf77, (64, 256), (256, 1), 0), reinterpret_tensor(arg71_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf79)
        del arg71_1
        del arg72_1
        # Topologically Sorted Source Nodes: [linear_22, view_12, query_states_4, key_states_8, view_13, key_states_9, value_states_8, view_14, value_states_9], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf80 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf76, (1, 4, 32, 64), (8192, 64, 256, 1), 0), reinterpret_tensor(buf78, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf79, (1, 4, 64, 64), (16384, 64, 256, 1), 0), scale=0.125)
        buf81 = buf80[0]
        assert_tensor_metadata(buf81, (1, 4, 32, 64), (8192, 64, 256, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf81, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf80
        assert_size_stride_grouped((arg74_1, arg73_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf83 = buf76; del buf76  # reuse
        # Topologically Sorted Source Nodes: [transpose_24, reshape_4, attn_output_19], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg74_1, reinterpret_tensor(buf81, (32, 256), (256, 1), 0), reinterpret_tensor(arg73_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf83)
        del arg73_1
        del arg74_1
        assert_size_stride_grouped((arg75_1, arg76_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf84 = buf74; del buf74  # reuse
        buf85 = buf84; del buf84  # reuse
        buf86 = buf73; del buf73  # reuse
        buf87 = buf75; del buf75  # reuse
        assert_size_stride_grouped((arg78_1, arg77_1), ((1024, ), (1024, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf85, buf87, buf83, arg75_1, arg76_1, buf86)
        del arg75_1
        del arg76_1
        buf88 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg78_1, reinterpret_tensor(buf87, (32, 256), (256, 1), 0), reinterpret_tensor(arg77_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf88)
        del arg77_1
        del arg78_1
        buf89 = reinterpret_tensor(buf88, (1, 32, 1024), (32768, 1024, 1), 0); del buf88  # reuse
        assert_size_stride_grouped((arg80_1, arg79_1), ((256, ), (256, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_gelu_view_7(buf89)
        buf90 = buf83; del buf83  # reuse
        # Topologically Sorted Source Nodes: [linear_26, hidden_states_39, hidden_states_41], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg80_1, reinterpret_tensor(buf89, (32, 1024), (1024, 1), 0), reinterpret_tensor(arg79_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf90)
        del arg79_1
        del arg80_1
        assert_size_stride_grouped((arg81_1, arg82_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf91 = buf86; del buf86  # reuse
        buf92 = buf91; del buf91  # reuse
        buf93 = buf85; del buf85  # reuse
        buf94 = buf87; del buf87  # reuse
        assert_size_stride_grouped((arg84_1, arg83_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf92, buf94, buf90, arg81_1, arg82_1, buf93)
        del arg81_1
        del arg82_1
        buf95 = buf90; del buf90  # reuse
        # Topologically Sorted Source Nodes: [linear_28], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg84_1, reinterpret_tensor(buf94, (32, 256), (256, 1), 0), reinterpret_tensor(arg83_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf95)
        del arg83_1
        del arg84_1
        assert_size_stride_grouped((arg86_1, arg85_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf96 = reinterpret_tensor(buf81, (32, 256), (256, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [key_states_10], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg86_1, reinterpret_tensor(buf94, (32, 256), (256, 1), 0), reinterpret_tensor(arg85_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf96)
        del arg85_1
        del arg86_1
        buf97 = reinterpret_tensor(buf68, (4, 32, 32), (1024, 32, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [linear_28, view_15, query_states_5, matmul_10, key_states_10, view_16, key_states_11, transpose_28], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf95, (4, 32, 64), (64, 256, 1), 0), reinterpret_tensor(buf96, (4, 64, 32), (64, 1, 256), 0), out=buf97)
        buf98 = buf66; del buf66  # reuse
        buf99 = reinterpret_tensor(buf97, (1, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf97  # reuse
        buf100 = buf64; del buf64  # reuse
        buf102 = buf99; del buf99  # reuse
        assert_size_stride_grouped((arg88_1, arg87_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused__softmax_add_expand_le_mul_scalar_tensor_unsqueeze_view_where_zeros_4(buf102, buf98, buf100)
        buf101 = buf96; del buf96  # reuse
        # Topologically Sorted Source Nodes: [value_states_10], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg88_1, reinterpret_tensor(buf94, (32, 256), (256, 1), 0), reinterpret_tensor(arg87_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf101)
        del arg87_1
        del arg88_1
        buf103 = reinterpret_tensor(buf95, (4, 32, 64), (2048, 64, 1), 0); del buf95  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_18, attn_output_20, value_states_10, view_17, value_states_11], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf102, (4, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf101, (4, 32, 64), (64, 256, 1), 0), out=buf103)
        buf104 = reinterpret_tensor(buf101, (1, 32, 4, 64), (8192, 256, 64, 1), 0); del buf101  # reuse
        assert_size_stride_grouped((arg90_1, arg89_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_clone_transpose_view_5(buf103, buf104)
        buf105 = reinterpret_tensor(buf103, (32, 256), (256, 1), 0); del buf103  # reuse
        # Topologically Sorted Source Nodes: [attn_output_20, transpose_29, attn_output_21, reshape_5, attn_output_23], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
        extern_kernels.addmm(arg90_1, reinterpret_tensor(buf104, (32, 256), (256, 1), 0), reinterpret_tensor(arg89_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf105)
        del arg89_1
        del arg90_1
        del buf104
        assert_size_stride_grouped((arg91_1, arg92_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf106 = buf93; del buf93  # reuse
        buf107 = buf106; del buf106  # reuse
        buf108 = buf92; del buf92  # reuse
        buf109 = buf94; del buf94  # reuse
        assert_size_stride_grouped((arg94_1, arg93_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf107, buf109, buf105, arg91_1, arg92_1, buf108)
        del arg91_1
        del arg92_1
        buf110 = buf105; del buf105  # reuse
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg94_1, reinterpret_tensor(buf109, (32, 256), (256, 1), 0), reinterpret_tensor(arg93_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf110)
        del arg93_1
        del arg94_1
        assert_size_stride_grouped((arg96_1, arg95_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf111 = buf79; del buf79  # reuse
        # Topologically Sorted Source Nodes: [key_states_12], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg96_1, reinterpret_tensor(buf77, (64, 256), (256, 1), 0), reinterpret_tensor(arg95_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf111)
        del arg95_1
        del arg96_1
        assert_size_stride_grouped((arg98_1, arg97_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf112 = buf78; del buf78  # reuse
        # Topologically Sorted Source Nodes: [value_states_12], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg98_1, reinterpret_tensor(buf77, (64, 256), (256, 1), 0), reinterpret_tensor(arg97_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf112)
        del arg97_1
        del arg98_1
        # Topologically Sorted Source Nodes: [linear_32, view_18, query_states_6, key_states_12, view_19, key_states_13, value_states_12, view_20, value_states_13], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf113 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf110, (1, 4, 32, 64), (8192, 64, 256, 1), 0), reinterpret_tensor(buf111, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf112, (1, 4, 64, 64), (16384, 64, 256, 1), 0), scale=0.125)
        buf114 = buf113[0]
        assert_tensor_metadata(buf114, (1, 4, 32, 64), (8192, 64, 256, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf114, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf113
        assert_size_stride_grouped((arg100_1, arg99_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf116 = buf110; del buf110  # reuse
        # Topologically Sorted Source Nodes: [transpose_34, reshape_6, attn_output_27], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg100_1, reinterpret_tensor(buf114, (32, 256), (256, 1), 0), reinterpret_tensor(arg99_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf116)
        del arg100_1
        del arg99_1
        assert_size_stride_grouped((arg101_1, arg102_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf117 = buf108; del buf108  # reuse
        buf118 = buf117; del buf117  # reuse
        buf119 = buf107; del buf107  # reuse
        buf120 = buf109; del buf109  # reuse
        assert_size_stride_grouped((arg104_1, arg103_1), ((1024, ), (1024, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf118, buf120, buf116, arg101_1, arg102_1, buf119)
        del arg101_1
        del arg102_1
        buf121 = reinterpret_tensor(buf89, (32, 1024), (1024, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [linear_36], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg104_1, reinterpret_tensor(buf120, (32, 256), (256, 1), 0), reinterpret_tensor(arg103_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf121)
        del arg103_1
        del arg104_1
        buf122 = reinterpret_tensor(buf121, (1, 32, 1024), (32768, 1024, 1), 0); del buf121  # reuse
        assert_size_stride_grouped((arg106_1, arg105_1), ((256, ), (256, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_gelu_view_7(buf122)
        buf123 = buf116; del buf116  # reuse
        # Topologically Sorted Source Nodes: [linear_36, hidden_states_51, hidden_states_53], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg106_1, reinterpret_tensor(buf122, (32, 1024), (1024, 1), 0), reinterpret_tensor(arg105_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf123)
        del arg105_1
        del arg106_1
        assert_size_stride_grouped((arg107_1, arg108_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf124 = buf119; del buf119  # reuse
        buf125 = buf124; del buf124  # reuse
        buf126 = buf118; del buf118  # reuse
        buf127 = buf120; del buf120  # reuse
        assert_size_stride_grouped((arg110_1, arg109_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf125, buf127, buf123, arg107_1, arg108_1, buf126)
        del arg107_1
        del arg108_1
        buf128 = buf123; del buf123  # reuse
        # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg110_1, reinterpret_tensor(buf127, (32, 256), (256, 1), 0), reinterpret_tensor(arg109_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf128)
        del arg109_1
        del arg110_1
        assert_size_stride_grouped((arg112_1, arg111_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf129 = reinterpret_tensor(buf114, (32, 256), (256, 1), 0); del buf114  # reuse
        # Topologically Sorted Source Nodes: [key_states_14], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg112_1, reinterpret_tensor(buf127, (32, 256), (256, 1), 0), reinterpret_tensor(arg111_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf129)
        del arg111_1
        del arg112_1
        buf130 = reinterpret_tensor(buf102, (4, 32, 32), (1024, 32, 1), 0); del buf102  # reuse
        # Topologically Sorted Source Nodes: [linear_38, view_21, query_states_7, matmul_14, key_states_14, view_22, key_states_15, transpose_38], Original ATen: [aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf128, (4, 32, 64), (64, 256, 1), 0), reinterpret_tensor(buf129, (4, 64, 32), (64, 1, 256), 0), out=buf130)
        buf131 = buf98; del buf98  # reuse
        buf132 = reinterpret_tensor(buf130, (1, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf130  # reuse
        buf133 = buf100; del buf100  # reuse
        buf135 = buf132; del buf132  # reuse
        assert_size_stride_grouped((arg114_1, arg113_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused__softmax_add_expand_le_mul_scalar_tensor_unsqueeze_view_where_zeros_4(buf135, buf131, buf133)
        del buf131
        del buf133
        buf134 = buf129; del buf129  # reuse
        # Topologically Sorted Source Nodes: [value_states_14], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg114_1, reinterpret_tensor(buf127, (32, 256), (256, 1), 0), reinterpret_tensor(arg113_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf134)
        del arg113_1
        del arg114_1
        buf136 = reinterpret_tensor(buf128, (4, 32, 64), (2048, 64, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_25, attn_output_28, value_states_14, view_23, value_states_15], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf135, (4, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf134, (4, 32, 64), (64, 256, 1), 0), out=buf136)
        del buf135
        buf137 = reinterpret_tensor(buf134, (1, 32, 4, 64), (8192, 256, 64, 1), 0); del buf134  # reuse
        assert_size_stride_grouped((arg116_1, arg115_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_clone_transpose_view_5(buf136, buf137)
        buf138 = reinterpret_tensor(buf136, (32, 256), (256, 1), 0); del buf136  # reuse
        # Topologically Sorted Source Nodes: [attn_output_28, transpose_39, attn_output_29, reshape_7, attn_output_31], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.addmm]
        extern_kernels.addmm(arg116_1, reinterpret_tensor(buf137, (32, 256), (256, 1), 0), reinterpret_tensor(arg115_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf138)
        del arg115_1
        del arg116_1
        del buf137
        assert_size_stride_grouped((arg117_1, arg118_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf139 = buf126; del buf126  # reuse
        buf140 = buf139; del buf139  # reuse
        buf141 = buf125; del buf125  # reuse
        buf142 = buf127; del buf127  # reuse
        assert_size_stride_grouped((arg120_1, arg119_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf140, buf142, buf138, arg117_1, arg118_1, buf141)
        del arg117_1
        del arg118_1
        buf143 = buf138; del buf138  # reuse
        # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg120_1, reinterpret_tensor(buf142, (32, 256), (256, 1), 0), reinterpret_tensor(arg119_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf143)
        del arg119_1
        del arg120_1
        assert_size_stride_grouped((arg122_1, arg121_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf144 = buf112; del buf112  # reuse
        # Topologically Sorted Source Nodes: [key_states_16], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg122_1, reinterpret_tensor(buf77, (64, 256), (256, 1), 0), reinterpret_tensor(arg121_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf144)
        del arg121_1
        del arg122_1
        assert_size_stride_grouped((arg124_1, arg123_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf145 = buf111; del buf111  # reuse
        # Topologically Sorted Source Nodes: [value_states_16], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg124_1, reinterpret_tensor(buf77, (64, 256), (256, 1), 0), reinterpret_tensor(arg123_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf145)
        del arg123_1
        del arg124_1
        del buf77
        # Topologically Sorted Source Nodes: [linear_42, view_24, query_states_8, key_states_16, view_25, key_states_17, value_states_16, view_26, value_states_17], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf146 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf143, (1, 4, 32, 64), (8192, 64, 256, 1), 0), reinterpret_tensor(buf144, (1, 4, 64, 64), (16384, 64, 256, 1), 0), reinterpret_tensor(buf145, (1, 4, 64, 64), (16384, 64, 256, 1), 0), scale=0.125)
        del buf144
        del buf145
        buf147 = buf146[0]
        assert_tensor_metadata(buf147, (1, 4, 32, 64), (8192, 64, 256, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf147, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf146
        assert_size_stride_grouped((arg126_1, arg125_1), ((256, ), (256, 256)), ((1, ), (256, 1)), 'input')
        buf149 = buf143; del buf143  # reuse
        # Topologically Sorted Source Nodes: [transpose_44, reshape_8, attn_output_35], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg126_1, reinterpret_tensor(buf147, (32, 256), (256, 1), 0), reinterpret_tensor(arg125_1, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf149)
        del arg125_1
        del arg126_1
        del buf147
        assert_size_stride_grouped((arg127_1, arg128_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf150 = buf141; del buf141  # reuse
        buf151 = buf150; del buf150  # reuse
        buf152 = buf140; del buf140  # reuse
        buf153 = buf142; del buf142  # reuse
        assert_size_stride_grouped((arg130_1, arg129_1), ((1024, ), (1024, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_6(buf151, buf153, buf149, arg127_1, arg128_1, buf152)
        del arg127_1
        del arg128_1
        buf154 = reinterpret_tensor(buf122, (32, 1024), (1024, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [linear_46], Original ATen: [aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg130_1, reinterpret_tensor(buf153, (32, 256), (256, 1), 0), reinterpret_tensor(arg129_1, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf154)
        del arg129_1
        del arg130_1
        buf155 = reinterpret_tensor(buf154, (1, 32, 1024), (32768, 1024, 1), 0); del buf154  # reuse
        assert_size_stride_grouped((arg132_1, arg131_1), ((256, ), (256, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_gelu_view_7(buf155)
        buf156 = buf149; del buf149  # reuse
        # Topologically Sorted Source Nodes: [linear_46, hidden_states_63, hidden_states_65], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(arg132_1, reinterpret_tensor(buf155, (32, 1024), (1024, 1), 0), reinterpret_tensor(arg131_1, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf156)
        del arg131_1
        del arg132_1
        del buf155
        assert_size_stride_grouped((arg133_1, arg134_1), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf157 = buf152; del buf152  # reuse
        buf158 = buf157; del buf157  # reuse
        buf159 = buf151; del buf151  # reuse
        buf160 = buf153; del buf153  # reuse
        cpp_fused_add_native_layer_norm_view_6(buf158, buf160, buf156, arg133_1, arg134_1, buf159)
        del arg133_1
        del arg134_1
        del buf156
        del buf158
        del buf159
        buf161 = empty_strided_cpu((32, 50265), (50265, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_65, hidden_states_67, hidden_states_68, lm_logits], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf160, (32, 256), (256, 1), 0), reinterpret_tensor(arg2_1, (256, 50265), (1, 256), 0), out=buf161)
        del arg2_1
        del buf160
        assert_size_stride(arg135_1, (1, 50265), (50265, 1), 'input')
        buf162 = reinterpret_tensor(buf161, (1, 32, 50265), (1608480, 50265, 1), 0); del buf161  # reuse
        cpp_fused__unsafe_view_add_8(buf162, arg135_1)
        del arg135_1
        return (buf162, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 32), (32, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((1, 64), (64, 1), device='cpu', dtype=torch.int64)
    arg2_1 = rand_strided((50265, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((1026, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((1026, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((1, 50265), (50265, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
