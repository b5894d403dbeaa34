# AOT ID: ['6_inference']
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


cpp_fused_hardtanh_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(490L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(488L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 490L*x0 + 490L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::maximum(tmp0, tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::minimum(tmp3, tmp5);
                            tmp6.store(tmp7 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp7, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(488L) && x1 < static_cast<int64_t>(490L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 490L*x0 + 490L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::maximum(tmp0, tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::minimum(tmp3, tmp5);
                            tmp6.store(tmp7 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(tmp7, static_cast<int64_t>(2L), out_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7840L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7840L)))
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


cpp_fused_add_2 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7840L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7840L)))
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


cpp_fused_hardtanh_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(23520L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(23520L)))
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


cpp_fused_hardtanh_5 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9000L)))
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


cpp_fused_add_6 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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


cpp_fused_hardtanh_7 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12000L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4000L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16000L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4992L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4992L)))
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


cpp_fused_hardtanh_11 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(5616L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(5616L)))
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


cpp_fused_add_12 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1872L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1872L)))
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


cpp_fused_hardtanh_13 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7488L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7488L)))
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


cpp_fused_mean_14 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(39L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(39.0);
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1 = args
        args.clear()
        assert_size_stride_grouped((arg2_1, arg0_1, arg1_1), ((1, 1, 49, 10), (16, 1, 3, 3), (16, )), ((490, 490, 10, 1), (9, 9, 3, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf0 = extern_kernels.convolution(arg2_1, arg0_1, arg1_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf0, (1, 16, 49, 10), (7840, 490, 10, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg0_1
        del arg1_1
        del arg2_1
        buf1 = empty_strided_cpu((1, 16, 49, 10), (7840, 1, 160, 16), torch.float32)
        assert_size_stride_grouped((arg3_1, arg4_1), ((16, 1, 3, 3), (16, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_0(buf0, buf1)
        del buf0
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.hardtanh, aten.convolution]
        buf2 = extern_kernels.convolution(buf1, arg3_1, arg4_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_tensor_metadata(buf2, (1, 16, 49, 10), (7840, 1, 160, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((arg5_1, arg6_1), ((16, 16, 1, 1), (16, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_1(buf3)
        # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.hardtanh, aten.convolution]
        buf4 = extern_kernels.convolution(buf3, arg5_1, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf4, (1, 16, 49, 10), (7840, 1, 160, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg5_1
        del arg6_1
        del buf3
        buf5 = buf1; del buf1  # reuse
        assert_size_stride_grouped((arg7_1, arg8_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_2(buf5, buf4)
        del buf4
        # Topologically Sorted Source Nodes: [input_6, input_7], Original ATen: [aten.add, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg7_1, arg8_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (1, 48, 49, 10), (23520, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg7_1
        del arg8_1
        del buf5
        buf7 = buf6; del buf6  # reuse
        assert_size_stride_grouped((arg9_1, arg10_1), ((48, 1, 5, 5), (48, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_3(buf7)
        # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten.hardtanh, aten.convolution]
        buf8 = extern_kernels.convolution(buf7, arg9_1, arg10_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf8, (1, 48, 25, 5), (6000, 1, 240, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del arg9_1
        del buf7
        buf9 = buf8; del buf8  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((24, 48, 1, 1), (24, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_4(buf9)
        # Topologically Sorted Source Nodes: [input_10, input_11], Original ATen: [aten.hardtanh, aten.convolution]
        buf10 = extern_kernels.convolution(buf9, arg11_1, arg12_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 24, 25, 5), (3000, 1, 120, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf9
        assert_size_stride_grouped((arg13_1, arg14_1), ((72, 24, 1, 1), (72, )), ((24, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_12], Original ATen: [aten.convolution]
        buf11 = extern_kernels.convolution(buf10, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf11, (1, 72, 25, 5), (9000, 1, 360, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        buf12 = buf11; del buf11  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((72, 1, 3, 3), (72, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_5(buf12)
        # Topologically Sorted Source Nodes: [input_13, input_14], Original ATen: [aten.hardtanh, aten.convolution]
        buf13 = extern_kernels.convolution(buf12, arg15_1, arg16_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=72)
        assert_tensor_metadata(buf13, (1, 72, 25, 5), (9000, 1, 360, 72), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        del buf12
        buf14 = buf13; del buf13  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((24, 72, 1, 1), (24, )), ((72, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_5(buf14)
        # Topologically Sorted Source Nodes: [input_15, input_16], Original ATen: [aten.hardtanh, aten.convolution]
        buf15 = extern_kernels.convolution(buf14, arg17_1, arg18_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf15, (1, 24, 25, 5), (3000, 1, 120, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        del buf14
        buf16 = buf10; del buf10  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((96, 24, 1, 1), (96, )), ((24, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_6(buf16, buf15)
        del buf15
        # Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten.add, aten.convolution]
        buf17 = extern_kernels.convolution(buf16, arg19_1, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf17, (1, 96, 25, 5), (12000, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg19_1
        del arg20_1
        del buf16
        buf18 = buf17; del buf17  # reuse
        assert_size_stride_grouped((arg21_1, arg22_1), ((96, 1, 7, 7), (96, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf18)
        # Topologically Sorted Source Nodes: [input_19, input_20], Original ATen: [aten.hardtanh, aten.convolution]
        buf19 = extern_kernels.convolution(buf18, arg21_1, arg22_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf19, (1, 96, 25, 5), (12000, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del arg22_1
        del buf18
        buf20 = buf19; del buf19  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf20)
        # Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten.hardtanh, aten.convolution]
        buf21 = extern_kernels.convolution(buf20, arg23_1, arg24_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf21, (1, 32, 25, 5), (4000, 1, 160, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg23_1
        del arg24_1
        del buf20
        assert_size_stride_grouped((arg25_1, arg26_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_23], Original ATen: [aten.convolution]
        buf22 = extern_kernels.convolution(buf21, arg25_1, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf22, (1, 96, 25, 5), (12000, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg25_1
        del arg26_1
        buf23 = buf22; del buf22  # reuse
        assert_size_stride_grouped((arg27_1, arg28_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf23)
        # Topologically Sorted Source Nodes: [input_24, input_25], Original ATen: [aten.hardtanh, aten.convolution]
        buf24 = extern_kernels.convolution(buf23, arg27_1, arg28_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf24, (1, 96, 25, 5), (12000, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg27_1
        del arg28_1
        del buf23
        buf25 = buf24; del buf24  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf25)
        # Topologically Sorted Source Nodes: [input_26, input_27], Original ATen: [aten.hardtanh, aten.convolution]
        buf26 = extern_kernels.convolution(buf25, arg29_1, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf26, (1, 32, 25, 5), (4000, 1, 160, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg29_1
        del arg30_1
        del buf25
        buf27 = buf21; del buf21  # reuse
        assert_size_stride_grouped((arg31_1, arg32_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_8(buf27, buf26)
        del buf26
        # Topologically Sorted Source Nodes: [input_29], Original ATen: [aten.convolution]
        buf28 = extern_kernels.convolution(buf27, arg31_1, arg32_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf28, (1, 96, 25, 5), (12000, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        del arg32_1
        buf29 = buf28; del buf28  # reuse
        assert_size_stride_grouped((arg33_1, arg34_1), ((96, 1, 3, 3), (96, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf29)
        # Topologically Sorted Source Nodes: [input_30, input_31], Original ATen: [aten.hardtanh, aten.convolution]
        buf30 = extern_kernels.convolution(buf29, arg33_1, arg34_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf30, (1, 96, 25, 5), (12000, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg33_1
        del arg34_1
        del buf29
        buf31 = buf30; del buf30  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_7(buf31)
        # Topologically Sorted Source Nodes: [input_32, input_33], Original ATen: [aten.hardtanh, aten.convolution]
        buf32 = extern_kernels.convolution(buf31, arg35_1, arg36_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf32, (1, 32, 25, 5), (4000, 1, 160, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg35_1
        del arg36_1
        del buf31
        buf33 = buf27; del buf27  # reuse
        assert_size_stride_grouped((arg37_1, arg38_1), ((128, 32, 1, 1), (128, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_8(buf33, buf32)
        del buf32
        # Topologically Sorted Source Nodes: [input_34, input_35], Original ATen: [aten.add, aten.convolution]
        buf34 = extern_kernels.convolution(buf33, arg37_1, arg38_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf34, (1, 128, 25, 5), (16000, 1, 640, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg37_1
        del arg38_1
        del buf33
        buf35 = buf34; del buf34  # reuse
        assert_size_stride_grouped((arg39_1, arg40_1), ((128, 1, 5, 5), (128, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_9(buf35)
        # Topologically Sorted Source Nodes: [input_36, input_37], Original ATen: [aten.hardtanh, aten.convolution]
        buf36 = extern_kernels.convolution(buf35, arg39_1, arg40_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf36, (1, 128, 13, 3), (4992, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg39_1
        del arg40_1
        del buf35
        buf37 = buf36; del buf36  # reuse
        assert_size_stride_grouped((arg41_1, arg42_1), ((48, 128, 1, 1), (48, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf37)
        # Topologically Sorted Source Nodes: [input_38, input_39], Original ATen: [aten.hardtanh, aten.convolution]
        buf38 = extern_kernels.convolution(buf37, arg41_1, arg42_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf38, (1, 48, 13, 3), (1872, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del arg42_1
        del buf37
        assert_size_stride_grouped((arg43_1, arg44_1), ((144, 48, 1, 1), (144, )), ((48, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_40], Original ATen: [aten.convolution]
        buf39 = extern_kernels.convolution(buf38, arg43_1, arg44_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf39, (1, 144, 13, 3), (5616, 1, 432, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg43_1
        del arg44_1
        buf40 = buf39; del buf39  # reuse
        assert_size_stride_grouped((arg45_1, arg46_1), ((144, 1, 3, 3), (144, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_11(buf40)
        # Topologically Sorted Source Nodes: [input_41, input_42], Original ATen: [aten.hardtanh, aten.convolution]
        buf41 = extern_kernels.convolution(buf40, arg45_1, arg46_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=144)
        assert_tensor_metadata(buf41, (1, 144, 13, 3), (5616, 1, 432, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg45_1
        del arg46_1
        del buf40
        buf42 = buf41; del buf41  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((48, 144, 1, 1), (48, )), ((144, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_11(buf42)
        # Topologically Sorted Source Nodes: [input_43, input_44], Original ATen: [aten.hardtanh, aten.convolution]
        buf43 = extern_kernels.convolution(buf42, arg47_1, arg48_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf43, (1, 48, 13, 3), (1872, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg47_1
        del arg48_1
        del buf42
        buf44 = buf38; del buf38  # reuse
        assert_size_stride_grouped((arg49_1, arg50_1), ((192, 48, 1, 1), (192, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_12(buf44, buf43)
        del buf43
        # Topologically Sorted Source Nodes: [input_45, input_46], Original ATen: [aten.add, aten.convolution]
        buf45 = extern_kernels.convolution(buf44, arg49_1, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf45, (1, 192, 13, 3), (7488, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg49_1
        del arg50_1
        del buf44
        buf46 = buf45; del buf45  # reuse
        assert_size_stride_grouped((arg51_1, arg52_1), ((192, 1, 3, 3), (192, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_13(buf46)
        # Topologically Sorted Source Nodes: [input_47, input_48], Original ATen: [aten.hardtanh, aten.convolution]
        buf47 = extern_kernels.convolution(buf46, arg51_1, arg52_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf47, (1, 192, 13, 3), (7488, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del arg52_1
        del buf46
        buf48 = buf47; del buf47  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((64, 192, 1, 1), (64, )), ((192, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_13(buf48)
        # Topologically Sorted Source Nodes: [input_49, input_50], Original ATen: [aten.hardtanh, aten.convolution]
        buf49 = extern_kernels.convolution(buf48, arg53_1, arg54_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf49, (1, 64, 13, 3), (2496, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg53_1
        del arg54_1
        del buf48
        buf50 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf51 = buf50; del buf50  # reuse
        assert_size_stride_grouped((arg56_1, arg55_1), ((12, ), (12, 64)), ((1, ), (64, 1)), 'input')
        cpp_fused_mean_14(buf51, buf49)
        del buf49
        buf52 = empty_strided_cpu((1, 12), (12, 1), torch.float32)
        # Topologically Sorted Source Nodes: [adaptive_avg_pool2d, flatten, linear], Original ATen: [aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg56_1, reinterpret_tensor(buf51, (1, 64), (0, 1), 0), reinterpret_tensor(arg55_1, (64, 12), (1, 64), 0), alpha=1, beta=1, out=buf52)
        del arg55_1
        del arg56_1
        return (buf52, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 1, 49, 10), (490, 490, 10, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((48, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((24, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((72, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((128, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((128, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((48, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((192, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((12, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((12, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('mcu_ad_autoencoder', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
