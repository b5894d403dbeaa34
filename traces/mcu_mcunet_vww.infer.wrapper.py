# AOT ID: ['7_inference']
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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6400L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(6400L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 6400L*x0 + 6400L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
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


cpp_fused_hardtanh_1 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25600L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(25600L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_2 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38400L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38400L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9600L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9600L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_4 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(19200L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(19200L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_5 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6400L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6400L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_6 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6400L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6400L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_7 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7200L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7200L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_8 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2400L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2400L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_9 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2400L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2400L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_10 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_12 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_13 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3600L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3600L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_14 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1200L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1200L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_15 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_16 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2160L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_17 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3456L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3456L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_18 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(864L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(864L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardtanh_19 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(5184L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(5184L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::maximum(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::minimum(tmp3, tmp5);
                    tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mean_20 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(9.0);
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1 = args
        args.clear()
        assert_size_stride(arg2_1, (1, 3, 80, 80), (19200, 6400, 80, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 80, 80), (19200, 1, 240, 3), torch.float32)
        assert_size_stride(arg0_1, (16, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(arg1_1, (16, ), (1, ), 'input')
        cpp_fused_convolution_0(arg2_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg2_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((arg3_1, arg4_1), ((16, 1, 3, 3), (16, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_1(buf3)
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.hardtanh, aten.convolution]
        buf4 = extern_kernels.convolution(buf3, arg3_1, arg4_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_tensor_metadata(buf4, (1, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        del buf3
        buf5 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg5_1, arg6_1), ((8, 16, 1, 1), (8, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_1(buf5)
        # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.hardtanh, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg5_1, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (1, 8, 40, 40), (12800, 1, 320, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg5_1
        del arg6_1
        del buf5
        assert_size_stride_grouped((arg7_1, arg8_1), ((24, 8, 1, 1), (24, )), ((8, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
        buf7 = extern_kernels.convolution(buf6, arg7_1, arg8_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf7, (1, 24, 40, 40), (38400, 1, 960, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg7_1
        del arg8_1
        del buf6
        buf8 = buf7; del buf7  # reuse
        assert_size_stride_grouped((arg9_1, arg10_1), ((24, 1, 7, 7), (24, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_2(buf8)
        # Topologically Sorted Source Nodes: [input_7, input_8], Original ATen: [aten.hardtanh, aten.convolution]
        buf9 = extern_kernels.convolution(buf8, arg9_1, arg10_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24)
        assert_tensor_metadata(buf9, (1, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del arg9_1
        del buf8
        buf10 = buf9; del buf9  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((16, 24, 1, 1), (16, )), ((24, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_3(buf10)
        # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten.hardtanh, aten.convolution]
        buf11 = extern_kernels.convolution(buf10, arg11_1, arg12_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf11, (1, 16, 20, 20), (6400, 1, 320, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf10
        assert_size_stride_grouped((arg13_1, arg14_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_11], Original ATen: [aten.convolution]
        buf12 = extern_kernels.convolution(buf11, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf12, (1, 48, 20, 20), (19200, 1, 960, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        buf13 = buf12; del buf12  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((48, 1, 3, 3), (48, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_4(buf13)
        # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.hardtanh, aten.convolution]
        buf14 = extern_kernels.convolution(buf13, arg15_1, arg16_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf14, (1, 48, 20, 20), (19200, 1, 960, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        del buf13
        buf15 = buf14; del buf14  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((16, 48, 1, 1), (16, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_4(buf15)
        # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.hardtanh, aten.convolution]
        buf16 = extern_kernels.convolution(buf15, arg17_1, arg18_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf16, (1, 16, 20, 20), (6400, 1, 320, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        del buf15
        buf17 = buf11; del buf11  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((64, 16, 1, 1), (64, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_5(buf17, buf16)
        del buf16
        # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.add, aten.convolution]
        buf18 = extern_kernels.convolution(buf17, arg19_1, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf18, (1, 64, 20, 20), (25600, 1, 1280, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg19_1
        del arg20_1
        del buf17
        buf19 = buf18; del buf18  # reuse
        assert_size_stride_grouped((arg21_1, arg22_1), ((64, 1, 7, 7), (64, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_1(buf19)
        # Topologically Sorted Source Nodes: [input_18, input_19], Original ATen: [aten.hardtanh, aten.convolution]
        buf20 = extern_kernels.convolution(buf19, arg21_1, arg22_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=64)
        assert_tensor_metadata(buf20, (1, 64, 10, 10), (6400, 1, 640, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del arg22_1
        del buf19
        buf21 = buf20; del buf20  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((24, 64, 1, 1), (24, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf21)
        # Topologically Sorted Source Nodes: [input_20, input_21], Original ATen: [aten.hardtanh, aten.convolution]
        buf22 = extern_kernels.convolution(buf21, arg23_1, arg24_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf22, (1, 24, 10, 10), (2400, 1, 240, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg23_1
        del arg24_1
        del buf21
        assert_size_stride_grouped((arg25_1, arg26_1), ((72, 24, 1, 1), (72, )), ((24, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_22], Original ATen: [aten.convolution]
        buf23 = extern_kernels.convolution(buf22, arg25_1, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf23, (1, 72, 10, 10), (7200, 1, 720, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg25_1
        del arg26_1
        buf24 = buf23; del buf23  # reuse
        assert_size_stride_grouped((arg27_1, arg28_1), ((72, 1, 5, 5), (72, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf24)
        # Topologically Sorted Source Nodes: [input_23, input_24], Original ATen: [aten.hardtanh, aten.convolution]
        buf25 = extern_kernels.convolution(buf24, arg27_1, arg28_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72)
        assert_tensor_metadata(buf25, (1, 72, 10, 10), (7200, 1, 720, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg27_1
        del arg28_1
        del buf24
        buf26 = buf25; del buf25  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((24, 72, 1, 1), (24, )), ((72, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf26)
        # Topologically Sorted Source Nodes: [input_25, input_26], Original ATen: [aten.hardtanh, aten.convolution]
        buf27 = extern_kernels.convolution(buf26, arg29_1, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf27, (1, 24, 10, 10), (2400, 1, 240, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg29_1
        del arg30_1
        del buf26
        buf28 = buf22; del buf22  # reuse
        assert_size_stride_grouped((arg31_1, arg32_1), ((96, 24, 1, 1), (96, )), ((24, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_8(buf28, buf27)
        del buf27
        # Topologically Sorted Source Nodes: [input_27, input_28], Original ATen: [aten.add, aten.convolution]
        buf29 = extern_kernels.convolution(buf28, arg31_1, arg32_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf29, (1, 96, 10, 10), (9600, 1, 960, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        del arg32_1
        del buf28
        buf30 = buf29; del buf29  # reuse
        assert_size_stride_grouped((arg33_1, arg34_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_3(buf30)
        # Topologically Sorted Source Nodes: [input_29, input_30], Original ATen: [aten.hardtanh, aten.convolution]
        buf31 = extern_kernels.convolution(buf30, arg33_1, arg34_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf31, (1, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg33_1
        del arg34_1
        del buf30
        buf32 = buf31; del buf31  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((40, 96, 1, 1), (40, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_9(buf32)
        # Topologically Sorted Source Nodes: [input_31, input_32], Original ATen: [aten.hardtanh, aten.convolution]
        buf33 = extern_kernels.convolution(buf32, arg35_1, arg36_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf33, (1, 40, 5, 5), (1000, 1, 200, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg35_1
        del arg36_1
        del buf32
        assert_size_stride_grouped((arg37_1, arg38_1), ((120, 40, 1, 1), (120, )), ((40, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_33], Original ATen: [aten.convolution]
        buf34 = extern_kernels.convolution(buf33, arg37_1, arg38_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf34, (1, 120, 5, 5), (3000, 1, 600, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg37_1
        del arg38_1
        buf35 = buf34; del buf34  # reuse
        assert_size_stride_grouped((arg39_1, arg40_1), ((120, 1, 5, 5), (120, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf35)
        # Topologically Sorted Source Nodes: [input_34, input_35], Original ATen: [aten.hardtanh, aten.convolution]
        buf36 = extern_kernels.convolution(buf35, arg39_1, arg40_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=120)
        assert_tensor_metadata(buf36, (1, 120, 5, 5), (3000, 1, 600, 120), torch.float32, 'torch.ops.aten.convolution.default')
        del arg39_1
        del arg40_1
        del buf35
        buf37 = buf36; del buf36  # reuse
        assert_size_stride_grouped((arg41_1, arg42_1), ((40, 120, 1, 1), (40, )), ((120, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf37)
        # Topologically Sorted Source Nodes: [input_36, input_37], Original ATen: [aten.hardtanh, aten.convolution]
        buf38 = extern_kernels.convolution(buf37, arg41_1, arg42_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf38, (1, 40, 5, 5), (1000, 1, 200, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del arg42_1
        del buf37
        buf39 = buf33; del buf33  # reuse
        assert_size_stride_grouped((arg43_1, arg44_1), ((160, 40, 1, 1), (160, )), ((40, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_11(buf39, buf38)
        del buf38
        # Topologically Sorted Source Nodes: [input_39], Original ATen: [aten.convolution]
        buf40 = extern_kernels.convolution(buf39, arg43_1, arg44_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf40, (1, 160, 5, 5), (4000, 1, 800, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg43_1
        del arg44_1
        buf41 = buf40; del buf40  # reuse
        assert_size_stride_grouped((arg45_1, arg46_1), ((160, 1, 3, 3), (160, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_12(buf41)
        # Topologically Sorted Source Nodes: [input_40, input_41], Original ATen: [aten.hardtanh, aten.convolution]
        buf42 = extern_kernels.convolution(buf41, arg45_1, arg46_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=160)
        assert_tensor_metadata(buf42, (1, 160, 5, 5), (4000, 1, 800, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg45_1
        del arg46_1
        del buf41
        buf43 = buf42; del buf42  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((40, 160, 1, 1), (40, )), ((160, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_12(buf43)
        # Topologically Sorted Source Nodes: [input_42, input_43], Original ATen: [aten.hardtanh, aten.convolution]
        buf44 = extern_kernels.convolution(buf43, arg47_1, arg48_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf44, (1, 40, 5, 5), (1000, 1, 200, 40), torch.float32, 'torch.ops.aten.convolution.default')
        del arg47_1
        del arg48_1
        del buf43
        buf45 = buf39; del buf39  # reuse
        assert_size_stride_grouped((arg49_1, arg50_1), ((160, 40, 1, 1), (160, )), ((40, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_11(buf45, buf44)
        del buf44
        # Topologically Sorted Source Nodes: [input_44, input_45], Original ATen: [aten.add, aten.convolution]
        buf46 = extern_kernels.convolution(buf45, arg49_1, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf46, (1, 160, 5, 5), (4000, 1, 800, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg49_1
        del arg50_1
        del buf45
        buf47 = buf46; del buf46  # reuse
        assert_size_stride_grouped((arg51_1, arg52_1), ((160, 1, 5, 5), (160, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_12(buf47)
        # Topologically Sorted Source Nodes: [input_46, input_47], Original ATen: [aten.hardtanh, aten.convolution]
        buf48 = extern_kernels.convolution(buf47, arg51_1, arg52_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=160)
        assert_tensor_metadata(buf48, (1, 160, 5, 5), (4000, 1, 800, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del arg52_1
        del buf47
        buf49 = buf48; del buf48  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((48, 160, 1, 1), (48, )), ((160, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_12(buf49)
        # Topologically Sorted Source Nodes: [input_48, input_49], Original ATen: [aten.hardtanh, aten.convolution]
        buf50 = extern_kernels.convolution(buf49, arg53_1, arg54_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf50, (1, 48, 5, 5), (1200, 1, 240, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg53_1
        del arg54_1
        del buf49
        assert_size_stride_grouped((arg55_1, arg56_1), ((144, 48, 1, 1), (144, )), ((48, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_50], Original ATen: [aten.convolution]
        buf51 = extern_kernels.convolution(buf50, arg55_1, arg56_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf51, (1, 144, 5, 5), (3600, 1, 720, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg55_1
        del arg56_1
        buf52 = buf51; del buf51  # reuse
        assert_size_stride_grouped((arg57_1, arg58_1), ((144, 1, 3, 3), (144, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_13(buf52)
        # Topologically Sorted Source Nodes: [input_51, input_52], Original ATen: [aten.hardtanh, aten.convolution]
        buf53 = extern_kernels.convolution(buf52, arg57_1, arg58_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144)
        assert_tensor_metadata(buf53, (1, 144, 5, 5), (3600, 1, 720, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg57_1
        del arg58_1
        del buf52
        buf54 = buf53; del buf53  # reuse
        assert_size_stride_grouped((arg59_1, arg60_1), ((48, 144, 1, 1), (48, )), ((144, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_13(buf54)
        # Topologically Sorted Source Nodes: [input_53, input_54], Original ATen: [aten.hardtanh, aten.convolution]
        buf55 = extern_kernels.convolution(buf54, arg59_1, arg60_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf55, (1, 48, 5, 5), (1200, 1, 240, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg59_1
        del arg60_1
        del buf54
        buf56 = buf50; del buf50  # reuse
        assert_size_stride_grouped((arg61_1, arg62_1), ((240, 48, 1, 1), (240, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_14(buf56, buf55)
        del buf55
        # Topologically Sorted Source Nodes: [input_55, input_56], Original ATen: [aten.add, aten.convolution]
        buf57 = extern_kernels.convolution(buf56, arg61_1, arg62_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf57, (1, 240, 5, 5), (6000, 1, 1200, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg61_1
        del arg62_1
        del buf56
        buf58 = buf57; del buf57  # reuse
        assert_size_stride_grouped((arg63_1, arg64_1), ((240, 1, 5, 5), (240, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_15(buf58)
        # Topologically Sorted Source Nodes: [input_57, input_58], Original ATen: [aten.hardtanh, aten.convolution]
        buf59 = extern_kernels.convolution(buf58, arg63_1, arg64_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=240)
        assert_tensor_metadata(buf59, (1, 240, 3, 3), (2160, 1, 720, 240), torch.float32, 'torch.ops.aten.convolution.default')
        del arg63_1
        del arg64_1
        del buf58
        buf60 = buf59; del buf59  # reuse
        assert_size_stride_grouped((arg65_1, arg66_1), ((96, 240, 1, 1), (96, )), ((240, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_16(buf60)
        # Topologically Sorted Source Nodes: [input_59, input_60], Original ATen: [aten.hardtanh, aten.convolution]
        buf61 = extern_kernels.convolution(buf60, arg65_1, arg66_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf61, (1, 96, 3, 3), (864, 1, 288, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg65_1
        del arg66_1
        del buf60
        assert_size_stride_grouped((arg67_1, arg68_1), ((384, 96, 1, 1), (384, )), ((96, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_61], Original ATen: [aten.convolution]
        buf62 = extern_kernels.convolution(buf61, arg67_1, arg68_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf62, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg67_1
        del arg68_1
        buf63 = buf62; del buf62  # reuse
        assert_size_stride_grouped((arg69_1, arg70_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_17(buf63)
        # Topologically Sorted Source Nodes: [input_62, input_63], Original ATen: [aten.hardtanh, aten.convolution]
        buf64 = extern_kernels.convolution(buf63, arg69_1, arg70_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf64, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg69_1
        del arg70_1
        del buf63
        buf65 = buf64; del buf64  # reuse
        assert_size_stride_grouped((arg71_1, arg72_1), ((96, 384, 1, 1), (96, )), ((384, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_17(buf65)
        # Topologically Sorted Source Nodes: [input_64, input_65], Original ATen: [aten.hardtanh, aten.convolution]
        buf66 = extern_kernels.convolution(buf65, arg71_1, arg72_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf66, (1, 96, 3, 3), (864, 1, 288, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg71_1
        del arg72_1
        del buf65
        buf67 = buf61; del buf61  # reuse
        assert_size_stride_grouped((arg73_1, arg74_1), ((576, 96, 1, 1), (576, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_18(buf67, buf66)
        del buf66
        # Topologically Sorted Source Nodes: [input_66, input_67], Original ATen: [aten.add, aten.convolution]
        buf68 = extern_kernels.convolution(buf67, arg73_1, arg74_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf68, (1, 576, 3, 3), (5184, 1, 1728, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg73_1
        del arg74_1
        del buf67
        buf69 = buf68; del buf68  # reuse
        assert_size_stride_grouped((arg75_1, arg76_1), ((576, 1, 3, 3), (576, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_19(buf69)
        # Topologically Sorted Source Nodes: [input_68, input_69], Original ATen: [aten.hardtanh, aten.convolution]
        buf70 = extern_kernels.convolution(buf69, arg75_1, arg76_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=576)
        assert_tensor_metadata(buf70, (1, 576, 3, 3), (5184, 1, 1728, 576), torch.float32, 'torch.ops.aten.convolution.default')
        del arg75_1
        del arg76_1
        del buf69
        buf71 = buf70; del buf70  # reuse
        assert_size_stride_grouped((arg77_1, arg78_1), ((160, 576, 1, 1), (160, )), ((576, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_19(buf71)
        # Topologically Sorted Source Nodes: [input_70, input_71], Original ATen: [aten.hardtanh, aten.convolution]
        buf72 = extern_kernels.convolution(buf71, arg77_1, arg78_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf72, (1, 160, 3, 3), (1440, 1, 480, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg77_1
        del arg78_1
        del buf71
        buf73 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf74 = buf73; del buf73  # reuse
        assert_size_stride_grouped((arg80_1, arg79_1), ((2, ), (2, 160)), ((1, ), (160, 1)), 'input')
        cpp_fused_mean_20(buf74, buf72)
        del buf72
        buf75 = empty_strided_cpu((1, 2), (2, 1), torch.float32)
        # Topologically Sorted Source Nodes: [adaptive_avg_pool2d, flatten, linear], Original ATen: [aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg80_1, reinterpret_tensor(buf74, (1, 160), (0, 1), 0), reinterpret_tensor(arg79_1, (160, 2), (1, 160), 0), alpha=1, beta=1, out=buf75)
        del arg79_1
        del arg80_1
        return (buf75, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 3, 80, 80), (19200, 6400, 80, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((24, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((24, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((48, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((24, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((72, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((72, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((40, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((40, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((160, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((160, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((40, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((160, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((160, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((48, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((240, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((96, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((384, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((96, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((160, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((2, 160), (160, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('mcu_ad_autoencoder', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
