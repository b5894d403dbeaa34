# AOT ID: ['11_inference']
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9216L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(9216L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 9216L*x0 + 9216L*x0_inner), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(36864L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(36864L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(55296L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(55296L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(13824L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(13824L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(27648L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(27648L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9216L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6912L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6912L)))
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


cpp_fused_add_7 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
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


cpp_fused_hardtanh_8 = async_compile.cpp_pybinding(['float*'], r'''
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


cpp_fused_add_9 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
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


cpp_fused_hardtanh_10 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1728L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
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


cpp_fused_hardtanh_mean_12 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(9L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1280L*x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::maximum(tmp0, tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::minimum(tmp3, tmp5);
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1 = args
        args.clear()
        assert_size_stride(arg2_1, (1, 3, 96, 96), (27648, 9216, 96, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 96, 96), (27648, 1, 288, 3), torch.float32)
        assert_size_stride(arg0_1, (16, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((16, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(arg1_1, (16, ), (1, ), 'input')
        cpp_fused_convolution_0(arg2_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg2_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 16, 48, 48), (36864, 1, 768, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((arg3_1, arg4_1), ((16, 1, 3, 3), (16, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_1(buf3)
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.hardtanh, aten.convolution]
        buf4 = extern_kernels.convolution(buf3, arg3_1, arg4_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_tensor_metadata(buf4, (1, 16, 48, 48), (36864, 1, 768, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        del buf3
        buf5 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg5_1, arg6_1), ((8, 16, 1, 1), (8, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_1(buf5)
        # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.hardtanh, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg5_1, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (1, 8, 48, 48), (18432, 1, 384, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg5_1
        del arg6_1
        del buf5
        assert_size_stride_grouped((arg7_1, arg8_1), ((24, 8, 1, 1), (24, )), ((8, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
        buf7 = extern_kernels.convolution(buf6, arg7_1, arg8_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf7, (1, 24, 48, 48), (55296, 1, 1152, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg7_1
        del arg8_1
        del buf6
        buf8 = buf7; del buf7  # reuse
        assert_size_stride_grouped((arg9_1, arg10_1), ((24, 1, 5, 5), (24, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_2(buf8)
        # Topologically Sorted Source Nodes: [input_7, input_8], Original ATen: [aten.hardtanh, aten.convolution]
        buf9 = extern_kernels.convolution(buf8, arg9_1, arg10_1, stride=(2, 2), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24)
        assert_tensor_metadata(buf9, (1, 24, 24, 24), (13824, 1, 576, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del arg9_1
        del buf8
        buf10 = buf9; del buf9  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((16, 24, 1, 1), (16, )), ((24, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_3(buf10)
        # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten.hardtanh, aten.convolution]
        buf11 = extern_kernels.convolution(buf10, arg11_1, arg12_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf11, (1, 16, 24, 24), (9216, 1, 384, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf10
        assert_size_stride_grouped((arg13_1, arg14_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_11], Original ATen: [aten.convolution]
        buf12 = extern_kernels.convolution(buf11, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf12, (1, 48, 24, 24), (27648, 1, 1152, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        buf13 = buf12; del buf12  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((48, 1, 3, 3), (48, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_4(buf13)
        # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.hardtanh, aten.convolution]
        buf14 = extern_kernels.convolution(buf13, arg15_1, arg16_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf14, (1, 48, 24, 24), (27648, 1, 1152, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        del buf13
        buf15 = buf14; del buf14  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((16, 48, 1, 1), (16, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_4(buf15)
        # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.hardtanh, aten.convolution]
        buf16 = extern_kernels.convolution(buf15, arg17_1, arg18_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf16, (1, 16, 24, 24), (9216, 1, 384, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        del buf15
        buf17 = buf11; del buf11  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_5(buf17, buf16)
        del buf16
        # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.add, aten.convolution]
        buf18 = extern_kernels.convolution(buf17, arg19_1, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf18, (1, 48, 24, 24), (27648, 1, 1152, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg19_1
        del arg20_1
        del buf17
        buf19 = buf18; del buf18  # reuse
        assert_size_stride_grouped((arg21_1, arg22_1), ((48, 1, 7, 7), (48, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_4(buf19)
        # Topologically Sorted Source Nodes: [input_18, input_19], Original ATen: [aten.hardtanh, aten.convolution]
        buf20 = extern_kernels.convolution(buf19, arg21_1, arg22_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf20, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del arg22_1
        del buf19
        buf21 = buf20; del buf20  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((16, 48, 1, 1), (16, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf21)
        # Topologically Sorted Source Nodes: [input_20, input_21], Original ATen: [aten.hardtanh, aten.convolution]
        buf22 = extern_kernels.convolution(buf21, arg23_1, arg24_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf22, (1, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg23_1
        del arg24_1
        del buf21
        assert_size_stride_grouped((arg25_1, arg26_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_22], Original ATen: [aten.convolution]
        buf23 = extern_kernels.convolution(buf22, arg25_1, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf23, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg25_1
        del arg26_1
        buf24 = buf23; del buf23  # reuse
        assert_size_stride_grouped((arg27_1, arg28_1), ((48, 1, 3, 3), (48, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf24)
        # Topologically Sorted Source Nodes: [input_23, input_24], Original ATen: [aten.hardtanh, aten.convolution]
        buf25 = extern_kernels.convolution(buf24, arg27_1, arg28_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf25, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg27_1
        del arg28_1
        del buf24
        buf26 = buf25; del buf25  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((16, 48, 1, 1), (16, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf26)
        # Topologically Sorted Source Nodes: [input_25, input_26], Original ATen: [aten.hardtanh, aten.convolution]
        buf27 = extern_kernels.convolution(buf26, arg29_1, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf27, (1, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg29_1
        del arg30_1
        del buf26
        buf28 = buf22; del buf22  # reuse
        assert_size_stride_grouped((arg31_1, arg32_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_7(buf28, buf27)
        del buf27
        # Topologically Sorted Source Nodes: [input_28], Original ATen: [aten.convolution]
        buf29 = extern_kernels.convolution(buf28, arg31_1, arg32_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf29, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        del arg32_1
        buf30 = buf29; del buf29  # reuse
        assert_size_stride_grouped((arg33_1, arg34_1), ((48, 1, 5, 5), (48, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf30)
        # Topologically Sorted Source Nodes: [input_29, input_30], Original ATen: [aten.hardtanh, aten.convolution]
        buf31 = extern_kernels.convolution(buf30, arg33_1, arg34_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf31, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg33_1
        del arg34_1
        del buf30
        buf32 = buf31; del buf31  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((16, 48, 1, 1), (16, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf32)
        # Topologically Sorted Source Nodes: [input_31, input_32], Original ATen: [aten.hardtanh, aten.convolution]
        buf33 = extern_kernels.convolution(buf32, arg35_1, arg36_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf33, (1, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg35_1
        del arg36_1
        del buf32
        buf34 = buf28; del buf28  # reuse
        assert_size_stride_grouped((arg37_1, arg38_1), ((48, 16, 1, 1), (48, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_7(buf34, buf33)
        del buf33
        # Topologically Sorted Source Nodes: [input_34], Original ATen: [aten.convolution]
        buf35 = extern_kernels.convolution(buf34, arg37_1, arg38_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf35, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg37_1
        del arg38_1
        buf36 = buf35; del buf35  # reuse
        assert_size_stride_grouped((arg39_1, arg40_1), ((48, 1, 5, 5), (48, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf36)
        # Topologically Sorted Source Nodes: [input_35, input_36], Original ATen: [aten.hardtanh, aten.convolution]
        buf37 = extern_kernels.convolution(buf36, arg39_1, arg40_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48)
        assert_tensor_metadata(buf37, (1, 48, 12, 12), (6912, 1, 576, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg39_1
        del arg40_1
        del buf36
        buf38 = buf37; del buf37  # reuse
        assert_size_stride_grouped((arg41_1, arg42_1), ((16, 48, 1, 1), (16, )), ((48, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf38)
        # Topologically Sorted Source Nodes: [input_37, input_38], Original ATen: [aten.hardtanh, aten.convolution]
        buf39 = extern_kernels.convolution(buf38, arg41_1, arg42_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf39, (1, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del arg42_1
        del buf38
        buf40 = buf34; del buf34  # reuse
        assert_size_stride_grouped((arg43_1, arg44_1), ((96, 16, 1, 1), (96, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_7(buf40, buf39)
        del buf39
        # Topologically Sorted Source Nodes: [input_39, input_40], Original ATen: [aten.add, aten.convolution]
        buf41 = extern_kernels.convolution(buf40, arg43_1, arg44_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf41, (1, 96, 12, 12), (13824, 1, 1152, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg43_1
        del arg44_1
        del buf40
        buf42 = buf41; del buf41  # reuse
        assert_size_stride_grouped((arg45_1, arg46_1), ((96, 1, 7, 7), (96, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_3(buf42)
        # Topologically Sorted Source Nodes: [input_41, input_42], Original ATen: [aten.hardtanh, aten.convolution]
        buf43 = extern_kernels.convolution(buf42, arg45_1, arg46_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf43, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg45_1
        del arg46_1
        del buf42
        buf44 = buf43; del buf43  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf44)
        # Topologically Sorted Source Nodes: [input_43, input_44], Original ATen: [aten.hardtanh, aten.convolution]
        buf45 = extern_kernels.convolution(buf44, arg47_1, arg48_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf45, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg47_1
        del arg48_1
        del buf44
        assert_size_stride_grouped((arg49_1, arg50_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_45], Original ATen: [aten.convolution]
        buf46 = extern_kernels.convolution(buf45, arg49_1, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf46, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg49_1
        del arg50_1
        buf47 = buf46; del buf46  # reuse
        assert_size_stride_grouped((arg51_1, arg52_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf47)
        # Topologically Sorted Source Nodes: [input_46, input_47], Original ATen: [aten.hardtanh, aten.convolution]
        buf48 = extern_kernels.convolution(buf47, arg51_1, arg52_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf48, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del arg52_1
        del buf47
        buf49 = buf48; del buf48  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf49)
        # Topologically Sorted Source Nodes: [input_48, input_49], Original ATen: [aten.hardtanh, aten.convolution]
        buf50 = extern_kernels.convolution(buf49, arg53_1, arg54_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf50, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg53_1
        del arg54_1
        del buf49
        buf51 = buf45; del buf45  # reuse
        assert_size_stride_grouped((arg55_1, arg56_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf51, buf50)
        del buf50
        # Topologically Sorted Source Nodes: [input_51], Original ATen: [aten.convolution]
        buf52 = extern_kernels.convolution(buf51, arg55_1, arg56_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf52, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg55_1
        del arg56_1
        buf53 = buf52; del buf52  # reuse
        assert_size_stride_grouped((arg57_1, arg58_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf53)
        # Topologically Sorted Source Nodes: [input_52, input_53], Original ATen: [aten.hardtanh, aten.convolution]
        buf54 = extern_kernels.convolution(buf53, arg57_1, arg58_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf54, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg57_1
        del arg58_1
        del buf53
        buf55 = buf54; del buf54  # reuse
        assert_size_stride_grouped((arg59_1, arg60_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf55)
        # Topologically Sorted Source Nodes: [input_54, input_55], Original ATen: [aten.hardtanh, aten.convolution]
        buf56 = extern_kernels.convolution(buf55, arg59_1, arg60_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf56, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg59_1
        del arg60_1
        del buf55
        buf57 = buf51; del buf51  # reuse
        assert_size_stride_grouped((arg61_1, arg62_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf57, buf56)
        del buf56
        # Topologically Sorted Source Nodes: [input_57], Original ATen: [aten.convolution]
        buf58 = extern_kernels.convolution(buf57, arg61_1, arg62_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf58, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg61_1
        del arg62_1
        buf59 = buf58; del buf58  # reuse
        assert_size_stride_grouped((arg63_1, arg64_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf59)
        # Topologically Sorted Source Nodes: [input_58, input_59], Original ATen: [aten.hardtanh, aten.convolution]
        buf60 = extern_kernels.convolution(buf59, arg63_1, arg64_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf60, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg63_1
        del arg64_1
        del buf59
        buf61 = buf60; del buf60  # reuse
        assert_size_stride_grouped((arg65_1, arg66_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf61)
        # Topologically Sorted Source Nodes: [input_60, input_61], Original ATen: [aten.hardtanh, aten.convolution]
        buf62 = extern_kernels.convolution(buf61, arg65_1, arg66_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf62, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg65_1
        del arg66_1
        del buf61
        buf63 = buf57; del buf57  # reuse
        assert_size_stride_grouped((arg67_1, arg68_1), ((192, 32, 1, 1), (192, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf63, buf62)
        del buf62
        # Topologically Sorted Source Nodes: [input_63], Original ATen: [aten.convolution]
        buf64 = extern_kernels.convolution(buf63, arg67_1, arg68_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf64, (1, 192, 6, 6), (6912, 1, 1152, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg67_1
        del arg68_1
        buf65 = buf64; del buf64  # reuse
        assert_size_stride_grouped((arg69_1, arg70_1), ((192, 1, 5, 5), (192, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf65)
        # Topologically Sorted Source Nodes: [input_64, input_65], Original ATen: [aten.hardtanh, aten.convolution]
        buf66 = extern_kernels.convolution(buf65, arg69_1, arg70_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf66, (1, 192, 6, 6), (6912, 1, 1152, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg69_1
        del arg70_1
        del buf65
        buf67 = buf66; del buf66  # reuse
        assert_size_stride_grouped((arg71_1, arg72_1), ((32, 192, 1, 1), (32, )), ((192, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf67)
        # Topologically Sorted Source Nodes: [input_66, input_67], Original ATen: [aten.hardtanh, aten.convolution]
        buf68 = extern_kernels.convolution(buf67, arg71_1, arg72_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf68, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg71_1
        del arg72_1
        del buf67
        buf69 = buf63; del buf63  # reuse
        assert_size_stride_grouped((arg73_1, arg74_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf69, buf68)
        del buf68
        # Topologically Sorted Source Nodes: [input_69], Original ATen: [aten.convolution]
        buf70 = extern_kernels.convolution(buf69, arg73_1, arg74_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf70, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg73_1
        del arg74_1
        buf71 = buf70; del buf70  # reuse
        assert_size_stride_grouped((arg75_1, arg76_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf71)
        # Topologically Sorted Source Nodes: [input_70, input_71], Original ATen: [aten.hardtanh, aten.convolution]
        buf72 = extern_kernels.convolution(buf71, arg75_1, arg76_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf72, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg75_1
        del arg76_1
        del buf71
        buf73 = buf72; del buf72  # reuse
        assert_size_stride_grouped((arg77_1, arg78_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf73)
        # Topologically Sorted Source Nodes: [input_72, input_73], Original ATen: [aten.hardtanh, aten.convolution]
        buf74 = extern_kernels.convolution(buf73, arg77_1, arg78_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf74, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg77_1
        del arg78_1
        del buf73
        buf75 = buf69; del buf69  # reuse
        assert_size_stride_grouped((arg79_1, arg80_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf75, buf74)
        del buf74
        # Topologically Sorted Source Nodes: [input_75], Original ATen: [aten.convolution]
        buf76 = extern_kernels.convolution(buf75, arg79_1, arg80_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf76, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg79_1
        del arg80_1
        buf77 = buf76; del buf76  # reuse
        assert_size_stride_grouped((arg81_1, arg82_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf77)
        # Topologically Sorted Source Nodes: [input_76, input_77], Original ATen: [aten.hardtanh, aten.convolution]
        buf78 = extern_kernels.convolution(buf77, arg81_1, arg82_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf78, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg81_1
        del arg82_1
        del buf77
        buf79 = buf78; del buf78  # reuse
        assert_size_stride_grouped((arg83_1, arg84_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf79)
        # Topologically Sorted Source Nodes: [input_78, input_79], Original ATen: [aten.hardtanh, aten.convolution]
        buf80 = extern_kernels.convolution(buf79, arg83_1, arg84_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf80, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg83_1
        del arg84_1
        del buf79
        buf81 = buf75; del buf75  # reuse
        assert_size_stride_grouped((arg85_1, arg86_1), ((96, 32, 1, 1), (96, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf81, buf80)
        del buf80
        # Topologically Sorted Source Nodes: [input_81], Original ATen: [aten.convolution]
        buf82 = extern_kernels.convolution(buf81, arg85_1, arg86_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf82, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg85_1
        del arg86_1
        buf83 = buf82; del buf82  # reuse
        assert_size_stride_grouped((arg87_1, arg88_1), ((96, 1, 5, 5), (96, )), ((25, 25, 5, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf83)
        # Topologically Sorted Source Nodes: [input_82, input_83], Original ATen: [aten.hardtanh, aten.convolution]
        buf84 = extern_kernels.convolution(buf83, arg87_1, arg88_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96)
        assert_tensor_metadata(buf84, (1, 96, 6, 6), (3456, 1, 576, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg87_1
        del arg88_1
        del buf83
        buf85 = buf84; del buf84  # reuse
        assert_size_stride_grouped((arg89_1, arg90_1), ((32, 96, 1, 1), (32, )), ((96, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf85)
        # Topologically Sorted Source Nodes: [input_84, input_85], Original ATen: [aten.hardtanh, aten.convolution]
        buf86 = extern_kernels.convolution(buf85, arg89_1, arg90_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf86, (1, 32, 6, 6), (1152, 1, 192, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg89_1
        del arg90_1
        del buf85
        buf87 = buf81; del buf81  # reuse
        assert_size_stride_grouped((arg91_1, arg92_1), ((192, 32, 1, 1), (192, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_9(buf87, buf86)
        del buf86
        # Topologically Sorted Source Nodes: [input_86, input_87], Original ATen: [aten.add, aten.convolution]
        buf88 = extern_kernels.convolution(buf87, arg91_1, arg92_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf88, (1, 192, 6, 6), (6912, 1, 1152, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg91_1
        del arg92_1
        del buf87
        buf89 = buf88; del buf88  # reuse
        assert_size_stride_grouped((arg93_1, arg94_1), ((192, 1, 7, 7), (192, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_6(buf89)
        # Topologically Sorted Source Nodes: [input_88, input_89], Original ATen: [aten.hardtanh, aten.convolution]
        buf90 = extern_kernels.convolution(buf89, arg93_1, arg94_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf90, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg93_1
        del arg94_1
        del buf89
        buf91 = buf90; del buf90  # reuse
        assert_size_stride_grouped((arg95_1, arg96_1), ((64, 192, 1, 1), (64, )), ((192, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf91)
        # Topologically Sorted Source Nodes: [input_90, input_91], Original ATen: [aten.hardtanh, aten.convolution]
        buf92 = extern_kernels.convolution(buf91, arg95_1, arg96_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf92, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg95_1
        del arg96_1
        del buf91
        assert_size_stride_grouped((arg97_1, arg98_1), ((384, 64, 1, 1), (384, )), ((64, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_92], Original ATen: [aten.convolution]
        buf93 = extern_kernels.convolution(buf92, arg97_1, arg98_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf93, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg97_1
        del arg98_1
        buf94 = buf93; del buf93  # reuse
        assert_size_stride_grouped((arg99_1, arg100_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf94)
        # Topologically Sorted Source Nodes: [input_93, input_94], Original ATen: [aten.hardtanh, aten.convolution]
        buf95 = extern_kernels.convolution(buf94, arg99_1, arg100_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf95, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg100_1
        del arg99_1
        del buf94
        buf96 = buf95; del buf95  # reuse
        assert_size_stride_grouped((arg101_1, arg102_1), ((64, 384, 1, 1), (64, )), ((384, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf96)
        # Topologically Sorted Source Nodes: [input_95, input_96], Original ATen: [aten.hardtanh, aten.convolution]
        buf97 = extern_kernels.convolution(buf96, arg101_1, arg102_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf97, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg101_1
        del arg102_1
        del buf96
        buf98 = buf92; del buf92  # reuse
        assert_size_stride_grouped((arg103_1, arg104_1), ((192, 64, 1, 1), (192, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_11(buf98, buf97)
        del buf97
        # Topologically Sorted Source Nodes: [input_98], Original ATen: [aten.convolution]
        buf99 = extern_kernels.convolution(buf98, arg103_1, arg104_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf99, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg103_1
        del arg104_1
        buf100 = buf99; del buf99  # reuse
        assert_size_stride_grouped((arg105_1, arg106_1), ((192, 1, 7, 7), (192, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf100)
        # Topologically Sorted Source Nodes: [input_99, input_100], Original ATen: [aten.hardtanh, aten.convolution]
        buf101 = extern_kernels.convolution(buf100, arg105_1, arg106_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf101, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg105_1
        del arg106_1
        del buf100
        buf102 = buf101; del buf101  # reuse
        assert_size_stride_grouped((arg107_1, arg108_1), ((64, 192, 1, 1), (64, )), ((192, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf102)
        # Topologically Sorted Source Nodes: [input_101, input_102], Original ATen: [aten.hardtanh, aten.convolution]
        buf103 = extern_kernels.convolution(buf102, arg107_1, arg108_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf103, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg107_1
        del arg108_1
        del buf102
        buf104 = buf98; del buf98  # reuse
        assert_size_stride_grouped((arg109_1, arg110_1), ((192, 64, 1, 1), (192, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_11(buf104, buf103)
        del buf103
        # Topologically Sorted Source Nodes: [input_104], Original ATen: [aten.convolution]
        buf105 = extern_kernels.convolution(buf104, arg109_1, arg110_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf105, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg109_1
        del arg110_1
        buf106 = buf105; del buf105  # reuse
        assert_size_stride_grouped((arg111_1, arg112_1), ((192, 1, 7, 7), (192, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf106)
        # Topologically Sorted Source Nodes: [input_105, input_106], Original ATen: [aten.hardtanh, aten.convolution]
        buf107 = extern_kernels.convolution(buf106, arg111_1, arg112_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=192)
        assert_tensor_metadata(buf107, (1, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg111_1
        del arg112_1
        del buf106
        buf108 = buf107; del buf107  # reuse
        assert_size_stride_grouped((arg113_1, arg114_1), ((64, 192, 1, 1), (64, )), ((192, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_10(buf108)
        # Topologically Sorted Source Nodes: [input_107, input_108], Original ATen: [aten.hardtanh, aten.convolution]
        buf109 = extern_kernels.convolution(buf108, arg113_1, arg114_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf109, (1, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg113_1
        del arg114_1
        del buf108
        buf110 = buf104; del buf104  # reuse
        assert_size_stride_grouped((arg115_1, arg116_1), ((384, 64, 1, 1), (384, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_add_11(buf110, buf109)
        del buf109
        # Topologically Sorted Source Nodes: [input_109, input_110], Original ATen: [aten.add, aten.convolution]
        buf111 = extern_kernels.convolution(buf110, arg115_1, arg116_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf111, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg115_1
        del arg116_1
        del buf110
        buf112 = buf111; del buf111  # reuse
        assert_size_stride_grouped((arg117_1, arg118_1), ((384, 1, 7, 7), (384, )), ((49, 49, 7, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf112)
        # Topologically Sorted Source Nodes: [input_111, input_112], Original ATen: [aten.hardtanh, aten.convolution]
        buf113 = extern_kernels.convolution(buf112, arg117_1, arg118_1, stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=384)
        assert_tensor_metadata(buf113, (1, 384, 3, 3), (3456, 1, 1152, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg117_1
        del arg118_1
        del buf112
        buf114 = buf113; del buf113  # reuse
        assert_size_stride_grouped((arg119_1, arg120_1), ((112, 384, 1, 1), (112, )), ((384, 1, 1, 1), (1, )), 'input')
        cpp_fused_hardtanh_8(buf114)
        # Topologically Sorted Source Nodes: [input_113, input_114], Original ATen: [aten.hardtanh, aten.convolution]
        buf115 = extern_kernels.convolution(buf114, arg119_1, arg120_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf115, (1, 112, 3, 3), (1008, 1, 336, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg119_1
        del arg120_1
        del buf114
        assert_size_stride_grouped((arg121_1, arg122_1), ((1280, 112, 1, 1), (1280, )), ((112, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_115], Original ATen: [aten.convolution]
        buf116 = extern_kernels.convolution(buf115, arg121_1, arg122_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf116, (1, 1280, 3, 3), (11520, 1, 3840, 1280), torch.float32, 'torch.ops.aten.convolution.default')
        del arg121_1
        del arg122_1
        del buf115
        buf117 = empty_strided_cpu((1, 1280, 1, 1), (1280, 1, 1280, 1280), torch.float32)
        buf118 = buf117; del buf117  # reuse
        assert_size_stride_grouped((arg124_1, arg123_1), ((1000, ), (1000, 1280)), ((1, ), (1280, 1)), 'input')
        cpp_fused_hardtanh_mean_12(buf118, buf116)
        del buf116
        buf119 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_116, adaptive_avg_pool2d, flatten, linear], Original ATen: [aten.hardtanh, aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg124_1, reinterpret_tensor(buf118, (1, 1280), (0, 1), 0), reinterpret_tensor(arg123_1, (1280, 1000), (1, 1280), 0), alpha=1, beta=1, out=buf119)
        del arg123_1
        del arg124_1
        return (buf119, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 3, 96, 96), (27648, 9216, 96, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((24, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((24, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((48, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((48, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((16, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((48, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((16, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((48, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((16, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((48, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((48, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((16, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((96, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((96, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((192, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((96, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((192, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((192, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((192, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((384, 1, 7, 7), (49, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((112, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((1280, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((1000, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('mcu_ad_autoencoder', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
